import { defineMessage, defineMessages } from 'react-intl';

/** What the diagram library announces and labels, in the page's language. */
export const diagramMessages = {
  ...defineMessages({
    nodeHelp: {
      id: 'sqlDesigner.diagram.nodeHelp',
      defaultMessage: 'Press Enter or Space to select this table and edit it in the side panel, then the arrow keys to move it.',
      description: 'Screen reader description of a table on the diagram',
    },
    edgeHelp: { id: 'sqlDesigner.diagram.edgeHelp', defaultMessage: 'A foreign key between two columns.', description: 'Screen reader description of a relation line' },
    controls: { id: 'sqlDesigner.diagram.controls', defaultMessage: 'Zoom controls', description: 'Accessible name of the zoom buttons group' },
    zoomIn: { id: 'sqlDesigner.diagram.zoomIn', defaultMessage: 'Zoom in', description: 'Diagram button' },
    zoomOut: { id: 'sqlDesigner.diagram.zoomOut', defaultMessage: 'Zoom out', description: 'Diagram button' },
    fitView: { id: 'sqlDesigner.diagram.fitView', defaultMessage: 'Fit the whole diagram', description: 'Diagram button' },
    interactive: { id: 'sqlDesigner.diagram.interactive', defaultMessage: 'Lock or unlock the diagram', description: 'Diagram button' },
    minimap: { id: 'sqlDesigner.diagram.minimap', defaultMessage: 'Overview map', description: 'Accessible name of the diagram minimap' },
    handle: { id: 'sqlDesigner.diagram.handle', defaultMessage: 'Column connection point', description: 'Accessible name of a dot used to draw a foreign key' },
  }),
  nodeMoved: defineMessage<{ x: number; y: number }>({
    id: 'sqlDesigner.diagram.nodeMoved',
    defaultMessage: 'Table moved to x {x}, y {y}',
    description: 'Screen reader announcement after a table was moved with the keyboard',
  }),
};

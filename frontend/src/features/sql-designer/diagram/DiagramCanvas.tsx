import '@xyflow/react/dist/style.css';
import {
  Background,
  Controls,
  MarkerType,
  MiniMap,
  ReactFlow,
  ReactFlowProvider,
  ConnectionMode,
  getNodesBounds,
  getViewportForBounds,
  useNodesInitialized,
  useNodesState,
  useReactFlow,
  type Connection,
  type Edge,
  type NodeChange,
} from '@xyflow/react';
import { forwardRef, useCallback, useEffect, useImperativeHandle, useLayoutEffect, useMemo, useRef } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import type { DraftTable } from '../draft';
import { designerMessages as m } from '../sql-designer.messages';
import type { SqlNodePosition } from '../sql-designer.types';
import { diagramMessages as dm } from './diagram.messages';
import { layoutTables, prewarmLayout } from './layout';
import { NODE_WIDTH, TableNode, columnOfHandle, estimatedHeight, handleId, type TableNodeType } from './TableNode';
import { dataUrlToBlob } from '../../../shared/data-url';

export interface DiagramHandle {
  /** Lays every table out with ELK and fits the view; resolves once the new positions are handed over. */
  autoLayout(): Promise<void>;
  /** The whole diagram as an image file's content. */
  exportImage(kind: 'png' | 'svg'): Promise<Blob>;
}

export interface ColumnEnd {
  tableKey: string;
  columnKey: string;
}

interface DiagramProps {
  tables: readonly DraftTable[];
  /** Changes when another schema is loaded: the view fits it and its first render is timed. */
  loadKey: number;
  selectedKey: string | null;
  invalidKeys: ReadonlySet<string>;
  onSelect: (key: string | null) => void;
  onMove: (positions: ReadonlyMap<string, SqlNodePosition>) => void;
  /** A line drawn from a column's source dot to another column: make the first a foreign key to the second. */
  onConnect: (from: ColumnEnd, to: ColumnEnd) => void;
}

/** Marks the diagram's timings for the browser benchmark (test/bench/sql-designer-browser.bench.ts). */
export const TIMING = { render: 'sql-designer:first-render', layout: 'sql-designer:layout' } as const;

const nodeTypes = { table: TableNode };

// The canvas is a drawing in its own coordinates: left to right in every language (docs/product.md §2).
const Frame = styled.div`
  position: relative;
  block-size: clamp(26rem, 62vh, 44rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg};
  overflow: hidden;

  .react-flow__node:focus-visible {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radius.sm};
  }

  /* The page's global img/svg rule caps an svg at its container's width: the edge layer's container has none. */
  .react-flow__viewport svg {
    max-inline-size: none;
  }

  .react-flow {
    --xy-background-color: ${({ theme }) => theme.color.bg};
    --xy-minimap-background-color: ${({ theme }) => theme.color.surface};
    --xy-controls-button-background-color: ${({ theme }) => theme.color.surface};
    --xy-controls-button-color: ${({ theme }) => theme.color.text};
  }

  .react-flow__controls-button {
    inline-size: 32px;
    block-size: 32px;
  }
`;

function edgesOf(tables: readonly DraftTable[], color: string): Edge[] {
  const byName = new Map(tables.map((table) => [table.name, table]));
  const edges: Edge[] = [];
  const add = (table: DraftTable, columnName: string, targetName: string, targetColumn: string, id: string) => {
    const column = table.columns.find((c) => c.name === columnName);
    const target = byName.get(targetName);
    const referenced = target?.columns.find((c) => c.name === targetColumn);
    if (!column || !target || !referenced) return;
    // The line leaves from the side facing the referenced table, so it never runs under either node;
    // a self-reference loops out of the right side and back.
    const self = target.key === table.key;
    const targetLeft = !self && target.position.x + NODE_WIDTH / 2 < table.position.x + NODE_WIDTH / 2;
    edges.push({
      id,
      source: table.key,
      sourceHandle: handleId(column.key, targetLeft ? 'l' : 'r'),
      target: target.key,
      targetHandle: handleId(referenced.key, targetLeft || self ? 'r' : 'l'),
      type: 'smoothstep',
      markerEnd: { type: MarkerType.ArrowClosed, color, width: 16, height: 16 },
      style: { stroke: color, strokeWidth: 1.5 },
    });
  };
  for (const table of tables) {
    for (const column of table.columns) {
      if (column.foreignKey && column.referencedTable && column.referencedColumn) add(table, column.name, column.referencedTable, column.referencedColumn, `${column.key}>fk`);
    }
    (table.extra.foreignKeys ?? []).forEach((fk, n) =>
      fk.columns.forEach((name, i) => add(table, name, fk.referencedTable, fk.referencedColumns[i] ?? '', `${table.key}>fk${n}.${i}`)),
    );
  }
  return edges;
}

const DiagramInner = forwardRef<DiagramHandle, DiagramProps>(function DiagramInner({ tables, loadKey, selectedKey, invalidKeys, onSelect, onMove, onConnect }, ref) {
  const intl = useIntl();
  const theme = useTheme();
  const flow = useReactFlow<TableNodeType>();
  const [nodes, setNodes, applyNodeChanges] = useNodesState<TableNodeType>([]);
  const initialized = useNodesInitialized();
  const renderStart = useRef<string | null>(null);

  const t = intl.formatMessage;
  const ariaLabels = useMemo(
    () => ({
      'node.a11yDescription.default': t(dm.nodeHelp),
      'node.a11yDescription.keyboardDisabled': t(dm.nodeHelp),
      'node.a11yDescription.ariaLiveMessage': ({ x, y }: { direction: string; x: number; y: number }) => t(dm.nodeMoved, { x: Math.round(x), y: Math.round(y) }),
      'edge.a11yDescription.default': t(dm.edgeHelp),
      'controls.ariaLabel': t(dm.controls),
      'controls.zoomIn.ariaLabel': t(dm.zoomIn),
      'controls.zoomOut.ariaLabel': t(dm.zoomOut),
      'controls.fitView.ariaLabel': t(dm.fitView),
      'controls.interactive.ariaLabel': t(dm.interactive),
      'minimap.ariaLabel': t(dm.minimap),
      'handle.ariaLabel': t(dm.handle),
    }),
    [t],
  );

  useLayoutEffect(() => {
    if (tables.length === 0) return;
    renderStart.current = `${TIMING.render}:start:${loadKey}`;
    performance.mark(renderStart.current);
    // Only a new schema restarts the clock; edits to the one shown do not.
  }, [loadKey]);

  useEffect(() => {
    if (!initialized || !renderStart.current) return;
    performance.measure(TIMING.render, renderStart.current);
    renderStart.current = null;
    void flow.fitView({ padding: 0.15, maxZoom: 1 });
    // ELK is made ready while the user looks at the drawn diagram, not when they first ask for a layout;
    // after the first render, so its worker does not compete with it.
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(() => prewarmLayout());
  }, [initialized, flow]);

  useEffect(() => {
    setNodes((previous) => {
      const byId = new Map(previous.map((node) => [node.id, node]));
      return tables.map((table) => {
        const old = byId.get(table.key);
        const invalid = invalidKeys.has(table.key);
        if (old && old.data.table === table && old.data.invalid === invalid && old.position.x === table.position.x && old.position.y === table.position.y) return old;
        return {
          ...old,
          id: table.key,
          type: 'table' as const,
          position: table.position,
          data: { table, invalid },
          ariaLabel: t(m.tableNode, { name: table.name || '—', count: table.columns.length }),
          selected: old?.selected ?? table.key === selectedKey,
        };
      });
    });
    // The selection is applied by the effect below; this one follows the schema.
  }, [tables, invalidKeys, setNodes, t]);

  useEffect(() => {
    setNodes((current) => current.map((node) => (node.selected === (node.id === selectedKey) ? node : { ...node, selected: node.id === selectedKey })));
  }, [selectedKey, setNodes]);

  // A table just added is brought into view with the others.
  const tableCount = useRef(tables.length);
  useEffect(() => {
    const grew = tables.length > tableCount.current && tableCount.current > 0;
    tableCount.current = tables.length;
    if (!grew) return;
    const frame = window.requestAnimationFrame(() => void flow.fitView({ padding: 0.15, maxZoom: 1, duration: 150 }));
    return () => window.cancelAnimationFrame(frame);
  }, [tables.length, flow]);

  const edges = useMemo(() => edgesOf(tables, theme.color.textMuted), [tables, theme.color.textMuted]);

  const onNodesChange = useCallback(
    (changes: NodeChange<TableNodeType>[]) => {
      applyNodeChanges(changes);
      const moved = new Map<string, SqlNodePosition>();
      for (const change of changes) {
        if (change.type === 'position' && change.position && !change.dragging) moved.set(change.id, { x: Math.round(change.position.x), y: Math.round(change.position.y) });
        if (change.type === 'select' && change.selected) onSelect(change.id);
      }
      if (moved.size > 0) onMove(moved);
    },
    [applyNodeChanges, onMove, onSelect],
  );

  const handleConnect = useCallback(
    (connection: Connection) => {
      const from = columnOfHandle(connection.sourceHandle);
      const to = columnOfHandle(connection.targetHandle);
      if (!from || !to || from === to) return;
      onConnect({ tableKey: connection.source, columnKey: from }, { tableKey: connection.target, columnKey: to });
    },
    [onConnect],
  );

  useImperativeHandle(
    ref,
    () => ({
      async autoLayout() {
        const started = performance.now();
        const measured = new Map(flow.getNodes().map((node) => [node.id, node.measured]));
        const boxes = tables.map((table) => {
          const size = measured.get(table.key);
          return { id: table.key, width: size?.width ?? NODE_WIDTH, height: size?.height ?? estimatedHeight(table) };
        });
        const links = edgesOf(tables, '').map((edge) => ({ source: edge.source, target: edge.target }));
        const positions = await layoutTables(boxes, links);
        performance.measure(TIMING.layout, { start: started, end: performance.now() });
        onMove(positions);
        // After React has placed the nodes at their new positions.
        window.requestAnimationFrame(() => void flow.fitView({ padding: 0.1, maxZoom: 1, duration: 200 }));
      },
      async exportImage(kind) {
        const { toPng, toSvg } = await import('html-to-image');
        const bounds = getNodesBounds(flow.getNodes());
        const padding = 32;
        const scale = Math.min(2, 8192 / Math.max(bounds.width + 2 * padding, bounds.height + 2 * padding));
        const width = Math.ceil((bounds.width + 2 * padding) * scale);
        const height = Math.ceil((bounds.height + 2 * padding) * scale);
        const viewport = getViewportForBounds(bounds, width, height, scale, scale, padding / Math.max(width, height));
        const element = document.querySelector<HTMLElement>(`[data-diagram="${loadKey}"] .react-flow__viewport`);
        if (!element) throw new Error('diagram not rendered');
        const options = {
          backgroundColor: theme.color.bg,
          width,
          height,
          style: { width: `${width}px`, height: `${height}px`, transform: `translate(${viewport.x}px, ${viewport.y}px) scale(${viewport.zoom})` },
        };
        const dataUrl = kind === 'png' ? await toPng(element, options) : await toSvg(element, options);
        return dataUrlToBlob(dataUrl);
      },
    }),
    [flow, tables, onMove, loadKey, theme.color.bg],
  );

  return (
    <Frame dir="ltr" data-testid="sql-designer-diagram" data-diagram={loadKey} aria-label={t(m.diagramLabel)} role="region">
      <ReactFlow<TableNodeType>
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        onNodesChange={onNodesChange}
        onConnect={handleConnect}
        connectionMode={ConnectionMode.Loose}
        onPaneClick={() => onSelect(null)}
        colorMode={theme.scheme}
        ariaLabelConfig={ariaLabels}
        deleteKeyCode={null}
        edgesFocusable={false}
        minZoom={0.05}
        maxZoom={2}
        fitView
        onlyRenderVisibleElements={tables.length > 120}
      >
        <Background gap={24} />
        <Controls showInteractive={false} />
        <MiniMap pannable zoomable nodeStrokeWidth={2} bgColor={theme.color.surface} nodeColor={theme.color.primarySoft} nodeStrokeColor={theme.color.borderStrong} />
      </ReactFlow>
    </Frame>
  );
});

/** The schema as a diagram: tables as nodes with their columns, foreign keys as lines from column to column. */
export const DiagramCanvas = forwardRef<DiagramHandle, DiagramProps>(function DiagramCanvas(props, ref) {
  return (
    <ReactFlowProvider>
      <DiagramInner {...props} ref={ref} />
    </ReactFlowProvider>
  );
});

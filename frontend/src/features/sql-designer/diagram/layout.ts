import type { ELK as ElkInstance, ElkNode } from 'elkjs/lib/elk-api';
import type { SqlNodePosition } from '../sql-designer.types';

export interface LayoutBox {
  readonly id: string;
  readonly width: number;
  readonly height: number;
}

export interface LayoutLink {
  /** The table holding the foreign key. */
  readonly source: string;
  /** The table it references. */
  readonly target: string;
}

/**
 * Layered layout, left to right in the order the DDL creates tables: a referenced table sits left of
 * the tables pointing at it. Disconnected groups are packed
 * side by side so a schema of unrelated tables does not become one tall column.
 */
const LAYOUT_OPTIONS: Record<string, string> = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.spacing.nodeNode': '48',
  'elk.layered.spacing.nodeNodeBetweenLayers': '96',
  'elk.spacing.componentComponent': '72',
  'elk.separateConnectedComponents': 'true',
  'elk.aspectRatio': '1.6',
  // Fewer crossing-minimisation passes: at 200 tables the default (7) doubles the time for a barely tidier drawing.
  'elk.layered.thoroughness': '2',
};

let elk: Promise<ElkInstance> | null = null;

/**
 * ELK (about 1.6 MB of compiled Java) runs in a worker of its own, downloaded the first time a layout
 * is asked for: the designer's first render does not wait for it and the page stays responsive while
 * a large schema is laid out.
 */
function elkInstance(): Promise<ElkInstance> {
  elk ??= Promise.all([import('elkjs/lib/elk-api.js'), import('elkjs/lib/elk-worker.min.js?url')]).then(
    ([{ default: Elk }, { default: workerUrl }]) => new Elk({ workerUrl }),
  );
  return elk;
}

/**
 * Loads ELK's worker and runs one two-box layout in it, so that the first layout a user asks for finds
 * its code downloaded, parsed and compiled (the first layout of a page took twice the next one). Called
 * once the page is idle with a diagram on screen; a failure here is the real layout's to report.
 */
export function prewarmLayout(): void {
  void elkInstance()
    .then((instance) =>
      instance.layout({
        id: 'warm-up',
        layoutOptions: LAYOUT_OPTIONS,
        children: [
          { id: 'a', width: 10, height: 10 },
          { id: 'b', width: 10, height: 10 },
        ],
        edges: [{ id: 'e', sources: ['a'], targets: ['b'] }],
      }),
    )
    .catch(() => undefined);
}

/** Top-left corners of every box, by id. Links to unknown boxes and self-references are ignored. */
export async function layoutTables(boxes: readonly LayoutBox[], links: readonly LayoutLink[]): Promise<Map<string, SqlNodePosition>> {
  const ids = new Set(boxes.map((box) => box.id));
  const seen = new Set<string>();
  const edges = links
    .filter((link) => link.source !== link.target && ids.has(link.source) && ids.has(link.target))
    .filter((link) => {
      // One edge per pair of tables is all the layout needs; parallel foreign keys only slow it down.
      const key = `${link.source}\u0000${link.target}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((link, index) => ({ id: `e${index}`, sources: [link.target], targets: [link.source] }));
  const graph: ElkNode = {
    id: 'root',
    layoutOptions: LAYOUT_OPTIONS,
    children: boxes.map((box) => ({ id: box.id, width: box.width, height: box.height })),
    edges,
  };
  const result = await (await elkInstance()).layout(graph);
  const positions = new Map<string, SqlNodePosition>();
  for (const child of result.children ?? []) positions.set(child.id, { x: Math.round(child.x ?? 0), y: Math.round(child.y ?? 0) });
  return positions;
}

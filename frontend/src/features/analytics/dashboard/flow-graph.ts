/** A page-to-page step of the flows report; `(entry)` and `(exit)` mark where visits start and end. */
export interface FlowLink {
  from: string;
  to: string;
  count: number;
}

export const ENTRY = '(entry)';
export const EXIT = '(exit)';

/**
 * The links a sankey diagram can draw: the `limit` most frequent steps that keep the graph acyclic.
 * Highcharts lays a sankey out in columns and draws a step back to an earlier page only as an
 * experimental loop, so a step that would close a cycle (including a page to itself, a reload) is
 * left to the table. Links are taken most frequent first, so the busiest paths win.
 */
export function drawableFlows(links: readonly FlowLink[], limit: number): FlowLink[] {
  const next = new Map<string, Set<string>>();
  const reaches = (start: string, goal: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const node = stack.pop()!;
      if (node === goal) return true;
      if (seen.has(node)) continue;
      seen.add(node);
      for (const n of next.get(node) ?? []) stack.push(n);
    }
    return false;
  };
  const kept: FlowLink[] = [];
  const sorted = [...links].filter((l) => l.count > 0).sort((a, b) => b.count - a.count);
  for (const link of sorted) {
    if (kept.length >= limit) break;
    if (link.from === link.to || link.to === ENTRY || link.from === EXIT) continue;
    if (reaches(link.to, link.from)) continue;
    kept.push(link);
    let targets = next.get(link.from);
    if (!targets) next.set(link.from, (targets = new Set()));
    targets.add(link.to);
  }
  return kept;
}

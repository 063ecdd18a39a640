/**
 * Where each screenshot goes in the side-by-side export (devtools README, "Exports"): one column per
 * size, in the run's order, with its label above. Every shot is scaled by one factor, so a phone stays
 * narrower than a desktop as on the desk, chosen so the picture is at most `maxWidth` wide; each column
 * shows at most `maxColumnHeight` px of its (scaled) shot. Bounding both keeps the composition within
 * a few tens of megapixels whatever sizes were asked (12 × 3840 px would otherwise be 46,080 px wide).
 * A column narrower than `minColumnWidth` still takes that much room, for its label.
 */
export interface ExportShot {
  width: number;
  height: number;
}

export interface ExportColumn {
  left: number;
  /** Width of the column, label included: never under `minColumnWidth`, so a scaled-down phone keeps a readable label. */
  slot: number;
  /** Top of the shot; its label sits in the band above. */
  top: number;
  /** The shot scaled to this width, then its top `height` px kept. */
  width: number;
  height: number;
}

export interface ExportLayout {
  width: number;
  height: number;
  scale: number;
  columns: ExportColumn[];
}

export const EXPORT_LAYOUT = { maxWidth: 6000, maxColumnHeight: 4000, minColumnWidth: 180, gap: 32, margin: 32, labelBand: 56 } as const;

export function sideBySideLayout(shots: readonly ExportShot[], limits: typeof EXPORT_LAYOUT = EXPORT_LAYOUT): ExportLayout {
  const { maxWidth, maxColumnHeight, minColumnWidth, gap, margin, labelBand } = limits;
  const fixed = 2 * margin + gap * Math.max(0, shots.length - 1);
  const natural = shots.reduce((sum, shot) => sum + shot.width, 0);
  const scale = natural === 0 ? 1 : Math.min(1, (maxWidth - fixed) / natural);
  let left = margin;
  const columns = shots.map((shot) => {
    const width = Math.max(1, Math.floor(shot.width * scale));
    const height = Math.max(1, Math.min(maxColumnHeight, Math.floor(shot.height * scale)));
    const slot = Math.max(width, minColumnWidth);
    const column = { left, slot, top: margin + labelBand, width, height };
    left += slot + gap;
    return column;
  });
  const tallest = columns.reduce((max, c) => Math.max(max, c.height), 0);
  return { width: Math.max(left - gap + margin, 2 * margin + 1), height: margin + labelBand + tallest + margin, scale, columns };
}

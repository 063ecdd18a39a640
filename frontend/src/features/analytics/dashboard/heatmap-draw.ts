/** A click cell of the heatmap report: centre as fractions of page width and document height. */
export interface HeatPoint {
  x: number;
  y: number;
  count: number;
}

/** Above this many backing pixels a long page's canvas is drawn at a lower resolution (memory). */
const MAX_PIXELS = 8_000_000;

let palette: Uint8ClampedArray | null = null;

/** 256 colours from cool (few clicks) to hot (many), the usual heatmap ramp. */
function heatPalette(): Uint8ClampedArray {
  if (palette) return palette;
  const canvas = document.createElement('canvas');
  canvas.width = 256;
  canvas.height = 1;
  const ctx = canvas.getContext('2d');
  if (!ctx) return (palette = new Uint8ClampedArray(256 * 4));
  const gradient = ctx.createLinearGradient(0, 0, 256, 0);
  gradient.addColorStop(0.1, '#2563eb');
  gradient.addColorStop(0.35, '#06b6d4');
  gradient.addColorStop(0.55, '#84cc16');
  gradient.addColorStop(0.75, '#facc15');
  gradient.addColorStop(1, '#dc2626');
  ctx.fillStyle = gradient;
  ctx.fillRect(0, 0, 256, 1);
  palette = ctx.getImageData(0, 0, 256, 1).data;
  return palette;
}

/** The CSS gradient of the legend, the same ramp as the canvas. */
export const HEAT_LEGEND = 'linear-gradient(to right, #2563eb 10%, #06b6d4 35%, #84cc16 55%, #facc15 75%, #dc2626)';

/**
 * Draws the clicks on `canvas` sized `width` × `height` CSS pixels. Positions are fractions, so the
 * picture is right at any width. Two passes: blurred discs accumulate intensity in the alpha channel
 * (a cell's weight is its count over the busiest cell's, with a floor so single clicks stay visible),
 * then each pixel's intensity picks its colour from the ramp. `cell` is the report's grid cell (fractions)
 * and sizes the discs. Returns the number of points drawn.
 */
export function drawHeatmap(canvas: HTMLCanvasElement, points: readonly HeatPoint[], width: number, height: number, cell?: { width: number; height: number }): number {
  const scale = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_PIXELS / Math.max(1, width * height)));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  canvas.width = w;
  canvas.height = h;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  if (!ctx) return 0;
  ctx.clearRect(0, 0, w, h);
  const valid = points.filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y) && p.x >= 0 && p.x <= 1 && p.y >= 0 && p.y <= 1 && p.count > 0);
  if (valid.length === 0) return 0;

  const max = Math.max(...valid.map((p) => p.count));
  // A disc covers about its grid cell (the report bins clicks), never so small that it vanishes nor so big that it floods the page.
  const cellPx = cell ? Math.max(cell.width * width, cell.height * height) : width * 0.035;
  const radius = Math.max(10, Math.min(48, Number.isFinite(cellPx) && cellPx > 0 ? cellPx : width * 0.035)) * scale;
  for (const point of valid) {
    const cx = point.x * w;
    const cy = point.y * h;
    const gradient = ctx.createRadialGradient(cx, cy, 0, cx, cy, radius);
    const weight = Math.max(0.15, point.count / max);
    gradient.addColorStop(0, `rgba(0, 0, 0, ${weight})`);
    gradient.addColorStop(1, 'rgba(0, 0, 0, 0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(cx - radius, cy - radius, radius * 2, radius * 2);
  }

  const image = ctx.getImageData(0, 0, w, h);
  const data = image.data;
  const ramp = heatPalette();
  for (let i = 0; i < data.length; i += 4) {
    const alpha = data[i + 3]!;
    if (alpha === 0) continue;
    const offset = alpha * 4;
    data[i] = ramp[offset]!;
    data[i + 1] = ramp[offset + 1]!;
    data[i + 2] = ramp[offset + 2]!;
    data[i + 3] = Math.min(215, 60 + alpha);
  }
  ctx.putImageData(image, 0, 0);
  return valid.length;
}

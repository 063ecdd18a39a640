import type { Locator } from 'playwright-core';

/**
 * The alpha of one pixel of a canvas, at fractions (0..1) of its width and height: whether a heatmap
 * painted there. The page runs the function, so it sees the canvas as drawn.
 */
export function canvasAlphaAt(canvas: Locator, fx: number, fy: number): Promise<number> {
  return canvas.evaluate(
    (c, [x, y]) => {
      const el = c as unknown as { width: number; height: number; getContext(t: string): { getImageData(a: number, b: number, w: number, h: number): { data: number[] } } };
      return el.getContext('2d').getImageData(Math.floor(x * el.width), Math.floor(y * el.height), 1, 1).data[3]!;
    },
    [fx, fy] as const,
  );
}

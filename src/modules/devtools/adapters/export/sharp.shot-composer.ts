import sharp, { type OverlayOptions } from 'sharp';
import type { LabelledShot, ShotComposer } from '../../application/ports/shot-composer.port.js';
import { EXPORT_LAYOUT, sideBySideLayout } from '../../domain/responsive/export-layout.js';
import { jpegPagesPdf } from './jpeg-pages.pdf.js';

const BACKGROUND = '#f3f4f6';
/** The label band of a PDF page, above the shot at its own size. */
const PAGE_BAND = 64;

/**
 * The exports of a run (devtools README, "Exports"), composed with sharp from the stored PNGs: the
 * side-by-side PNG (domain/responsive/export-layout.ts places the columns) and the PDF, one page per
 * size with the shot at full resolution under its label, as JPEG pages (jpeg-pages.pdf.ts). Labels are
 * SVG text rasterised by sharp (librsvg), so device names in any script print as the fonts allow.
 */
export class SharpShotComposer implements ShotComposer {
  async sideBySide(shots: readonly LabelledShot[]): Promise<Buffer> {
    const layout = sideBySideLayout(shots);
    const layers: OverlayOptions[] = [];
    for (const [i, shot] of shots.entries()) {
      const column = layout.columns[i]!;
      const scaled = await sharp(shot.png).resize({ width: column.width }).png().toBuffer({ resolveWithObject: true });
      const height = Math.min(column.height, scaled.info.height);
      const picture = height < scaled.info.height ? await sharp(scaled.data).extract({ left: 0, top: 0, width: scaled.info.width, height }).png().toBuffer() : scaled.data;
      layers.push({ input: label(shot, column.slot, EXPORT_LAYOUT.labelBand, 20), left: column.left, top: column.top - EXPORT_LAYOUT.labelBand });
      layers.push({ input: picture, left: column.left, top: column.top });
    }
    return sharp({ create: { width: layout.width, height: layout.height, channels: 3, background: BACKGROUND } })
      .composite(layers)
      .png({ compressionLevel: 6 })
      .toBuffer();
  }

  async pdf(shots: readonly LabelledShot[], title: string): Promise<Buffer> {
    const pages = [];
    // One page at a time: a 3840 × 8000 shot is 90 MB of pixels on its own.
    for (const shot of shots) {
      const width = shot.width;
      const height = shot.height + PAGE_BAND;
      const jpeg = await sharp({ create: { width, height, channels: 3, background: '#ffffff' } })
        .composite([
          { input: label(shot, width, PAGE_BAND, 24), left: 0, top: 0 },
          { input: shot.png, left: 0, top: PAGE_BAND },
        ])
        .jpeg({ quality: 85 })
        .toBuffer();
      pages.push({ jpeg, width, height });
    }
    return jpegPagesPdf(pages, title);
  }
}

function label(shot: LabelledShot, width: number, height: number, size: number): Buffer {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<text x="8" y="${Math.round(size * 1.2)}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#111827">${escapeXml(shot.title)}</text>` +
    `<text x="8" y="${Math.round(size * 2.3)}" font-family="DejaVu Sans, Noto Sans, sans-serif" font-size="${Math.round(size * 0.75)}" fill="#4b5563">${escapeXml(shot.subtitle)}</text>` +
    `</svg>`;
  return Buffer.from(svg);
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * A PDF of whole-page pictures: one page per JPEG, the picture filling it. JPEG is a format PDF embeds
 * as it is (DCTDecode), so no PDF library is needed for this; the labels are part of the pictures.
 * Pages are 595 pt wide (A4's width) and as tall as the picture's proportions ask, within the 14,400 pt
 * a PDF page may measure (ISO 32000-1, Annex C); a taller picture makes a narrower page instead.
 */
export interface PdfPicture {
  jpeg: Buffer;
  width: number;
  height: number;
}

const PAGE_WIDTH = 595;
const MAX_PAGE_SIDE = 14_400;

export function jpegPagesPdf(pictures: readonly PdfPicture[], title: string): Buffer {
  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const write = (part: string | Buffer): void => {
    const buffer = typeof part === 'string' ? Buffer.from(part, 'latin1') : part;
    chunks.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, body: string, stream?: Buffer): void => {
    offsets[id] = length;
    write(`${id} 0 obj\n${body}\n`);
    if (stream) {
      write('stream\n');
      write(stream);
      write('\nendstream\n');
    }
    write('endobj\n');
  };

  // 1 catalog, 2 page tree, 3 info; then per page: page, contents, image.
  const pageId = (i: number): number => 4 + i * 3;
  write('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Count ${pictures.length} /Kids [${pictures.map((_, i) => `${pageId(i)} 0 R`).join(' ')}] >>`);
  object(3, `<< /Title ${utf16Hex(title)} /Producer (StackLens) >>`);
  pictures.forEach((picture, i) => {
    const id = pageId(i);
    let pageWidth = PAGE_WIDTH;
    let pageHeight = (PAGE_WIDTH * picture.height) / picture.width;
    if (pageHeight > MAX_PAGE_SIDE) {
      pageWidth = (PAGE_WIDTH * MAX_PAGE_SIDE) / pageHeight;
      pageHeight = MAX_PAGE_SIDE;
    }
    const w = pageWidth.toFixed(2);
    const h = pageHeight.toFixed(2);
    object(id, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${w} ${h}] /Resources << /XObject << /Im0 ${id + 2} 0 R >> >> /Contents ${id + 1} 0 R >>`);
    const contents = Buffer.from(`q ${w} 0 0 ${h} 0 0 cm /Im0 Do Q`, 'latin1');
    object(id + 1, `<< /Length ${contents.length} >>`, contents);
    object(
      id + 2,
      `<< /Type /XObject /Subtype /Image /Width ${picture.width} /Height ${picture.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${picture.jpeg.length} >>`,
      picture.jpeg,
    );
  });
  const size = 4 + pictures.length * 3;
  const xref = length;
  write(`xref\n0 ${size}\n0000000000 65535 f \n`);
  for (let id = 1; id < size; id++) write(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  write(`trailer\n<< /Size ${size} /Root 1 0 R /Info 3 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}

/** A PDF text string in UTF-16BE with its byte-order mark, as hex: any title, no escaping rules. */
function utf16Hex(text: string): string {
  const bytes = Buffer.from(text.slice(0, 500), 'utf16le').swap16();
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`;
}

import { expect } from 'chai';
import sharp from 'sharp';
import { jpegPagesPdf } from './jpeg-pages.pdf.js';

describe('devtools responsive: PDF of JPEG pages', () => {
  it('writes one page per picture, with a cross-reference table pointing at every object', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 80, channels: 3, background: '#336699' } }).jpeg().toBuffer();
    const pdf = jpegPagesPdf(
      [
        { jpeg, width: 40, height: 80 },
        { jpeg, width: 40, height: 80 },
      ],
      'https://example.org/ — 例',
    );
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).to.equal(true);
    expect(text.trimEnd().endsWith('%%EOF')).to.equal(true);
    expect(text.match(/\/Type \/Page /g)).to.have.length(2);
    expect(text).to.include('/Count 2');
    expect(text).to.include('/MediaBox [0 0 595.00 1190.00]');
    // Each xref entry names the byte where its object starts.
    const xrefAt = Number(/startxref\n(\d+)/.exec(text)![1]);
    expect(text.slice(xrefAt, xrefAt + 4)).to.equal('xref');
    const entries = text.slice(xrefAt).split('\n').slice(3, 3 + 9);
    entries.forEach((entry, i) => expect(text.slice(Number(entry.slice(0, 10)), Number(entry.slice(0, 10)) + 8)).to.equal(`${i + 1} 0 obj\n`.slice(0, 8)));
    expect(pdf.includes(jpeg)).to.equal(true);
  });

  it('keeps a very tall picture within the largest page a PDF allows', async () => {
    const jpeg = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } }).jpeg().toBuffer();
    const text = jpegPagesPdf([{ jpeg, width: 240, height: 8064 }], 't').toString('latin1');
    const [, w, h] = /\/MediaBox \[0 0 ([\d.]+) ([\d.]+)\]/.exec(text)!;
    expect(Number(h)).to.equal(14400);
    expect(Number(w)).to.be.closeTo((240 / 8064) * 14400, 0.01);
  });
});

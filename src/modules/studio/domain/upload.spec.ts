import { expect } from 'chai';
import { cleanOriginalName, sniffImageFormat, uploadUrl, uploadView } from './upload.js';

const bytes = (...parts: (number[] | string)[]) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ftyp = (major: string, ...compatible: string[]) => {
  const body = bytes('ftyp', major, [0, 0, 0, 0], ...compatible);
  const size = Buffer.alloc(4);
  size.writeUInt32BE(body.length + 4);
  return Buffer.concat([size, body, Buffer.alloc(16)]);
};

describe('studio uploads: the bytes decide the format', () => {
  it('knows the five accepted formats by their magic numbers', () => {
    expect(sniffImageFormat(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'rest'))).to.equal('png');
    expect(sniffImageFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).to.equal('jpeg');
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).to.equal('webp');
    expect(sniffImageFormat(bytes('GIF89a', [1, 0]))).to.equal('gif');
    expect(sniffImageFormat(bytes('GIF87a', [1, 0]))).to.equal('gif');
    expect(sniffImageFormat(ftyp('avif', 'mif1', 'miaf'))).to.equal('avif');
    expect(sniffImageFormat(ftyp('mif1', 'avif'))).to.equal('avif');
    expect(sniffImageFormat(ftyp('avis', 'msf1'))).to.equal('avif');
  });

  it('refuses what only looks close: HEIC, an MP4, a RIFF that is a WAV, a PNG signature cut short', () => {
    expect(sniffImageFormat(ftyp('heic', 'mif1', 'heic'))).to.equal(null);
    expect(sniffImageFormat(ftyp('isom', 'iso2', 'mp41'))).to.equal(null);
    expect(sniffImageFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).to.equal(null);
    expect(sniffImageFormat(bytes([0x89, 0x50, 0x4e, 0x47]))).to.equal(null);
    expect(sniffImageFormat(Buffer.alloc(0))).to.equal(null);
  });

  it('calls SVG by name, in whatever dress, and a script or a document nothing', () => {
    expect(sniffImageFormat(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).to.equal('svg');
    expect(sniffImageFormat(Buffer.from('\ufeff  <?xml version="1.0"?>\n<!-- made by hand -->\n<SVG viewBox="0 0 1 1"/>'))).to.equal('svg');
    expect(sniffImageFormat(Buffer.from('<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x"><g/>'))).to.equal('svg');
    expect(sniffImageFormat(Buffer.from('<?php echo "<svg>"; ?>'))).to.equal('svg');
    expect(sniffImageFormat(Buffer.from('<?php system($_GET["c"]); ?>'))).to.equal(null);
    expect(sniffImageFormat(Buffer.from('<html><body>svgs are nice</body></html>'))).to.equal(null);
  });
});

describe('studio uploads: names and addresses', () => {
  it('keeps the base name of the uploaded file, without control characters, at most 255 characters', () => {
    expect(cleanOriginalName('C:\\Users\\me\\photo.jpg')).to.equal('photo.jpg');
    expect(cleanOriginalName('../../etc/passwd')).to.equal('passwd');
    expect(cleanOriginalName('a\u0000b\u001fc\u007f.png')).to.equal('abc.png');
    expect(cleanOriginalName('  ')).to.equal('image');
    expect(cleanOriginalName(undefined)).to.equal('image');
    expect(cleanOriginalName(`${'é'.repeat(300)}.png`)).to.have.length(255);
  });

  it('builds the absolute address on the public URL, whatever slashes it ends with', () => {
    expect(uploadUrl('https://stacklens.example/', 'T')).to.equal('https://stacklens.example/api/studio/uploads/file/T');
    const view = uploadView(
      { id: 'i', ownerId: 'o', token: 'tok', contentType: 'image/png', format: 'png', bytes: 3, width: 1, height: 2, originalName: 'a.png', createdAt: new Date('2026-12-15T10:00:00Z') },
      'https://stacklens.example',
    );
    expect(view).to.deep.equal({ id: 'i', url: 'https://stacklens.example/api/studio/uploads/file/tok', contentType: 'image/png', format: 'png', bytes: 3, width: 1, height: 2, originalName: 'a.png', createdAt: '2026-12-15T10:00:00.000Z' });
    expect(view).to.not.have.property('ownerId');
  });
});

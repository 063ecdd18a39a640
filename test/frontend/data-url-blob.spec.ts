import { expect } from 'chai';
import { dataUrlToBlob } from '../../frontend/src/shared/data-url.js';

/** Diagram exports turn html-to-image's data: URLs into files without fetch(), which the page's CSP refuses for data:. */
describe('frontend: dataUrlToBlob', () => {
  it('decodes a base64 data: URL to its bytes and type', async () => {
    const bytes = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const blob = dataUrlToBlob(`data:image/png;base64,${Buffer.from(bytes).toString('base64')}`);
    expect(blob.type).to.equal('image/png');
    expect([...new Uint8Array(await blob.arrayBuffer())]).to.deep.equal([...bytes]);
  });

  it('decodes a percent-encoded data: URL as text (html-to-image’s SVG)', async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>a, b & ç</text></svg>';
    const blob = dataUrlToBlob(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
    expect(blob.type).to.equal('image/svg+xml');
    expect(await blob.text()).to.equal(svg);
  });

  it('refuses what is not a data: URL', () => {
    expect(() => dataUrlToBlob('https://example.com/a.png')).to.throw('not a data: URL');
  });
});

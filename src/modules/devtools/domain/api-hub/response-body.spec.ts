import { expect } from 'chai';
import { encodeResponseBody } from './response-body.js';

describe('API hub response body encoding', () => {
  it('shows textual types and untyped UTF-8 as text', () => {
    expect(encodeResponseBody(Buffer.from('{"a":"é"}'), 'application/json; charset=utf-8', false)).to.deep.equal({ body: '{"a":"é"}', bodyEncoding: 'utf8' });
    expect(encodeResponseBody(Buffer.from('<x/>'), 'application/vnd.api+xml', false).bodyEncoding).to.equal('utf8');
    expect(encodeResponseBody(Buffer.from('plain'), undefined, false)).to.deep.equal({ body: 'plain', bodyEncoding: 'utf8' });
    expect(encodeResponseBody(Buffer.from('<svg/>'), 'image/svg+xml', false).bodyEncoding).to.equal('utf8');
  });

  it('sends binary types and invalid UTF-8 as base64', () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]);
    expect(encodeResponseBody(png, 'image/png', false)).to.deep.equal({ body: png.toString('base64'), bodyEncoding: 'base64' });
    expect(encodeResponseBody(Buffer.from([0xff, 0xfe, 0x41]), 'text/plain', false).bodyEncoding).to.equal('base64');
    expect(encodeResponseBody(Buffer.from('text'), 'application/octet-stream', false).bodyEncoding).to.equal('base64');
  });

  it('drops a character cut by the cap instead of turning the body to base64', () => {
    const cut = Buffer.from('abé').subarray(0, 3);
    expect(encodeResponseBody(cut, 'text/plain', true)).to.deep.equal({ body: 'ab', bodyEncoding: 'utf8' });
    expect(encodeResponseBody(cut, 'text/plain', false).bodyEncoding).to.equal('base64');
  });
});

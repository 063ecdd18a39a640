import { expect } from 'chai';
import { chainSetCookies, fulfilmentHeaders, isHtml, joinedHeaders } from './document-response.js';
import type { SafeResponse } from '../../../../platform/outbound/index.js';

function response(overrides: Partial<SafeResponse>): SafeResponse {
  return {
    url: 'https://site.example/old',
    finalUrl: 'https://site.example/',
    status: 200,
    headers: {},
    rawHeaders: [],
    setCookies: [],
    body: Buffer.from(''),
    truncated: false,
    redirects: [],
    remoteAddress: '203.0.113.10',
    ttfbMs: 12,
    timings: { dnsMs: 1, connectMs: 2, tlsMs: 3, firstByteMs: 6, downloadMs: 1, totalMs: 13 },
    ...overrides,
  };
}

describe('document response helpers', () => {
  const raw = ['Content-Type', 'text/html', 'Vary', 'Accept', 'Set-Cookie', 'a=1; Secure', 'vary', 'Cookie', 'Set-Cookie', 'b=2', 'Content-Encoding', 'gzip'];

  it('lower-cases names, joins repeats with ", " and leaves Set-Cookie to the raw lines', () => {
    expect(joinedHeaders(raw)).to.deep.equal({ 'content-type': 'text/html', vary: 'Accept, Cookie', 'content-encoding': 'gzip' });
  });

  it('lists the Set-Cookie lines of every redirect hop before the final ones', () => {
    const chain = response({
      setCookies: ['b=2'],
      redirects: [
        { url: 'https://site.example/old', status: 301, location: '/mid', setCookies: ['hop1=x'] },
        { url: 'https://site.example/mid', status: 302, location: '/', setCookies: [] },
      ],
    });
    expect(chainSetCookies(chain)).to.deep.equal(['hop1=x', 'b=2']);
  });

  it('serves the browser the decoded body without wire headers, cookies one per line', () => {
    expect(fulfilmentHeaders(response({ rawHeaders: raw, setCookies: ['a=1; Secure', 'b=2'] }))).to.deep.equal({
      'content-type': 'text/html',
      vary: 'Accept, Cookie',
      'set-cookie': 'a=1; Secure\nb=2',
    });
  });

  it('tells HTML from other bodies by type, or by sniffing when there is none', () => {
    expect(isHtml(response({ headers: { 'content-type': 'text/html; charset=utf-8' } }))).to.equal(true);
    expect(isHtml(response({ headers: { 'content-type': 'application/xhtml+xml' } }))).to.equal(true);
    expect(isHtml(response({ headers: { 'content-type': 'application/pdf' }, body: Buffer.from('<html>') }))).to.equal(false);
    expect(isHtml(response({ body: Buffer.from('  <!DOCTYPE html><html>') }))).to.equal(true);
    expect(isHtml(response({ body: Buffer.from('%PDF-1.7') }))).to.equal(false);
  });
});

import { expect } from 'chai';
import type { DomainError } from '../../../../shared/index.js';
import { prepareRequest, type SendInput } from './outgoing-request.js';

const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
    return undefined;
  } catch (error) {
    return (error as DomainError).code;
  }
};

describe('API hub outgoing request', () => {
  const vars = new Map([
    ['base', 'https://api.example.org'],
    ['key', 'k-123'],
    ['crlf', 'a\r\nX-Injected: 1'],
  ]);
  const input = (more: Partial<SendInput> = {}): SendInput => ({ method: 'POST', url: '{{base}}/items', headers: [], body: undefined, ...more });

  it('substitutes the URL, header values and body, not header names', () => {
    const out = prepareRequest(input({ headers: [['X-Key', '{{key}}']], body: '{"k":"{{key}}","m":"{{missing}}"}' }), vars);
    expect(out.url).to.equal('https://api.example.org/items');
    expect(out.body?.toString('utf8')).to.equal('{"k":"k-123","m":"{{missing}}"}');
    expect(out.unresolvedVariables).to.deep.equal(['missing']);
    expect(codeOf(() => prepareRequest(input({ headers: [['{{key}}', 'v']] }), vars))).to.equal('DEVTOOLS_HTTP_HEADER_INVALID');
    expect(prepareRequest(input({ headers: [['X-Key', '{{key}}']] }), vars).headers).to.deep.equal([['X-Key', 'k-123']]);
  });

  it('refuses a header value with a line break, typed or from a variable', () => {
    expect(codeOf(() => prepareRequest(input({ headers: [['X-A', '{{crlf}}']] }), vars))).to.equal('DEVTOOLS_HTTP_HEADER_INVALID');
    expect(codeOf(() => prepareRequest(input({ headers: [['X-A', 'a\nb']] }), vars))).to.equal('DEVTOOLS_HTTP_HEADER_INVALID');
    expect(codeOf(() => prepareRequest(input({ headers: [['Bad Name', 'x']] }), vars))).to.equal('DEVTOOLS_HTTP_HEADER_INVALID');
  });

  it("drops blank names and the sender's own framing headers", () => {
    const out = prepareRequest(input({ headers: [['', 'x'], ['Content-Length', '5'], ['Transfer-Encoding', 'chunked'], ['Connection', 'keep-alive'], ['Accept', 'text/plain']] }), vars);
    expect(out.headers).to.deep.equal([['Accept', 'text/plain']]);
  });

  it('sends no body with GET or HEAD, nor an empty one', () => {
    expect(prepareRequest(input({ method: 'GET', body: 'x' }), vars).body).to.equal(undefined);
    expect(prepareRequest(input({ method: 'HEAD', body: 'x' }), vars).body).to.equal(undefined);
    expect(prepareRequest(input({ body: '' }), vars).body).to.equal(undefined);
  });

  it('bounds the body at 1 MiB of UTF-8 after substitution (413)', () => {
    expect(prepareRequest(input({ body: 'a'.repeat(1024 * 1024) }), vars).body?.length).to.equal(1024 * 1024);
    expect(codeOf(() => prepareRequest(input({ body: 'é'.repeat(512 * 1024 + 1) }), vars))).to.equal('DEVTOOLS_HTTP_BODY_TOO_LARGE');
    expect(codeOf(() => prepareRequest(input({ body: `${'a'.repeat(1024 * 1024 - 3)}{{key}}` }), vars))).to.equal('DEVTOOLS_HTTP_BODY_TOO_LARGE');
  });

  it('bounds the number of headers', () => {
    const headers = Array.from({ length: 101 }, (_, i): [string, string] => [`X-${i}`, 'v']);
    expect(codeOf(() => prepareRequest(input({ headers }), vars))).to.equal('DEVTOOLS_HTTP_HEADER_INVALID');
  });
});

import { expect } from 'chai';
import type { HttpSendResponse, SavedAssertion } from '../../frontend/src/features/api-testing/api-testing.types.js';
import { apiTestingMessages as m } from '../../frontend/src/features/api-testing/api-testing.messages.js';
import { evaluateAssertion, parseJsonPath } from '../../frontend/src/features/api-testing/assertions.js';
import { parseCurl, shellWords, toCurl } from '../../frontend/src/features/api-testing/curl.js';
import { explainProblem } from '../../frontend/src/features/api-testing/explain.js';
import { buildSendRequest, checkJsonBody, emptyDraft, encodeForm, paramsOfUrl, urlWithParams, withParams, withUrl, type RequestDraft } from '../../frontend/src/features/api-testing/request-model.js';

/** The API testing page's pure parts: query sync, the request it sends, cURL in and out, assertions. */

const draftOf = (changes: Partial<RequestDraft>): RequestDraft => ({ ...emptyDraft(), ...changes });

describe('api testing: query parameters follow the URL and the other way round', () => {
  it('reads the query in order, decoding escapes, keeping placeholders, pluses and a bare name', () => {
    expect(paramsOfUrl('https://api.example.org/items?q=blue%20mug&page=2&flag&tag={{tag}}&x=a+b#top')).to.deep.equal([
      ['q', 'blue mug'],
      ['page', '2'],
      ['flag', ''],
      ['tag', '{{tag}}'],
      ['x', 'a+b'],
    ]);
    expect(paramsOfUrl('https://api.example.org/items')).to.deep.equal([]);
    expect(paramsOfUrl('https://api.example.org/?bad=%zz')).to.deep.equal([['bad', '%zz']]);
  });

  it('rebuilds the query from the rows, escaping what would split it, blank rows left out, the fragment kept', () => {
    expect(urlWithParams('https://a.example/x?old=1#frag', [['q', 'a&b c'], ['', ''], ['k=y', ''], ['id', '{{id}}']])).to.equal('https://a.example/x?q=a%26b%20c&k%3Dy&id={{id}}#frag');
    expect(urlWithParams('https://a.example/x?old=1', [])).to.equal('https://a.example/x');
    const url = 'https://a.example/x?q=a%26b&n=1';
    expect(urlWithParams(url, paramsOfUrl(url))).to.equal(url);
  });

  it('typing the URL refills the table; editing the table rewrites the URL and keeps a blank row being typed', () => {
    const typed = withUrl(emptyDraft(), 'https://a.example/s?q=1');
    expect(typed.params).to.deep.equal([['q', '1']]);
    const edited = withParams(typed, [['q', '1'], ['', '']]);
    expect(edited.url).to.equal('https://a.example/s?q=1');
    expect(edited.params).to.have.length(2);
    expect(withParams(edited, [['q', '1'], ['lang', 'fr']]).url).to.equal('https://a.example/s?q=1&lang=fr');
  });
});

describe('api testing: the request sent', () => {
  it('refuses a missing URL, a URL without http(s) and JSON that does not parse, placeholders allowed in JSON', () => {
    expect(buildSendRequest(draftOf({ url: '  ' }))).to.deep.equal({ ok: false, problem: 'url-required' });
    expect(buildSendRequest(draftOf({ url: 'ftp://a.example/' }))).to.deep.equal({ ok: false, problem: 'url-scheme' });
    expect(buildSendRequest(draftOf({ url: '{{base}}/items' })).ok).to.equal(true);
    const bad = buildSendRequest(draftOf({ method: 'POST', url: 'https://a.example/', body: { mode: 'json', text: '{"a": }', form: [] } }));
    expect(bad.ok).to.equal(false);
    expect(bad.ok ? null : bad.problem).to.equal('json-invalid');
    expect(checkJsonBody('{"n": {{count}}, "s": "{{name}}"}')).to.deep.equal({ ok: true });
    // A GET is sent without its body, so its JSON is not checked.
    expect(buildSendRequest(draftOf({ url: 'https://a.example/', body: { mode: 'json', text: '{', form: [] } })).ok).to.equal(true);
  });

  it('drops blank header rows, puts the auth helper header in place of a typed one, adds the body type', () => {
    const built = buildSendRequest(
      draftOf({
        method: 'POST',
        url: ' https://a.example/items ',
        headers: [['X-Trace', 'abc'], ['', ''], ['authorization', 'old']],
        auth: { type: 'bearer', token: '{{token}}' },
        body: { mode: 'json', text: '{"name":"mug"}', form: [] },
      }),
      { environmentId: 'env-1', followRedirects: true },
    );
    expect(built).to.deep.equal({
      ok: true,
      request: {
        method: 'POST',
        url: 'https://a.example/items',
        headers: [['X-Trace', 'abc'], ['Authorization', 'Bearer {{token}}'], ['Content-Type', 'application/json']],
        body: '{"name":"mug"}',
        followRedirects: true,
        environmentId: 'env-1',
      },
    });
  });

  it('encodes basic credentials as UTF-8 and form fields with their placeholders intact, keeping a typed Content-Type', () => {
    const built = buildSendRequest(
      draftOf({ method: 'PUT', url: 'https://a.example/', headers: [['content-type', 'text/x-form']], auth: { type: 'basic', username: 'zoë', password: 'p:w' }, body: { mode: 'form', text: '', form: [['name', 'blue mug'], ['id', '{{id}}&x'], ['', 'dropped']] } }),
    );
    expect(built.ok && built.request.headers).to.deep.equal([['content-type', 'text/x-form'], ['Authorization', `Basic ${Buffer.from('zoë:p:w').toString('base64')}`]]);
    expect(built.ok && built.request.body).to.equal('name=blue%20mug&id={{id}}%26x');
    expect(encodeForm([['a b', 'ü']])).to.equal('a%20b=%C3%BC');
  });
});

describe('api testing: cURL', () => {
  it('splits words like a shell: quotes, $-quotes, escapes and continued lines', () => {
    expect(shellWords(`curl -H 'A: b c' "x \\"y\\" \\$z" $'l1\\nl2' a\\ b \\\n  --url u`)).to.deep.equal(['curl', '-H', 'A: b c', 'x "y" $z', 'l1\nl2', 'a b', '--url', 'u']);
    expect(shellWords(`curl 'open`)).to.equal(null);
  });

  it('reads -X, -H, --data-raw JSON, -u and --url, and reports what it ignores', () => {
    const parsed = parseCurl(`curl -X PUT --url 'https://api.example.org/items/7?expand=1' -H 'Content-Type: application/json' -H "X-Trace: t1" --data-raw '{"name":"mug"}' -u admin:s3:cret --compressed -o out.json`);
    expect(parsed.ok).to.equal(true);
    if (!parsed.ok) return;
    expect(parsed.draft.method).to.equal('PUT');
    expect(parsed.draft.url).to.equal('https://api.example.org/items/7?expand=1');
    expect(parsed.draft.params).to.deep.equal([['expand', '1']]);
    expect(parsed.draft.headers).to.deep.equal([['X-Trace', 't1']]);
    expect(parsed.draft.body).to.deep.equal({ mode: 'json', text: '{"name":"mug"}', form: [] });
    expect(parsed.draft.auth).to.deep.equal({ type: 'basic', username: 'admin', password: 's3:cret' });
    expect(parsed.ignored).to.deep.equal(['--compressed', '-o']);
  });

  it('-d makes a POST with form fields (several join with &), -G moves them to the query, a bearer header fills the auth helper', () => {
    const post = parseCurl(`curl https://a.example/login -d user=ann -d 'note=hi there' -H 'Authorization: Bearer abc.def' -sSL`);
    expect(post.ok && post.draft.method).to.equal('POST');
    expect(post.ok && post.draft.body).to.deep.equal({ mode: 'form', text: '', form: [['user', 'ann'], ['note', 'hi there']] });
    expect(post.ok && post.draft.auth).to.deep.equal({ type: 'bearer', token: 'abc.def' });
    expect(post.ok && post.draft.headers).to.deep.equal([]);
    expect(post.ok && post.followRedirects).to.equal(true);
    const get = parseCurl(`curl -G https://a.example/s --data q=mug -XGET`);
    expect(get.ok && [get.draft.method, get.draft.url, get.draft.body.mode]).to.deep.equal(['GET', 'https://a.example/s?q=mug', 'none']);
    const raw = parseCurl(`curl a.example/t -H 'Content-Type: text/plain' --data-binary 'just text'`);
    expect(raw.ok && [raw.draft.url, raw.draft.body.mode, raw.draft.body.text]).to.deep.equal(['http://a.example/t', 'raw', 'just text']);
  });

  it('says what is wrong with a paste that is not a usable command', () => {
    expect(parseCurl('')).to.deep.equal({ ok: false, problem: 'empty' });
    expect(parseCurl('wget https://a.example/')).to.deep.equal({ ok: false, problem: 'not-curl' });
    expect(parseCurl('curl -H "X: 1"')).to.deep.equal({ ok: false, problem: 'no-url' });
    expect(parseCurl('curl https://a.example/ -H')).to.deep.equal({ ok: false, problem: 'missing-value', option: '-H' });
    expect(parseCurl(`curl 'https://a.example/`)).to.deep.equal({ ok: false, problem: 'unclosed-quote' });
  });

  it('copies a request as a command that reads back the same', () => {
    const draft = draftOf({
      method: 'POST',
      url: 'https://a.example/items?q=it\'s',
      headers: [['X-Trace', 'a b']],
      auth: { type: 'basic', username: 'ann', password: 'pw' },
      body: { mode: 'json', text: '{"note":"it\'s"}', form: [] },
    });
    const built = buildSendRequest(draft);
    if (!built.ok) throw new Error('not built');
    const command = toCurl(draft, { headers: built.request.headers, body: built.request.body });
    expect(command).to.contain(`-u ann:pw`).and.not.contain('Basic');
    const back = parseCurl(command);
    expect(back.ok && { ...back.draft, params: [] }).to.deep.equal({ ...draft, params: [] });
  });
});

const response = (changes: Partial<HttpSendResponse> = {}): HttpSendResponse => ({
  success: true,
  status: 200,
  statusText: 'OK',
  headers: [['Content-Type', 'application/json; charset=utf-8'], ['Set-Cookie', 'a=1'], ['set-cookie', 'b=2']],
  body: JSON.stringify({ data: { items: [{ id: 7, name: 'mug', tags: ['blue', 'clay'] }], 'odd key': true }, count: 1 }),
  bodyEncoding: 'utf8',
  size: 80,
  truncated: false,
  timings: { dnsMs: 1, connectMs: 1, tlsMs: 0, firstByteMs: 10, downloadMs: 2, totalMs: 14 },
  redirects: [],
  remoteAddress: '127.0.0.1',
  unresolvedVariables: [],
  ...changes,
});

const check = (assertion: SavedAssertion, r = response()) => evaluateAssertion(assertion, r);

describe('api testing: assertions', () => {
  it('parses JSON paths with or without $, dots, indexes and quoted names', () => {
    expect(parseJsonPath('$.data.items[0].name')).to.deep.equal(['data', 'items', 0, 'name']);
    expect(parseJsonPath("data['odd key']")).to.deep.equal(['data', 'odd key']);
    expect(parseJsonPath('$')).to.deep.equal([]);
    expect(parseJsonPath('data..x')).to.equal(null);
    expect(parseJsonPath('data[x]')).to.equal(null);
  });

  it('status and time: equals, contains, below', () => {
    expect(check({ kind: 'status', op: 'equals', value: '200' })).to.deep.equal({ pass: true, actual: '200', problem: null });
    expect(check({ kind: 'status', op: 'equals', value: '201' }).pass).to.equal(false);
    expect(check({ kind: 'status', op: 'below', value: '300' }).pass).to.equal(true);
    expect(check({ kind: 'time', op: 'below', value: '500' }).pass).to.equal(true);
    expect(check({ kind: 'time', op: 'below', value: '10' })).to.deep.equal({ pass: false, actual: '14', problem: null });
    expect(check({ kind: 'time', op: 'below', value: 'soon' })).to.deep.equal({ pass: false, actual: '14', problem: 'not-a-number' });
  });

  it('headers by name whatever the case, repeated ones joined; a missing one fails', () => {
    expect(check({ kind: 'header', target: 'content-type', op: 'contains', value: 'json' }).pass).to.equal(true);
    expect(check({ kind: 'header', target: 'Set-Cookie', op: 'equals', value: 'a=1, b=2' }).pass).to.equal(true);
    expect(check({ kind: 'header', target: 'ETag', op: 'equals', value: 'x' })).to.deep.equal({ pass: false, actual: null, problem: 'missing' });
  });

  it('JSON paths compare strings as text, numbers as numbers, arrays by element; bodies that are not JSON fail', () => {
    expect(check({ kind: 'json-path', target: '$.data.items[0].name', op: 'equals', value: 'mug' }).pass).to.equal(true);
    expect(check({ kind: 'json-path', target: 'data.items[0].id', op: 'equals', value: '7.0' }).pass).to.equal(true);
    expect(check({ kind: 'json-path', target: 'data.items[0].tags', op: 'contains', value: 'clay' }).pass).to.equal(true);
    expect(check({ kind: 'json-path', target: 'data.items[0].tags', op: 'contains', value: 'cla' }).pass).to.equal(false);
    expect(check({ kind: 'json-path', target: "data['odd key']", op: 'equals', value: 'true' }).pass).to.equal(true);
    expect(check({ kind: 'json-path', target: 'count', op: 'below', value: '2' }).pass).to.equal(true);
    expect(check({ kind: 'json-path', target: 'data.nope', op: 'equals', value: 'x' }).problem).to.equal('missing');
    expect(check({ kind: 'json-path', target: 'data[', op: 'equals', value: 'x' }).problem).to.equal('path-invalid');
    expect(check({ kind: 'json-path', target: 'a', op: 'equals', value: 'x' }, response({ body: '<html>' })).problem).to.equal('not-json');
    expect(check({ kind: 'json-path', target: 'a', op: 'equals', value: 'x' }, response({ body: 'AAEC', bodyEncoding: 'base64' })).problem).to.equal('not-json');
  });
});

describe('api testing: failures in the user\'s words', () => {
  const problem = (code: string | null, details: Record<string, unknown> = {}, status: number | string | null = 400) => ({ code, status, details });

  it('a refused address names its reason; an unknown reason still says it is refused', () => {
    expect(explainProblem(problem('DEVTOOLS_TARGET_REFUSED', { reason: 'link-local' }))).to.deep.equal({ message: m.errRefused, more: m.reasonLinkLocal });
    expect(explainProblem(problem('DEVTOOLS_TARGET_REFUSED', { reason: 'port-not-allowed' })).more).to.equal(m.reasonPort);
    expect(explainProblem(problem('DEVTOOLS_TARGET_REFUSED', { reason: 'multicast' })).more).to.equal(m.reasonOther);
  });

  it('RATE_LIMITED gives the wait in whole seconds, or says a moment without one', () => {
    expect(explainProblem(problem('RATE_LIMITED', { retryAfterMs: 1500 }, 429))).to.deep.equal({ message: m.errRateLimited, values: { seconds: 2 } });
    expect(explainProblem(problem('RATE_LIMITED', { retryAfterMs: 10 }, 429)).values).to.deep.equal({ seconds: 1 });
    expect(explainProblem(problem('RATE_LIMITED', {}, 429))).to.deep.equal({ message: m.errRateLimitedSoon });
  });

  it('the sender\'s and the stores\' codes, their details, and what the browser alone saw', () => {
    expect(explainProblem(problem('DEVTOOLS_HTTP_TIMEOUT', {}, 503)).message).to.equal(m.errTimeout);
    expect(explainProblem(problem('DEVTOOLS_HTTP_DNS_FAILED', {}, 503)).message).to.equal(m.errDns);
    expect(explainProblem(problem('DEVTOOLS_HTTP_TLS_FAILED', { reason: 'expired' }, 503)).message).to.equal(m.errTls);
    expect(explainProblem(problem('DEVTOOLS_COLLECTION_LIMIT', { limit: 50 }, 409))).to.deep.equal({ message: m.errCollectionLimit, values: { limit: 50 } });
    expect(explainProblem(problem('DEVTOOLS_VARIABLE_DUPLICATE', { key: 'token' }))).to.deep.equal({ message: m.errVariableDuplicate, values: { key: 'token' } });
    expect(explainProblem(problem(null, {}, 'FETCH_ERROR')).message).to.equal(m.errNetwork);
    expect(explainProblem(problem('SOMETHING_NEW', {}, 500)).message).to.equal(m.errGeneric);
  });
});

import { createHash } from 'node:crypto';
import { expect } from 'chai';
import type { NetworkEntry } from '../../../collection-bundle.js';
import { parseCsp } from '../observatory/csp-parser.js';
import { contentSecurityPolicyTest, type ObservatoryContext } from '../observatory/observatory-tests.js';
import { buildHeaderConfig, generateCsp, sourceExpression } from './header-config.js';

const PAGE = 'https://www.example.com/shop/';

function entry(url: string, resourceType: string): NetworkEntry {
  return { url, method: 'GET', resourceType, status: 200, mimeType: null, transferSize: 0, resourceSize: 0, durationMs: 1 };
}

const NETWORK: NetworkEntry[] = [
  entry(PAGE, 'document'),
  entry('https://www.example.com/app.js', 'script'),
  entry('https://cdn.jsdelivr.net/npm/lib@1/lib.min.js', 'script'),
  entry('https://www.example.com/site.css', 'stylesheet'),
  entry('https://fonts.googleapis.com/css2?family=Inter', 'stylesheet'),
  entry('https://fonts.gstatic.com/s/inter/v1/a.woff2', 'font'),
  entry('https://images.example-cdn.com/hero.webp', 'image'),
  entry('http://legacy.example.org/pixel.gif', 'image'),
  entry('https://api.example.com/v1/cart', 'fetch'),
  entry('wss://push.example.com/socket', 'websocket'),
  entry('https://www.youtube-nocookie.com/embed/x', 'document'),
  entry('https://www.example.com/favicon.ico', 'other'),
];

/** Directive → sources in the order written (parseCsp would lower-case and sort, as the Observatory does). */
function directives(csp: string): Map<string, Set<string>> {
  expect(() => parseCsp([csp]), 'a policy the Observatory can parse').not.to.throw();
  return new Map(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, new Set(sources)] as const;
    }),
  );
}

function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

describe('generated Content-Security-Policy', () => {
  it('puts each origin the page loaded under the directive of its resource type', () => {
    const csp = directives(generateCsp({ pageUrl: PAGE, documentUrls: [PAGE], network: NETWORK, html: '', renderedHtml: '' }));
    expect([...csp.get('default-src')!]).to.deep.equal(["'self'"]);
    expect([...csp.get('script-src')!]).to.deep.equal(["'self'", 'https://cdn.jsdelivr.net']);
    expect([...csp.get('style-src')!]).to.deep.equal(["'self'", 'https://fonts.googleapis.com']);
    expect([...csp.get('font-src')!]).to.deep.equal(["'self'", 'https://fonts.gstatic.com']);
    expect([...csp.get('connect-src')!]).to.deep.equal(["'self'", 'https://api.example.com', 'wss://push.example.com']);
    expect([...csp.get('frame-src')!]).to.deep.equal(["'self'", 'https://www.youtube-nocookie.com']);
    // http:// origins of an https page are written as https:// and upgraded.
    expect([...csp.get('img-src')!]).to.deep.equal(["'self'", 'https://images.example-cdn.com', 'https://legacy.example.org']);
    expect(csp.has('upgrade-insecure-requests')).to.equal(true);
    expect(csp.has('media-src')).to.equal(false);
    expect([...csp.get('object-src')!]).to.deep.equal(["'none'"]);
    expect([...csp.get('frame-ancestors')!]).to.deep.equal(["'self'"]);
  });

  it("writes no directive that only needs 'self' and never 'unsafe-inline' for scripts", () => {
    const csp = generateCsp({ pageUrl: PAGE, documentUrls: [PAGE], network: [entry(PAGE, 'document'), entry('https://www.example.com/app.js', 'script')], html: '<script src="/app.js"></script>', renderedHtml: '' });
    expect(csp).to.equal("default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'; upgrade-insecure-requests");
  });

  it('hashes inline scripts and, behind unsafe-hashes, inline event handlers', () => {
    const inline = "window.dataLayer = [];\n";
    const handler = "track('buy')";
    const html = `<script>${inline}</script><script type="application/ld+json">{"@type":"Organization"}</script><button onclick="${handler}">Buy</button>`;
    const csp = directives(generateCsp({ pageUrl: PAGE, documentUrls: [PAGE], network: [], html, renderedHtml: html }));
    expect([...csp.get('script-src')!]).to.deep.equal(["'self'", sha256(inline), "'unsafe-hashes'", sha256(handler)]);
    expect(csp.get('script-src')!.has("'unsafe-inline'")).to.equal(false);
  });

  it("uses style-src 'unsafe-inline' for style attributes, otherwise hashes <style> blocks", () => {
    const withAttribute = directives(generateCsp({ pageUrl: PAGE, documentUrls: [PAGE], network: [], html: '<p style="color:red">x</p><style>p{margin:0}</style>', renderedHtml: '' }));
    expect([...withAttribute.get('style-src')!]).to.deep.equal(["'self'", "'unsafe-inline'"]);
    const blocksOnly = directives(generateCsp({ pageUrl: PAGE, documentUrls: [PAGE], network: [], html: '<style>p{margin:0}</style>', renderedHtml: '' }));
    expect([...blocksOnly.get('style-src')!]).to.deep.equal(["'self'", sha256('p{margin:0}')]);
  });

  it('adds what the HTML references but a lazy page did not fetch, form targets included', () => {
    const html = '<img loading="lazy" src="https://lazy.example-cdn.com/a.jpg" srcset="https://srcset.example-cdn.com/a-2x.jpg 2x"><img src="data:image/gif;base64,R0lGODlh"><form action="https://pay.example.net/checkout" method="post"></form>';
    const csp = directives(generateCsp({ pageUrl: PAGE, documentUrls: [PAGE], network: [], html: '', renderedHtml: html }));
    expect([...csp.get('img-src')!]).to.deep.equal(["'self'", 'https://lazy.example-cdn.com', 'data:', 'https://srcset.example-cdn.com']);
    expect([...csp.get('form-action')!]).to.deep.equal(["'self'", 'https://pay.example.net']);
  });

  it('never puts data: or blob: in script-src', () => {
    const csp = generateCsp({ pageUrl: PAGE, documentUrls: [PAGE], network: [entry('data:text/javascript,alert(1)', 'script'), entry('blob:https://www.example.com/1', 'script')], html: '', renderedHtml: '' });
    expect(directives(csp).has('script-src')).to.equal(false);
  });

  it('passes the Observatory CSP test with the bonus when applied to the page', () => {
    const html = `<script>console.log('hi')</script><img src="http://legacy.example.org/a.png"><p style="margin:0">x</p>`;
    const csp = generateCsp({ pageUrl: PAGE, documentUrls: [PAGE], network: NETWORK, html, renderedHtml: html });
    const context: ObservatoryContext = {
      hostname: 'www.example.com',
      pageUrl: PAGE,
      headers: { 'content-security-policy': csp },
      setCookies: [],
      body: html,
      httpEquiv: new Map(),
      https: null,
      http: undefined,
      cors: null,
    };
    const result = contentSecurityPolicyTest(context);
    // style attributes cost the +5 bonus (unsafe-inline in style-src only) but still pass.
    expect(result).to.include({ result: 'csp-implemented-with-unsafe-inline-in-style-src-only', pass: true });
    const withoutStyleAttributes = generateCsp({ pageUrl: PAGE, documentUrls: [PAGE], network: NETWORK, html: '<script>1</script>', renderedHtml: '' });
    expect(contentSecurityPolicyTest({ ...context, headers: { 'content-security-policy': withoutStyleAttributes } })).to.include({ result: 'csp-implemented-with-no-unsafe', pass: true });
  });

  it("turns a URL into a source expression: 'self', scheme://host[:port], data:", () => {
    const page = new URL('http://localhost:8080/');
    expect(sourceExpression('http://localhost:8080/x.js', page)).to.equal("'self'");
    expect(sourceExpression('http://localhost:9000/x.js', page)).to.equal('http://localhost:9000');
    expect(sourceExpression('data:image/png;base64,AAAA', page)).to.equal('data:');
    expect(sourceExpression('javascript:void(0)', page)).to.equal(null);
  });
});

describe('generated server configuration', () => {
  const config = buildHeaderConfig({
    pageUrl: PAGE,
    documentUrls: [PAGE],
    network: NETWORK,
    html: '',
    renderedHtml: '',
    missingHeaders: { 'content-security-policy': '', 'x-content-type-options': 'nosniff', 'referrer-policy': 'strict-origin-when-cross-origin' },
  });

  it('recommends the generated CSP for a missing policy', () => {
    expect(config.headers['content-security-policy']).to.equal(config.csp);
    expect(Object.keys(config.headers)).to.deep.equal(['content-security-policy', 'x-content-type-options', 'referrer-policy']);
  });

  it('writes nginx add_header lines with always, quoting the values', () => {
    expect(config.nginx).to.contain(`add_header Content-Security-Policy "${config.csp}" always;`);
    expect(config.nginx).to.contain('add_header X-Content-Type-Options "nosniff" always;');
  });

  it('writes Apache Header always set lines inside mod_headers', () => {
    expect(config.apache).to.contain('<IfModule mod_headers.c>');
    expect(config.apache).to.contain('  Header always set Referrer-Policy "strict-origin-when-cross-origin"');
  });

  it('writes a Koa middleware that sets the headers before the routes run', () => {
    expect(config.koa).to.contain('app.use(async (ctx, next) => {');
    expect(config.koa).to.contain(`"Content-Security-Policy": ${JSON.stringify(config.csp)},`);
    expect(config.koa.indexOf('ctx.set(')).to.be.lessThan(config.koa.indexOf('await next()'));
  });

  it('says so when nothing is missing', () => {
    const none = buildHeaderConfig({ pageUrl: PAGE, documentUrls: [PAGE], network: [], html: '', renderedHtml: '', missingHeaders: {} });
    expect(none.headers).to.deep.equal({});
    expect(none.nginx).to.contain('already sends every recommended security header');
  });
});

import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ANALYTICS_ERROR_CODES, knownCodeMessage, siteFieldErrors, siteFieldMessage } from '../../frontend/src/features/analytics/analytics-errors.js';
import { siteLink, isSiteView } from '../../frontend/src/features/analytics/sites/site-link.js';
import { siteNameError, siteUrlError, validateSiteForm } from '../../frontend/src/features/analytics/sites/site-form.js';
import { FEW_SITES_THRESHOLD, welcomeFor } from '../../frontend/src/features/analytics/sites/welcome.js';
import { trackerOriginOf } from '../../frontend/src/features/analytics/site/tracker-origin.js';
import { validateNewSite, validateSiteSettings } from '../../src/modules/analytics/domain/site.js';
import { trackingCode } from '../../src/modules/analytics/domain/tracking-code.js';

/**
 * The analytics sites page's pure parts: the form rules the browser applies before the server
 * (they must agree with src/modules/analytics/domain/site-url.ts), the welcome-state threshold, the
 * server-code translations and the address state.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const listFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]));
const en = JSON.parse(readFileSync(join(repoRoot, 'frontend/lang/en.json'), 'utf8')) as Record<string, string>;

/** What the server's add-site rule says about the same input: the first field error's code, or undefined. */
function serverCodes(name: string, url: string): { name?: string; url?: string } {
  try {
    validateNewSite({ name, url });
    return {};
  } catch (error) {
    const errors = (error as { details?: { errors?: { field: 'name' | 'url'; code: string }[] } }).details?.errors ?? [];
    return Object.fromEntries(errors.map((e) => [e.field, e.code]));
  }
}

describe('analytics sites page (frontend)', () => {
  it('checks the add-site form exactly as the server does (docs/product.md §8)', () => {
    const cases: [string, string][] = [
      ['', ''],
      ['Shop', ''],
      ['', 'https://shop.example'],
      ['Shop', 'shop.example'],
      ['Shop', 'ftp://shop.example'],
      ['Shop', 'https://'],
      ['Shop', 'https://user:pw@shop.example'],
      ['Shop', 'HTTP://shop.example/path/'],
      ['  Shop  ', ' https://shop.example '],
      ['x'.repeat(101), 'https://shop.example'],
      ['x'.repeat(100), 'https://shop.example'],
    ];
    for (const [name, url] of cases) {
      expect(validateSiteForm({ name, url }, 'add'), `${JSON.stringify(name)} ${JSON.stringify(url)}`).to.deep.equal(serverCodes(name, url));
    }
  });

  it('asks https only for a changed address in the settings, like the server', () => {
    const current = { url: 'http://old.example' };
    for (const url of ['http://old.example', 'http://old.example/', 'http://new.example', 'https://new.example', '']) {
      let server: string | undefined;
      try {
        validateSiteSettings({ url }, current);
      } catch (error) {
        server = (error as { code: string }).code;
      }
      expect(siteUrlError(url, 'settings', current.url), url).to.equal(server);
    }
    expect(siteNameError('  ')).to.equal('ANALYTICS_SITE_NAME_REQUIRED');
  });

  it('shows the docs/product.md §8 wording for each field code, the settings form its own for the name', () => {
    expect(en[siteFieldMessage('ANALYTICS_SITE_URL_REQUIRED', 'add').id!]).to.equal('URL is required');
    expect(en[siteFieldMessage('ANALYTICS_SITE_NAME_REQUIRED', 'add').id!]).to.equal('Name is required');
    expect(en[siteFieldMessage('ANALYTICS_SITE_URL_INVALID', 'add').id!]).to.equal('The URL must start with http:// or https://');
    expect(en[siteFieldMessage('ANALYTICS_SITE_NAME_REQUIRED', 'settings').id!]).to.equal('The website name is required');
    expect(en[siteFieldMessage('ANALYTICS_SITE_URL_HTTPS_REQUIRED', 'settings').id!]).to.equal('The URL must start with https://');
    expect(en[siteFieldMessage('SOMETHING_ELSE', 'add').id!]).to.equal('Error while adding site');
  });

  it('reads every field error of a server answer, or the single one', () => {
    let body: unknown;
    try {
      validateNewSite({ name: '', url: 'nope' });
    } catch (error) {
      const e = error as { code: string; message: string; details: unknown };
      body = { data: { success: false, code: e.code, error: e.message, details: e.details } };
    }
    expect(siteFieldErrors(body).map(({ field, code }) => [field, code])).to.deep.equal([
      ['url', 'ANALYTICS_SITE_URL_INVALID'],
      ['name', 'ANALYTICS_SITE_NAME_REQUIRED'],
    ]);
    expect(siteFieldErrors({ data: { code: 'ANALYTICS_SITE_URL_HTTPS_REQUIRED', details: { field: 'url' } } })).to.deep.equal([
      { field: 'url', code: 'ANALYTICS_SITE_URL_HTTPS_REQUIRED', max: undefined },
    ]);
    expect(siteFieldErrors({ status: 'FETCH_ERROR' })).to.deep.equal([]);
  });

  it('translates every analytics error code the server defines', () => {
    const serverCodesInSource = new Set<string>();
    // The dashboard's own codes (ranges, screenshots) are translated by the dashboard.
    const dashboardCodes = /^ANALYTICS_(INVALID_RANGE|SCREENSHOT_)/;
    for (const file of listFiles(join(repoRoot, 'src/modules/analytics')).filter((f) => f.endsWith('.ts') && !f.includes('.spec.'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(ANALYTICS_[A-Z_]+)'/g)) if (!dashboardCodes.test(match[1]!)) serverCodesInSource.add(match[1]!);
    }
    expect(serverCodesInSource).to.include('ANALYTICS_SITE_NOT_FOUND');
    for (const code of serverCodesInSource) expect(ANALYTICS_ERROR_CODES, code).to.include(code);
    for (const code of ANALYTICS_ERROR_CODES) expect(en[knownCodeMessage(code)!.id!], code).to.be.a('string');
    expect(en[knownCodeMessage('ANALYTICS_PURGE_WRONG_ANSWER')!.id!]).to.equal('Incorrect answer. Please try again.');
    expect(en[knownCodeMessage('ANALYTICS_EXCLUSION_VALUE_REQUIRED')!.id!]).to.equal('Exclusion value required');
    expect(knownCodeMessage('PREMIUM_REQUIRED')?.id).to.equal('shared.errors.code.premiumRequired');
    expect(knownCodeMessage('NOT_A_CODE')).to.equal(null);
    // A server fault says what failed, in the words of docs/product.md §10.2, not a generic platform sentence.
    expect(knownCodeMessage('INTERNAL_ERROR')).to.equal(null);
  });

  it(`shows the 'empty' welcome without sites and 'few sites' below ${FEW_SITES_THRESHOLD}`, () => {
    expect([0, 1, 2, 3, 10].map(welcomeFor)).to.deep.equal(['empty', 'few', 'few', 'none', 'none']);
  });

  it('keeps the site and section in the address', () => {
    expect(siteLink('abc')).to.equal('?site=abc');
    expect(siteLink('a b', 'data')).to.equal('?site=a+b&view=data');
    expect(isSiteView('settings')).to.equal(true);
    expect(isSiteView('admin')).to.equal(false);
    expect(isSiteView(null)).to.equal(false);
  });

  it('names the origin the tracking code loads from', () => {
    const code = trackingCode('https://t.stacklens.example/', { id: '7d1e', respectDnt: false });
    expect(trackerOriginOf(code)).to.equal('https://t.stacklens.example');
    expect(trackerOriginOf('<script></script>')).to.equal(null);
  });
});

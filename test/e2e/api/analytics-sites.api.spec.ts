import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The sites API (analytics README, "Sites") through the real stack (policies, owner scoping, docs/product.md §8 messages, database). */
interface SiteView {
  id: string;
  name: string;
  url: string;
  trackingEnabled: boolean;
  respectDnt: boolean;
  retentionDays: number;
  addedAt: string;
  updatedAt: string;
  trackingCode?: string;
}

interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: { field?: string; errors?: { field: string; code: string; message: string }[] };
}

describe('analytics sites API', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  const password = 'sites pass phrase 2026';
  let app: TestApp;
  let owner: ApiSession;

  before(async () => {
    app = await startTestApp({ env: { TRACKER_PUBLIC_URL: 'https://t.stacklens.test/' } });
    owner = new ApiSession(app.baseUrl);
    await owner.signUp({ username: `siteowner_${run}`, email: `site-owner-${run}@example.org`, password });
  });
  after(() => app?.stop());

  async function failure(session: ApiSession, method: string, path: string, body: unknown, status: number): Promise<ErrorView> {
    const res = await session.request(method, path, body);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).to.equal(status);
    return JSON.parse(text) as ErrorView;
  }

  it('adds, lists, reads with the exact tracking code, edits and deletes a site', async () => {
    expect(await owner.json('GET', '/api/analytics/sites')).to.deep.equal({ success: true, sites: [] });

    const { site } = await owner.json<{ site: SiteView }>('POST', '/api/analytics/sites', { name: ' My  Shop ', url: 'https://www.Shop.example/store/?utm=x#top' }, 201);
    expect(site).to.include({ name: 'My Shop', url: 'https://www.shop.example/store', trackingEnabled: true, respectDnt: true, retentionDays: 395 });
    expect(site.id).to.match(/^[0-9a-f-]{36}$/);
    expect(Date.parse(site.addedAt)).to.be.closeTo(Date.now(), 60_000);
    const second = (await owner.json<{ site: SiteView }>('POST', '/api/analytics/sites', { name: 'Blog', url: 'http://blog.example' }, 201)).site;

    const listed = await owner.json<{ sites: SiteView[] }>('GET', '/api/analytics/sites');
    expect(listed.sites.map((s) => s.name)).to.deep.equal(['My Shop', 'Blog']);

    const got = await owner.json<{ site: SiteView }>('GET', `/api/analytics/sites/${site.id}`);
    expect(got.site.trackingCode).to.equal(`<script defer src="https://t.stacklens.test/s.js" data-site="${site.id}"></script>`);

    const patched = await owner.json<{ site: SiteView }>('PATCH', `/api/analytics/sites/${site.id}`, { name: 'Shop', trackingEnabled: false, respectDnt: false });
    expect(patched.site).to.include({ name: 'Shop', url: 'https://www.shop.example/store', trackingEnabled: false, respectDnt: false });
    const afterPatch = await owner.json<{ site: SiteView }>('GET', `/api/analytics/sites/${site.id}`);
    expect(afterPatch.site).to.include({ name: 'Shop', trackingEnabled: false, respectDnt: false });
    expect(afterPatch.site.trackingCode).to.equal(`<script defer src="https://t.stacklens.test/s.js" data-site="${site.id}" data-respect-dnt="false"></script>`);

    // An http site keeps its URL when another setting is saved; a changed URL must be https.
    expect((await owner.json<{ site: SiteView }>('PATCH', `/api/analytics/sites/${second.id}`, { url: 'http://blog.example', name: 'Blog 2' })).site).to.include({ name: 'Blog 2', url: 'http://blog.example' });
    expect((await owner.json<{ site: SiteView }>('PATCH', `/api/analytics/sites/${second.id}`, { url: 'https://blog.example/' })).site.url).to.equal('https://blog.example');

    expect(await owner.json('DELETE', `/api/analytics/sites/${site.id}`, { confirmName: 'Shop', acknowledge: true })).to.deep.equal({ success: true });
    expect((await failure(owner, 'GET', `/api/analytics/sites/${site.id}`, undefined, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await owner.json<{ sites: SiteView[] }>('GET', '/api/analytics/sites')).sites.map((s) => s.id)).to.deep.equal([second.id]);
  });

  it('answers the add and settings forms with the codes and messages of docs/product.md §8', async () => {
    const empty = await failure(owner, 'POST', '/api/analytics/sites', { name: '', url: '' }, 400);
    expect(empty).to.include({ code: 'ANALYTICS_SITE_URL_REQUIRED', error: 'URL is required' });
    expect(empty.details?.errors?.map((e) => [e.field, e.code, e.message])).to.deep.equal([
      ['url', 'ANALYTICS_SITE_URL_REQUIRED', 'URL is required'],
      ['name', 'ANALYTICS_SITE_NAME_REQUIRED', 'Name is required'],
    ]);
    expect(await failure(owner, 'POST', '/api/analytics/sites', { name: 'A', url: 'shop.example' }, 400)).to.include({
      code: 'ANALYTICS_SITE_URL_INVALID',
      error: 'The URL must start with http:// or https://',
    });
    expect(await failure(owner, 'POST', '/api/analytics/sites', { url: 'https://a.example' }, 400)).to.include({ code: 'ANALYTICS_SITE_NAME_REQUIRED', error: 'Name is required' });
    expect((await failure(owner, 'POST', '/api/analytics/sites', { name: 'x'.repeat(101), url: 'https://a.example' }, 400)).code).to.equal('ANALYTICS_SITE_NAME_TOO_LONG');

    const { site } = await owner.json<{ site: SiteView }>('POST', '/api/analytics/sites', { name: 'Forms', url: 'https://forms.example' }, 201);
    const path = `/api/analytics/sites/${site.id}`;
    expect(await failure(owner, 'PATCH', path, { url: 'http://forms.example/other' }, 400)).to.include({ code: 'ANALYTICS_SITE_URL_HTTPS_REQUIRED', error: 'The URL must start with https://' });
    expect(await failure(owner, 'PATCH', path, { name: '  ' }, 400)).to.include({ code: 'ANALYTICS_SITE_NAME_REQUIRED', error: 'The website name is required' });
    expect(await failure(owner, 'PATCH', path, { url: '' }, 400)).to.include({ code: 'ANALYTICS_SITE_URL_REQUIRED', error: 'URL is required' });
    expect((await failure(owner, 'PATCH', path, { trackingEnabled: 'off' }, 400)).code).to.equal('ANALYTICS_SITE_INVALID_SETTING');
    expect((await owner.json<{ site: SiteView }>('GET', path)).site).to.include({ name: 'Forms', url: 'https://forms.example', trackingEnabled: true });
  });

  it('refuses private, loopback and link-local site URLs on both forms, in every spelling, with one code', async () => {
    const message = 'The URL must be a public website, not a private, loopback or link-local address';
    for (const url of ['http://localhost:8080', 'http://app.localhost', 'http://127.0.0.1/', 'http://2130706433/', 'http://0x7f000001/', 'http://0177.0.0.1/', 'http://[::1]:3000', 'http://[::ffff:127.0.0.1]/', 'https://10.0.0.5', 'https://172.16.8.1', 'https://192.168.1.1', 'http://169.254.169.254/latest/meta-data', 'http://100.64.0.7', 'http://0.0.0.0', 'https://[fc00::1]', 'https://[fe80::1]']) {
      const refused = await failure(owner, 'POST', '/api/analytics/sites', { name: 'Inside', url }, 400);
      expect(refused, url).to.include({ code: 'ANALYTICS_SITE_URL_NOT_PUBLIC', error: message });
      expect(refused.details?.errors?.map((e) => [e.field, e.code])).to.deep.equal([['url', 'ANALYTICS_SITE_URL_NOT_PUBLIC']]);
    }
    const { site } = await owner.json<{ site: SiteView }>('POST', '/api/analytics/sites', { name: 'Outside', url: 'https://outside.example' }, 201);
    const path = `/api/analytics/sites/${site.id}`;
    expect(await failure(owner, 'PATCH', path, { url: 'https://192.168.0.1/' }, 400)).to.include({ code: 'ANALYTICS_SITE_URL_NOT_PUBLIC', error: message });
    expect(await failure(owner, 'PATCH', path, { url: 'http://127.0.0.1/' }, 400)).to.include({ code: 'ANALYTICS_SITE_URL_HTTPS_REQUIRED' });
    expect((await owner.json<{ site: SiteView }>('GET', path)).site.url).to.equal('https://outside.example');
    expect((await owner.json<{ sites: SiteView[] }>('GET', '/api/analytics/sites')).sites.map((s) => s.name)).to.not.include('Inside');
  });

  it('deletes only with the typed name and the acknowledgement', async () => {
    const { site } = await owner.json<{ site: SiteView }>('POST', '/api/analytics/sites', { name: 'Keep Me', url: 'https://keep.example' }, 201);
    const path = `/api/analytics/sites/${site.id}`;
    expect(await failure(owner, 'DELETE', path, { confirmName: 'keep me', acknowledge: true }, 400)).to.include({ code: 'ANALYTICS_DELETE_NAME_MISMATCH' });
    expect(await failure(owner, 'DELETE', path, { confirmName: 'Keep Me' }, 400)).to.include({ code: 'ANALYTICS_DELETE_NOT_ACKNOWLEDGED' });
    expect(await failure(owner, 'DELETE', path, undefined, 400)).to.include({ code: 'ANALYTICS_DELETE_NAME_MISMATCH' });
    const bad = await owner.request('DELETE', path, undefined, { 'content-type': 'application/json' });
    expect(bad.status).to.equal(400);
    expect((await owner.json<{ site: SiteView }>('GET', path)).site.name).to.equal('Keep Me');
    await owner.json('DELETE', path, { confirmName: ' Keep  Me ', acknowledge: true });
    expect((await failure(owner, 'GET', path, undefined, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
  });

  it('hides a site from every other user (404 on read, edit and delete) and refuses an expired trial', async () => {
    const { site } = await owner.json<{ site: SiteView }>('POST', '/api/analytics/sites', { name: 'Private', url: 'https://private.example' }, 201);
    const other = new ApiSession(app.baseUrl);
    const email = `site-other-${run}@example.org`;
    const signed = await other.signUp({ username: `siteother_${run}`, email, password });
    const path = `/api/analytics/sites/${site.id}`;
    expect((await failure(other, 'GET', path, undefined, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await failure(other, 'PATCH', path, { name: 'Mine now' }, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await failure(other, 'DELETE', path, { confirmName: 'Private', acknowledge: true }, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await failure(other, 'GET', '/api/analytics/sites/not-a-uuid', undefined, 404)).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await other.json<{ sites: SiteView[] }>('GET', '/api/analytics/sites')).sites).to.deep.equal([]);
    expect((await owner.json<{ site: SiteView }>('GET', path)).site.name).to.equal('Private');

    expect((await failure(new ApiSession(app.baseUrl), 'GET', '/api/analytics/sites', undefined, 401)).code).to.equal('AUTH_REQUIRED');
    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    await knex('identity_users').where({ id: signed.user.id }).update({ trial_end_date: new Date(Date.now() - 86_400_000) });
    await other.signIn({ email, password });
    expect((await failure(other, 'GET', '/api/analytics/sites', undefined, 403)).code).to.equal('PREMIUM_REQUIRED');
    expect((await failure(other, 'POST', '/api/analytics/sites', { name: 'Late', url: 'https://late.example' }, 403)).code).to.equal('PREMIUM_REQUIRED');
  });
});

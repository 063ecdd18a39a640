import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { InsertWebsiteDataResponse, LoadWebsiteDataResponse, WebsiteData } from '../../../src/modules/audits/contract.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The website data's calls through the real stack (audits README, "Website data"): upsert by URL with the
 * first website main, the main one first in the list, docs/product.md §8's two messages as codes, the limits,
 * the owner taken from the token, other users' websites answering 404, and the rows in the account
 * export and gone with the account.
 */
interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown>;
}

const INSERT = '/api/website/insert-website-data';
const LOAD = '/api/website/load-website-data';

describe('Website data API (/api/website)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  const password = 'website data pass 2026';
  let app: TestApp;
  let owner: ApiSession;
  let ownerId: string;

  before(async () => {
    app = await startTestApp();
    owner = new ApiSession(app.baseUrl);
    ownerId = (await owner.signUp({ username: `webowner_${run}`, email: `web-owner-${run}@example.org`, password })).user.id;
  });

  after(() => app?.stop());

  async function failure(session: ApiSession, method: string, path: string, body: unknown, status: number): Promise<ErrorView> {
    const res = await session.request(method, path, body);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).to.equal(status);
    return JSON.parse(text) as ErrorView;
  }

  const load = async (session: ApiSession) => (await session.json<LoadWebsiteDataResponse>('GET', LOAD)).data;
  const insert = async (session: ApiSession, body: Record<string, unknown>) => (await session.json<InsertWebsiteDataResponse>('POST', INSERT, body)).data;

  it('declares the three routes for signed-in users', () => {
    const routes = app.process.routes.filter((r) => r.path.startsWith('/api/website'));
    expect(routes.map((r) => `${r.method} ${r.path} ${r.auth}`).sort()).to.deep.equal([
      'DELETE /api/website/:id user',
      'GET /api/website/load-website-data user',
      'POST /api/website/insert-website-data user',
    ]);
  });

  it('saves for the token\'s user whatever userId says, upserts by URL, and lists the main website first', async () => {
    expect(await owner.json('GET', LOAD)).to.deep.equal({ success: true, data: [] });
    const shop = await insert(owner, { name: 'Shop', url: 'https://shop.example.org', analyzisUrls: ['https://shop.example.org/a'], sitemapContent: '<urlset/>', userId: 'someone-else' });
    expect(shop).to.deep.include({ name: 'Shop', url: 'https://shop.example.org/', analyzisUrls: ['https://shop.example.org/a'], sitemapContent: '<urlset/>', userId: ownerId, main: true });
    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    expect(await knex('audits_website_data').where({ id: shop.id }).first('owner_id', 'is_main')).to.deep.equal({ owner_id: ownerId, is_main: true });

    const blog = await insert(owner, { name: 'Blog', url: 'https://blog.example.org/' });
    expect(blog).to.deep.include({ main: false, analyzisUrls: [], sitemapContent: '' });
    const renamed = await insert(owner, { name: 'Shop (EU)', url: 'https://SHOP.example.org/' });
    expect(renamed.id).to.equal(shop.id);
    expect(renamed.analyzisUrls, 'absent fields keep what is stored').to.deep.equal(['https://shop.example.org/a']);

    expect((await load(owner)).map((w) => [w.name, w.main])).to.deep.equal([['Shop (EU)', true], ['Blog', false]]);
    await insert(owner, { name: 'Blog', url: 'https://blog.example.org/', main: true });
    const listed = await load(owner);
    expect(listed.map((w) => [w.name, w.main])).to.deep.equal([['Blog', true], ['Shop (EU)', false]]);
    expect(Number((await knex('audits_website_data').where({ owner_id: ownerId, is_main: true }).count('* as n'))[0]?.n)).to.equal(1);

    const edited = await insert(owner, { id: shop.id, name: 'Store', url: 'https://store.example.org/' });
    expect([edited.id, edited.url]).to.deep.equal([shop.id, 'https://store.example.org/']);
    expect((await failure(owner, 'POST', INSERT, { id: shop.id, name: 'Store', url: 'https://blog.example.org/' }, 409)).code).to.equal('AUDITS_WEBSITE_URL_TAKEN');
  });

  it('answers docs/product.md §8\'s messages and the other rules with their codes', async () => {
    const cases: [Record<string, unknown>, number, string, string?][] = [
      [{ name: '', url: 'https://a.example.org/' }, 400, 'AUDITS_WEBSITE_NAME_REQUIRED', 'The website name is required'],
      [{ name: '   ', url: 'https://a.example.org/' }, 400, 'AUDITS_WEBSITE_NAME_REQUIRED'],
      [{ url: 'https://a.example.org/' }, 400, 'AUDITS_WEBSITE_NAME_REQUIRED'],
      [{ name: 'A', url: 'http://a.example.org/' }, 400, 'AUDITS_WEBSITE_URL_HTTPS', 'The URL must start with https://'],
      [{ name: 'A', url: 'a.example.org' }, 400, 'AUDITS_WEBSITE_URL_HTTPS'],
      [{ name: 'A' }, 400, 'AUDITS_WEBSITE_URL_HTTPS'],
      [{ name: 'n'.repeat(121), url: 'https://a.example.org/' }, 400, 'AUDITS_WEBSITE_NAME_TOO_LONG'],
      [{ name: 'A', url: `https://a.example.org/${'p'.repeat(2048)}` }, 400, 'AUDITS_WEBSITE_URL_TOO_LONG'],
      [{ name: 'A', url: 'https://a.example.org/', analyzisUrls: ['not a url'] }, 400, 'AUDITS_WEBSITE_ANALYZIS_URLS_INVALID'],
      [{ name: 'A', url: 'https://a.example.org/', analyzisUrls: Array.from({ length: 501 }, (_, i) => `https://a.example.org/${i}`) }, 400, 'AUDITS_WEBSITE_TOO_MANY_URLS'],
      [{ name: 'A', url: 'https://a.example.org/', sitemapContent: 'x'.repeat(1024 * 1024 + 1) }, 400, 'AUDITS_WEBSITE_SITEMAP_TOO_LARGE'],
      [{ id: 'not-a-uuid', name: 'A', url: 'https://a.example.org/' }, 404, 'AUDITS_WEBSITE_NOT_FOUND'],
    ];
    for (const [body, status, code, message] of cases) {
      const error = await failure(owner, 'POST', INSERT, body, status);
      expect(error.code, JSON.stringify(body).slice(0, 80)).to.equal(code);
      if (message) expect(error.error).to.equal(message);
    }
    expect((await load(owner)).some((w) => w.url === 'https://a.example.org/')).to.equal(false);
    const fits = await insert(owner, { name: 'n'.repeat(120), url: 'https://limits.example.org/', analyzisUrls: Array.from({ length: 500 }, (_, i) => `https://limits.example.org/${i}`), sitemapContent: 'x'.repeat(1024 * 1024) });
    expect([fits.name.length, fits.analyzisUrls.length, fits.sitemapContent.length]).to.deep.equal([120, 500, 1024 * 1024]);
  });

  it('keeps at most 20 websites an account, updates still allowed at the limit', async () => {
    const person = new ApiSession(app.baseUrl);
    await person.signUp({ username: `webfull_${run}`, email: `web-full-${run}@example.org`, password });
    for (let i = 0; i < 20; i++) await insert(person, { name: `Site ${i}`, url: `https://s${i}.example.org/` });
    const refused = await failure(person, 'POST', INSERT, { name: 'One more', url: 'https://more.example.org/' }, 409);
    expect(refused.code).to.equal('AUDITS_WEBSITE_LIMIT_REACHED');
    expect((await insert(person, { name: 'Renamed', url: 'https://s7.example.org/' })).name).to.equal('Renamed');
    expect(await load(person)).to.have.length(20);
  });

  it('hides a website from every other user: absent from their list, 404 on edit and delete even with the owner\'s userId', async () => {
    const mine = await insert(owner, { name: 'Private', url: 'https://private.example.org/' });
    const other = new ApiSession(app.baseUrl);
    await other.signUp({ username: `webother_${run}`, email: `web-other-${run}@example.org`, password });
    expect(await load(other)).to.deep.equal([]);
    expect((await failure(other, 'DELETE', `/api/website/${mine.id}`, { userId: ownerId }, 404)).code).to.equal('AUDITS_WEBSITE_NOT_FOUND');
    expect((await failure(other, 'POST', INSERT, { id: mine.id, name: 'Stolen', url: 'https://private.example.org/', userId: ownerId }, 404)).code).to.equal('AUDITS_WEBSITE_NOT_FOUND');
    expect((await failure(other, 'DELETE', '/api/website/not-a-uuid', {}, 404)).code).to.equal('AUDITS_WEBSITE_NOT_FOUND');
    // The same URL saved by another user is their own website.
    const theirs = await insert(other, { name: 'Mine too', url: 'https://private.example.org/', userId: ownerId });
    expect(theirs).to.deep.include({ main: true, userId: (await load(other))[0]?.userId });
    expect(theirs.id).to.not.equal(mine.id);
    expect((await load(owner)).find((w) => w.id === mine.id)?.name).to.equal('Private');
  });

  it('deletes a website of the owner\'s, handing the main mark to the oldest left', async () => {
    const person = new ApiSession(app.baseUrl);
    await person.signUp({ username: `webdel_${run}`, email: `web-del-${run}@example.org`, password });
    const a = await insert(person, { name: 'A', url: 'https://a.example.org/' });
    const b = await insert(person, { name: 'B', url: 'https://b.example.org/' });
    expect(await person.json('DELETE', `/api/website/${a.id}`, {})).to.deep.equal({ success: true });
    expect((await load(person)).map((w: WebsiteData) => [w.id, w.main])).to.deep.equal([[b.id, true]]);
    expect((await failure(person, 'DELETE', `/api/website/${a.id}`, {}, 404)).code).to.equal('AUDITS_WEBSITE_NOT_FOUND');
  });

  it('refuses a visitor (401) on every call', async () => {
    const visitor = new ApiSession(app.baseUrl);
    expect((await failure(visitor, 'GET', LOAD, undefined, 401)).code).to.equal('AUTH_REQUIRED');
    expect((await failure(visitor, 'POST', INSERT, { name: 'A', url: 'https://a.example.org/' }, 401)).code).to.equal('AUTH_REQUIRED');
    expect((await failure(visitor, 'DELETE', '/api/website/00000000-0000-4000-8000-000000000000', {}, 401)).code).to.equal('AUTH_REQUIRED');
  });

  it('puts the websites in the account export and erases them with the account', async () => {
    const person = new ApiSession(app.baseUrl);
    const { user } = await person.signUp({ username: `webleaver_${run}`, email: `web-leaver-${run}@example.org`, password });
    const saved = await insert(person, { name: 'Leaving', url: 'https://leaving.example.org/', analyzisUrls: ['https://leaving.example.org/x'], sitemapContent: '<urlset/>' });

    const exported = (await (await person.request('GET', '/api/auth/export')).json()) as { sections: { websiteData: WebsiteData[] } };
    expect(exported.sections.websiteData).to.deep.equal([saved]);

    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    const res = await person.request('DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' });
    expect(res.status).to.equal(200);
    expect(await knex('audits_website_data').where({ owner_id: user.id }).count('* as n')).to.deep.equal([{ n: '0' }]);
    expect(await knex('audits_website_data').where({ owner_id: ownerId }).count('* as n').then((r) => Number(r[0]?.n))).to.be.greaterThan(0);
  });
});

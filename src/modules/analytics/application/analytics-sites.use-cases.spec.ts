import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { AddSite } from './add-site/add-site.use-case.js';
import { DeleteSite } from './delete-site/delete-site.use-case.js';
import { GetSite } from './get-site/get-site.use-case.js';
import { directTransactions, InMemorySiteData, InMemorySites } from '../testing/in-memory-fakes.fake.js';
import { ListSites } from './list-sites/list-sites.use-case.js';
import { UpdateSite } from './update-site/update-site.use-case.js';

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a rejection');
}

describe('analytics: site use cases', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  let sites: InMemorySites;
  let add: AddSite;
  let get: GetSite;
  let update: UpdateSite;
  let remove: DeleteSite;
  let data: InMemorySiteData;

  beforeEach(() => {
    data = new InMemorySiteData();
    sites = new InMemorySites();
    add = new AddSite(sites, { allowPrivateTargets: false });
    get = new GetSite(sites, { trackerPublicUrl: 'https://t.stacklens.test' });
    update = new UpdateSite(sites, { now: () => now }, { allowPrivateTargets: false });
    remove = new DeleteSite(sites, data, directTransactions);
  });

  it('adds a site with its normalised URL and host, tracking on and DNT respected', async () => {
    const site = await add.execute({ userId: 'u1', name: '  My   Shop ', url: 'HTTPS://www.Shop.example/path/?q=1#x' });
    expect(site).to.include({ userId: 'u1', name: 'My Shop', url: 'https://www.shop.example/path', host: 'shop.example', trackingEnabled: true, respectDnt: true });
    expect(sites.rows).to.have.length(1);
  });

  it('refuses the add form with the codes of docs/product.md §8, listing every failing field', async () => {
    const both = await rejection(add.execute({ userId: 'u1', name: ' ', url: '' }));
    expect(both).to.include({ code: 'ANALYTICS_SITE_URL_REQUIRED', message: 'URL is required' });
    expect(both.details?.errors).to.deep.equal([
      { field: 'url', code: 'ANALYTICS_SITE_URL_REQUIRED', message: 'URL is required' },
      { field: 'name', code: 'ANALYTICS_SITE_NAME_REQUIRED', message: 'Name is required' },
    ]);
    expect(await rejection(add.execute({ userId: 'u1', name: 'A', url: 'shop.example' }))).to.include({ code: 'ANALYTICS_SITE_URL_INVALID' });
    expect(sites.rows).to.have.length(0);
  });

  it('lists only the caller\'s sites, oldest first', async () => {
    const a = await add.execute({ userId: 'u1', name: 'A', url: 'https://a.example' });
    await add.execute({ userId: 'u2', name: 'B', url: 'https://b.example' });
    const c = await add.execute({ userId: 'u1', name: 'C', url: 'http://c.example' });
    expect((await new ListSites(sites).execute({ userId: 'u1' })).map((s) => s.id)).to.deep.equal([a.id, c.id]);
  });

  it('gets an owned site with its exact tracking code; another user\'s or a malformed id is not found', async () => {
    const site = await add.execute({ userId: 'u1', name: 'A', url: 'https://a.example' });
    const got = await get.execute({ id: site.id, userId: 'u1' });
    expect(got.trackingCode).to.equal(`<script defer src="https://t.stacklens.test/s.js" data-site="${site.id}"></script>`);
    expect((await rejection(get.execute({ id: site.id, userId: 'u2' }))).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await rejection(get.execute({ id: 'not-a-uuid', userId: 'u1' }))).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
  });

  it('updates name, URL and switches; the tracking code follows respectDnt', async () => {
    const site = await add.execute({ userId: 'u1', name: 'A', url: 'http://a.example' });
    const updated = await update.execute({ id: site.id, userId: 'u1', name: 'Renamed', url: 'https://www.b.example/', trackingEnabled: false, respectDnt: false });
    expect(updated).to.include({ name: 'Renamed', url: 'https://www.b.example', host: 'b.example', trackingEnabled: false, respectDnt: false });
    expect(updated.updatedAt).to.deep.equal(now);
    expect((await get.execute({ id: site.id, userId: 'u1' })).trackingCode).to.equal(
      `<script defer src="https://t.stacklens.test/s.js" data-site="${site.id}" data-respect-dnt="false"></script>`,
    );
  });

  it('applies the settings form rules: https for a changed URL, its own name message, boolean switches', async () => {
    const site = await add.execute({ userId: 'u1', name: 'A', url: 'http://a.example' });
    expect(await rejection(update.execute({ id: site.id, userId: 'u1', url: 'http://b.example' }))).to.include({
      code: 'ANALYTICS_SITE_URL_HTTPS_REQUIRED',
      message: 'The URL must start with https://',
    });
    expect(await rejection(update.execute({ id: site.id, userId: 'u1', name: '' }))).to.include({
      code: 'ANALYTICS_SITE_NAME_REQUIRED',
      message: 'The website name is required',
    });
    expect((await rejection(update.execute({ id: site.id, userId: 'u1', trackingEnabled: 'yes' }))).code).to.equal('ANALYTICS_SITE_INVALID_SETTING');
    // The unchanged http URL may be sent back with another setting.
    expect(await update.execute({ id: site.id, userId: 'u1', url: 'http://a.example', respectDnt: false })).to.include({ url: 'http://a.example', respectDnt: false });
    expect((await rejection(update.execute({ id: site.id, userId: 'u2', name: 'Mine' }))).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect(sites.rows[0]?.name).to.equal('A');
  });

  it('refuses private, loopback and link-local sites on both forms unless private targets are allowed', async () => {
    for (const url of ['http://localhost:3000', 'http://127.0.0.1', 'http://[::1]/', 'http://10.1.2.3', 'https://172.20.0.5', 'http://192.168.0.10', 'http://169.254.169.254/latest', 'http://100.64.1.1', 'http://0.0.0.0', 'http://[fd00::1]', 'http://[fe80::1]', 'http://[::ffff:10.0.0.1]', 'http://2130706433', 'http://0x7f.1', 'http://0177.0.0.1']) {
      const refused = await rejection(add.execute({ userId: 'u1', name: 'Private', url }));
      expect(refused, url).to.include({ code: 'ANALYTICS_SITE_URL_NOT_PUBLIC', message: 'The URL must be a public website, not a private, loopback or link-local address' });
      expect(refused.details?.errors, url).to.deep.equal([{ field: 'url', code: 'ANALYTICS_SITE_URL_NOT_PUBLIC', message: refused.message }]);
    }
    expect(sites.rows).to.have.length(0);
    const site = await add.execute({ userId: 'u1', name: 'Public', url: 'https://shop.example' });
    expect((await rejection(update.execute({ id: site.id, userId: 'u1', url: 'https://10.0.0.8/' }))).code).to.equal('ANALYTICS_SITE_URL_NOT_PUBLIC');
    expect(sites.rows[0]?.url).to.equal('https://shop.example');

    const local = { allowPrivateTargets: true };
    const dev = await new AddSite(sites, local).execute({ userId: 'u1', name: 'Dev', url: 'http://localhost:5173' });
    expect(dev).to.include({ url: 'http://localhost:5173', host: 'localhost' });
    expect(await new UpdateSite(sites, { now: () => now }, local).execute({ id: dev.id, userId: 'u1', url: 'https://127.0.0.1:8443' })).to.include({ url: 'https://127.0.0.1:8443' });
    // Link-local (cloud metadata) and the unspecified address stay refused, as for fetches.
    expect((await rejection(new AddSite(sites, local).execute({ userId: 'u1', name: 'Metadata', url: 'http://169.254.169.254' }))).code).to.equal('ANALYTICS_SITE_URL_NOT_PUBLIC');
    expect((await rejection(new AddSite(sites, local).execute({ userId: 'u1', name: 'Nowhere', url: 'http://0.0.0.0:8080' }))).code).to.equal('ANALYTICS_SITE_URL_NOT_PUBLIC');
  });

  it('deletes only with the typed name and the acknowledgement, and only the owner\'s site, with its data', async () => {
    const site = await add.execute({ userId: 'u1', name: 'My Shop', url: 'https://a.example' });
    data.events.set(site.id, [now]);
    expect((await rejection(remove.execute({ id: site.id, userId: 'u1', confirmName: 'my shop', acknowledge: true }))).code).to.equal('ANALYTICS_DELETE_NAME_MISMATCH');
    expect((await rejection(remove.execute({ id: site.id, userId: 'u1', confirmName: 'My Shop', acknowledge: 'true' }))).code).to.equal('ANALYTICS_DELETE_NOT_ACKNOWLEDGED');
    expect((await rejection(remove.execute({ id: site.id, userId: 'u2', confirmName: 'My Shop', acknowledge: true }))).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect(sites.rows).to.have.length(1);
    expect(data.erased).to.deep.equal([]);
    await remove.execute({ id: site.id, userId: 'u1', confirmName: ' My  Shop ', acknowledge: true });
    expect(sites.rows).to.have.length(0);
    expect(data.erased).to.deep.equal([site.id]);
    expect(data.events.has(site.id)).to.equal(false);
  });
});

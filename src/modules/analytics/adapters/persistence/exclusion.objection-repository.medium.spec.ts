import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { AnalyticsSiteObjectionRepository } from './analytics-site.objection-repository.js';
import { ExclusionObjectionRepository } from './exclusion.objection-repository.js';

describe('analytics exclusions objection repository (real database)', () => {
  let db: TestDatabase;
  let sites: AnalyticsSiteObjectionRepository;
  let exclusions: ExclusionObjectionRepository;
  before(async () => {
    db = await createTestDatabase();
    sites = new AnalyticsSiteObjectionRepository(db.database);
    exclusions = new ExclusionObjectionRepository(db.database);
  });
  after(() => db.drop());

  it('stores exclusions per site, oldest first, refusing a second one of the same type and value', async () => {
    const site = await sites.create({ userId: 'u1', name: 'A', url: 'https://a.example', host: 'a.example' });
    const other = await sites.create({ userId: 'u1', name: 'B', url: 'https://b.example', host: 'b.example' });
    const ip = await exclusions.create({ siteId: site.id, type: 'ip', value: '192.0.2.1', label: 'office' });
    expect(ip).to.deep.include({ siteId: site.id, type: 'ip', value: '192.0.2.1', label: 'office' });
    expect(ip!.id).to.match(/^[0-9a-f-]{36}$/);
    expect(ip!.createdAt).to.be.instanceOf(Date);
    expect(await exclusions.create({ siteId: site.id, type: 'ip', value: '192.0.2.1', label: null })).to.equal(null);
    // Same value, another type or another site: a different exclusion.
    const user = await exclusions.create({ siteId: site.id, type: 'user', value: '192.0.2.1', label: null });
    const elsewhere = await exclusions.create({ siteId: other.id, type: 'ip', value: '192.0.2.1', label: null });
    expect(user).to.not.equal(null);
    expect((await exclusions.listForSite(site.id)).map((e) => e.id)).to.deep.equal([ip!.id, user!.id]);
    expect(await exclusions.countForSite(site.id)).to.equal(2);
    expect((await exclusions.listForSites([site.id, other.id])).map((e) => e.id).sort()).to.deep.equal([ip!.id, user!.id, elsewhere!.id].sort());
    expect(await exclusions.listForSites([])).to.deep.equal([]);

    expect(await exclusions.delete(other.id, ip!.id), 'another site\'s id').to.equal(false);
    expect(await exclusions.delete(site.id, ip!.id)).to.equal(true);
    expect(await exclusions.delete(site.id, randomUUID())).to.equal(false);
    expect(await exclusions.deleteForSites([other.id])).to.equal(1);
    expect((await exclusions.listForSites([site.id, other.id])).map((e) => e.id)).to.deep.equal([user!.id]);
  });

  it('refuses a type outside the four and goes with its site', async () => {
    const site = await sites.create({ userId: 'u2', name: 'C', url: 'https://c.example', host: 'c.example' });
    let refused = false;
    await db.knex('analytics_exclusions').insert({ site_id: site.id, type: 'cookie', value: 'x' }).catch(() => (refused = true));
    expect(refused).to.equal(true);
    await exclusions.create({ siteId: site.id, type: 'device', value: 'hash', label: 'Firefox on Linux' });
    await sites.delete(site.id);
    expect(await exclusions.listForSite(site.id)).to.deep.equal([]);
  });
});

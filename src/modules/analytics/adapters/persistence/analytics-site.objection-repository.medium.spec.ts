import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { AnalyticsSiteObjectionRepository } from './analytics-site.objection-repository.js';

describe('analytics sites objection repository (real database)', () => {
  let db: TestDatabase;
  let sites: AnalyticsSiteObjectionRepository;
  before(async () => {
    db = await createTestDatabase();
    sites = new AnalyticsSiteObjectionRepository(db.database);
  });
  after(() => db.drop());

  it('creates a site with the migration\'s defaults and reads it back', async () => {
    const site = await sites.create({ userId: 'u1', name: 'My Shop', url: 'https://www.shop.example', host: 'shop.example' });
    expect(site.id).to.match(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(site).to.include({ userId: 'u1', name: 'My Shop', url: 'https://www.shop.example', host: 'shop.example', trackingEnabled: true, respectDnt: true, retentionDays: 395 });
    expect(site.createdAt).to.be.instanceOf(Date);
    expect(site.updatedAt.getTime()).to.equal(site.createdAt.getTime());
    expect(await sites.find(site.id)).to.deep.equal(site);
    expect(await sites.find('00000000-0000-4000-8000-000000000000')).to.equal(null);
  });

  it('patches only the given fields and stamps updated_at; a missing site gives null', async () => {
    const site = await sites.create({ userId: 'u2', name: 'A', url: 'http://a.example', host: 'a.example' });
    const at = new Date('2030-01-02T03:04:05.000Z');
    const updated = await sites.update(site.id, { trackingEnabled: false, respectDnt: false }, at);
    expect(updated).to.include({ name: 'A', url: 'http://a.example', trackingEnabled: false, respectDnt: false });
    expect(updated?.updatedAt.toISOString()).to.equal(at.toISOString());
    expect(updated?.createdAt.getTime()).to.equal(site.createdAt.getTime());
    const renamed = await sites.update(site.id, { name: 'B', url: 'https://b.example', host: 'b.example' }, at);
    expect(renamed).to.include({ name: 'B', url: 'https://b.example', host: 'b.example', trackingEnabled: false });
    expect(await sites.update('00000000-0000-4000-8000-000000000000', { name: 'x' }, at)).to.equal(null);
  });

  it('lists a user\'s sites oldest first and deletes one site or all of a user\'s', async () => {
    const first = await sites.create({ userId: 'u3', name: 'One', url: 'https://one.example', host: 'one.example' });
    const second = await sites.create({ userId: 'u3', name: 'Two', url: 'https://two.example', host: 'two.example' });
    const other = await sites.create({ userId: 'u4', name: 'Other', url: 'https://o.example', host: 'o.example' });
    expect((await sites.listForUser('u3')).map((s) => s.name)).to.deep.equal(['One', 'Two']);
    expect(await sites.delete(first.id)).to.equal(true);
    expect(await sites.delete(first.id)).to.equal(false);
    expect((await sites.listForUser('u3')).map((s) => s.id)).to.deep.equal([second.id]);
    expect(await sites.deleteForUser('u3')).to.equal(1);
    expect(await sites.listForUser('u3')).to.deep.equal([]);
    expect(await sites.find(other.id)).to.include({ name: 'Other' });
  });
});

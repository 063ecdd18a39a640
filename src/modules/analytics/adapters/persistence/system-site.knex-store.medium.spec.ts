import 'reflect-metadata';
import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { systemSiteDefinition } from '../../domain/self-site.js';
import { AnalyticsSiteObjectionRepository } from './analytics-site.objection-repository.js';
import { SystemSiteKnexStore } from './system-site.knex-store.js';

describe('analytics built-in site store (real database)', () => {
  let db: TestDatabase;
  let store: SystemSiteKnexStore;
  let sites: AnalyticsSiteObjectionRepository;
  const clock = { now: () => new Date('2026-11-23T12:00:00Z') };
  before(async () => {
    db = await createTestDatabase();
    sites = new AnalyticsSiteObjectionRepository(db.database);
    store = new SystemSiteKnexStore(db.database, sites, clock);
  });
  after(() => db.drop());

  it('creates the site once however many processes ensure it at the same time', async () => {
    const spec = { id: null, ...systemSiteDefinition('https://stacklens.example/') };
    const ensured = await Promise.all(Array.from({ length: 8 }, () => store.ensure(spec)));
    const ids = new Set(ensured.map((s) => s?.id));
    expect(ids.size).to.equal(1);
    expect(await sites.listForUser('system:stacklens')).to.have.length(1);
    expect(ensured[0]).to.include({ name: 'StackLens', url: 'https://stacklens.example', host: 'stacklens.example', userId: 'system:stacklens' });
  });

  it('follows a changed PUBLIC_URL', async () => {
    const site = await store.ensure({ id: null, ...systemSiteDefinition('https://www.stacklens.example/app') });
    expect(site).to.include({ url: 'https://www.stacklens.example/app', host: 'stacklens.example' });
    expect((await sites.listForUser('system:stacklens')).map((s) => s.url)).to.deep.equal(['https://www.stacklens.example/app']);
  });

  it('keeps a fixed id, and refuses one that names another owner\'s site', async () => {
    await db.knex('analytics_sites').where({ user_id: 'system:stacklens' }).delete();
    const id = '0b6c2f2e-6f1e-4a8e-9d3c-2b1f5e7a9c40';
    const spec = { id, ...systemSiteDefinition('https://stacklens.example') };
    expect((await store.ensure(spec))?.id).to.equal(id);
    expect((await store.ensure(spec))?.id).to.equal(id);
    const someone = await sites.create({ userId: 'u1', name: 'Mine', url: 'https://mine.example', host: 'mine.example' });
    expect(await store.ensure({ ...spec, id: someone.id })).to.equal(null);
    expect(await sites.find(someone.id)).to.include({ userId: 'u1', name: 'Mine' });
  });
});

import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { AccessLogObjectionRepository } from './access-log.objection-repository.js';

describe('AccessLogObjectionRepository (real database)', () => {
  let db: TestDatabase;
  let repository: AccessLogObjectionRepository;
  before(async () => {
    db = await createTestDatabase();
    repository = new AccessLogObjectionRepository(db.database);
  });
  after(() => db.drop());

  it('adds, lists newest first with a total, and purges by reception time', async () => {
    const entry = { path: '/en/admin', type: 'unauthorized_access' as const, userId: null, ipHash: 'abc', occurredAt: new Date('2026-11-01T00:00:00Z') };
    const first = await repository.add(entry);
    const second = await repository.add({ ...entry, path: '/fr/admin', userId: 'u2' });
    expect(first.id).to.be.a('string');
    expect(first.receivedAt).to.be.instanceOf(Date);
    expect(first.occurredAt.toISOString()).to.equal('2026-11-01T00:00:00.000Z');

    const page = await repository.list({ limit: 1, offset: 0 });
    expect(page.total).to.equal(2);
    expect(page.entries.map((e) => e.path)).to.deep.equal(['/fr/admin']);
    expect(page.entries[0]).to.include({ userId: 'u2', id: second.id });

    await db.knex('identity_access_log').where({ id: first.id }).update({ received_at: new Date('2026-01-01T00:00:00Z') });
    expect(await repository.deleteOlderThan(new Date('2026-06-01T00:00:00Z'))).to.equal(1);
    expect((await repository.list({ limit: 10, offset: 0 })).entries.map((e) => e.id)).to.deep.equal([second.id]);
  });

  it('joins the transaction of the surrounding unit of work and rolls back with it', async () => {
    const before = (await repository.list({ limit: 100, offset: 0 })).total;
    const failing = db.database.transaction(async () => {
      await repository.add({ path: '/x', type: 'unauthorized_access', userId: null, ipHash: 'h', occurredAt: new Date() });
      throw new Error('abort');
    });
    await failing.catch(() => undefined);
    expect((await repository.list({ limit: 100, offset: 0 })).total).to.equal(before);
  });
});

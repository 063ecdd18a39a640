import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { HttpHistoryWrite } from '../../domain/api-hub/http-history.js';
import { CollectionKnexRepository } from './collection.knex-repository.js';
import { EnvironmentKnexRepository } from './environment.knex-repository.js';
import { HttpHistoryKnexRepository } from './http-history.knex-repository.js';

/** The hub's devtools_api_* tables on a migrated database (PostgreSQL with DATABASE_URL, PGlite without). */
describe('API hub repositories (real database)', () => {
  let db: TestDatabase;
  let environments: EnvironmentKnexRepository;
  let collections: CollectionKnexRepository;
  let history: HttpHistoryKnexRepository;
  before(async () => {
    db = await createTestDatabase();
    environments = new EnvironmentKnexRepository(db.database);
    collections = new CollectionKnexRepository(db.database);
    history = new HttpHistoryKnexRepository(db.database);
  });
  after(() => db.drop());

  it('keeps the newest entries of each owner only, listed newest first', async () => {
    const entry = (ownerId: string, n: number): HttpHistoryWrite => ({ ownerId, method: 'GET', url: `{{base}}/${n}`, status: n % 2 ? 200 : null, totalMs: n % 2 ? n : null, errorCode: n % 2 ? null : 'DEVTOOLS_HTTP_TIMEOUT' });
    for (let n = 1; n <= 7; n++) await history.append(entry('h1', n), 5);
    await history.append(entry('h2', 1), 5);
    const listed = await history.listForOwner('h1', 100);
    expect(listed.map((e) => e.url)).to.deep.equal([7, 6, 5, 4, 3].map((n) => `{{base}}/${n}`));
    expect(listed[0]).to.deep.include({ method: 'GET', status: 200, totalMs: 7, errorCode: null });
    expect(listed[1]).to.deep.include({ status: null, totalMs: null, errorCode: 'DEVTOOLS_HTTP_TIMEOUT' });
    expect(listed[0]?.at).to.be.instanceOf(Date);
    expect(await history.listForOwner('h2', 100)).to.have.length(1);
    expect(await history.deleteForOwner('h1')).to.equal(5);
    expect(await history.listForOwner('h2', 100)).to.have.length(1);
  });

  it('stores environments per owner, refuses past the limit, and finds nothing for another owner or a malformed id', async () => {
    const variables = [{ key: 'base', secret: false, value: 'https://api.example.org' }];
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    expect(await environments.create(ids[0]!, { ownerId: 'e1', name: 'b', variables }, 2)).to.deep.include({ id: ids[0], name: 'b', variables });
    expect(await environments.create(ids[1]!, { ownerId: 'e1', name: 'A', variables: [] }, 2)).not.to.equal(null);
    expect(await environments.create(ids[2]!, { ownerId: 'e1', name: 'c', variables: [] }, 2)).to.equal(null);
    expect((await environments.listForOwner('e1')).map((e) => e.name)).to.deep.equal(['A', 'b']);
    expect(await environments.find(ids[0]!, 'e2')).to.equal(null);
    expect(await environments.find('not-a-uuid', 'e1')).to.equal(null);
    expect(await environments.update(ids[0]!, { ownerId: 'e2', name: 'stolen', variables: [] })).to.equal(null);
    expect(await environments.delete(ids[0]!, 'e2')).to.equal(false);
    const updated = await environments.update(ids[0]!, { ownerId: 'e1', name: 'B', variables: [] });
    expect(updated).to.deep.include({ name: 'B', variables: [] });
    expect(updated!.updatedAt.getTime()).to.be.at.least(updated!.createdAt.getTime());
    expect(await environments.deleteForOwner('e1')).to.equal(2);
  });

  it('counts concurrent creations of one owner against the limit', async () => {
    const results = await Promise.all(Array.from({ length: 6 }, () => collections.create(randomUUID(), { ownerId: 'c1', name: 'x', requests: [] }, 3)));
    expect(results.filter((r) => r !== null)).to.have.length(3);
    expect(await collections.listForOwner('c1')).to.have.length(3);
    expect(await collections.deleteForOwner('c1')).to.equal(3);
  });
});

import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { SqlSchemaKnexRepository } from '../../src/modules/sql-workbench/adapters/persistence/sql-schema.knex-repository.js';
import type { SqlSchemaDocument } from '../../src/modules/sql-workbench/contract.js';
import { createTestDatabase, type TestDatabase } from '../support/test-database.js';

/** The saved-schema table on a migrated database (PostgreSQL with DATABASE_URL, PGlite without): jsonb kept exactly, every call scoped by owner. */
const doc = (name: string): SqlSchemaDocument => ({
  database_name: name,
  tables: [{ name: 'a', columns: [{ name: 'id', type: 'integer', primaryKey: true, foreignKey: false, notNull: true, unique: false, autoIncrement: true, comment: 'é "quoted" \\ ok' }], uniqueConstraints: [] }],
});

describe('sql_workbench_schemas repository (real database)', () => {
  let db: TestDatabase;
  let repo: SqlSchemaKnexRepository;
  before(async () => {
    db = await createTestDatabase();
    repo = new SqlSchemaKnexRepository(db.database);
  });
  after(() => db.drop());

  it('creates, lists newest first, updates and deletes within the owner\'s rows only', async () => {
    const owner = randomUUID();
    const other = randomUUID();
    const first = await repo.create({ ownerId: owner, document: doc('one'), positions: { a: { x: 1.5, y: -2 } } });
    expect(first.document).to.deep.equal(doc('one'));
    expect(first.positions).to.deep.equal({ a: { x: 1.5, y: -2 } });
    const second = await repo.create({ ownerId: owner, document: doc('two'), positions: {} });
    await repo.create({ ownerId: other, document: doc('theirs'), positions: {} });

    const updated = await repo.update(first.id, { ownerId: owner, document: doc('one v2'), positions: {} });
    expect(updated?.updatedAt.getTime()).to.be.at.least(first.updatedAt.getTime());
    expect((await repo.listForOwner(owner)).map((r) => r.document.database_name)).to.deep.equal(['one v2', 'two']);
    expect(await repo.countForOwner(owner)).to.equal(2);

    expect(await repo.update(second.id, { ownerId: other, document: doc('stolen'), positions: {} })).to.equal(null);
    expect(await repo.delete(second.id, other)).to.equal(false);
    expect(await repo.delete(second.id, owner)).to.equal(true);
    expect(await repo.deleteForOwner(owner)).to.equal(1);
    expect(await repo.listForOwner(owner)).to.deep.equal([]);
    expect((await repo.listForOwner(other)).map((r) => r.document.database_name)).to.deep.equal(['theirs']);
  });
});

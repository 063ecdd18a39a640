import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { QueryHistoryWrite } from '../../application/ports/query-history.repository.port.js';
import { QueryHistoryKnexRepository } from './query-history.knex-repository.js';

/** sql_workbench_query_history on a migrated database (PostgreSQL with DATABASE_URL, PGlite without). */
const run = (ownerId: string, connectionId: string, sql: string, extra: Partial<QueryHistoryWrite> = {}): QueryHistoryWrite => ({
  ownerId,
  connectionId,
  sql,
  mode: 'read',
  dryRun: false,
  status: 'ok',
  errorCode: null,
  rowCount: 1,
  durationMs: 1.25,
  ...extra,
});

describe('sql_workbench_query_history repository (real database)', () => {
  let db: TestDatabase;
  let repo: QueryHistoryKnexRepository;
  before(async () => {
    db = await createTestDatabase();
    repo = new QueryHistoryKnexRepository(db.database);
  });
  after(() => db.drop());

  it('stores runs with their outcome and lists them newest first, per owner and connection', async () => {
    const first = await repo.append(run('u1', 'sample', 'select 1'), 100);
    expect(first).to.deep.include({ ownerId: 'u1', connectionId: 'sample', sql: 'select 1', mode: 'read', dryRun: false, status: 'ok', errorCode: null, rowCount: 1, durationMs: 1.25 });
    expect(first.id).to.be.a('string');
    expect(first.createdAt).to.be.instanceOf(Date);
    await repo.append(run('u1', 'sample', 'delete from t', { mode: 'write', dryRun: true, status: 'error', errorCode: 'SQL_SAMPLE_READ_ONLY', rowCount: null, durationMs: null }), 100);
    await repo.append(run('u2', 'sample', 'select 2'), 100);
    await repo.append(run('u1', 'other', 'select 3', { rowCount: 5_000_000_000 }), 100);

    const listed = await repo.listForConnection('u1', 'sample', 100);
    expect(listed.map((e) => [e.sql, e.status, e.errorCode, e.dryRun])).to.deep.equal([
      ['delete from t', 'error', 'SQL_SAMPLE_READ_ONLY', true],
      ['select 1', 'ok', null, false],
    ]);
    expect((await repo.listForConnection('u1', 'other', 100))[0]?.rowCount).to.equal(5_000_000_000);
    expect((await repo.listForOwner('u1')).map((e) => e.sql)).to.deep.equal(['select 3', 'delete from t', 'select 1']);
  });

  it('keeps only the newest runs of that owner on that connection', async () => {
    for (let i = 0; i < 7; i++) await repo.append(run('u3', 'c1', `select ${i}`), 5);
    await repo.append(run('u3', 'c2', 'select other'), 5);
    await repo.append(run('u4', 'c1', 'select theirs'), 5);
    expect((await repo.listForConnection('u3', 'c1', 100)).map((e) => e.sql)).to.deep.equal(['select 6', 'select 5', 'select 4', 'select 3', 'select 2']);
    expect((await repo.listForConnection('u3', 'c1', 2)).map((e) => e.sql)).to.deep.equal(['select 6', 'select 5']);
    expect(await repo.listForConnection('u3', 'c2', 100)).to.have.length(1);
    expect(await repo.listForConnection('u4', 'c1', 100)).to.have.length(1);
  });

  it('refuses a text over 100 kB at the table, and deletes per connection and per owner', async () => {
    let refused: unknown = null;
    await repo.append(run('u5', 'c1', 'x'.repeat(102_401)), 100).catch((error: unknown) => (refused = error));
    expect(String(refused)).to.contain('sql_workbench_query_history_sql_size_check');
    await repo.append(run('u5', 'c1', 'é'.repeat(51_200)), 100);
    await repo.append(run('u5', 'c2', 'select 1'), 100);
    await repo.append(run('u6', 'c1', 'select 1'), 100);
    expect(await repo.deleteForConnection('u5', 'c1')).to.equal(1);
    expect(await repo.deleteForOwner('u5')).to.equal(1);
    expect(await repo.listForOwner('u5')).to.deep.equal([]);
    expect(await repo.listForOwner('u6')).to.have.length(1);
  });
});

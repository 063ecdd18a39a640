import { expect } from 'chai';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import { AesGcmSecretBox, CredentialsKeyring } from '../../../../platform/security/index.js';
import { DomainError, systemClock } from '../../../../shared/index.js';
import { DatabaseTargetRefusedError, queryFailed } from '../../domain/database-access.error.js';
import { capturingLogger, InMemoryConnections } from '../../testing/connections.fake.js';
import { ConnectionTargets } from '../connection-targets.js';
import { ConnectionUsage } from '../connection-usage/connection-usage.use-case.js';
import { CreateConnection } from '../create-connection/create-connection.use-case.js';
import { DeleteConnection } from '../delete-connection/delete-connection.use-case.js';
import { ExploreConnection } from '../explore-connection/explore-connection.use-case.js';
import { ListQueryHistory } from '../list-history/list-history.use-case.js';
import type { ConnectionTarget, DatabaseDriver, DatabaseEngine, QueryRequest, QueryResult } from '../ports/database-driver.port.js';
import type { DatabaseInspector, DatabaseUsage, ExplorerSnapshot } from '../ports/database-inspector.port.js';
import type { QueryHistoryRecord, QueryHistoryRepository, QueryHistoryWrite } from '../ports/query-history.repository.port.js';
import type { SampleDatabase } from '../ports/sample-database.port.js';
import { SavedConnectionTargets } from '../test-connection/saved-connection-target.js';
import { MAX_QUERY_TEXT_BYTES, QUERY_RATE } from './query-rules.js';
import { RunQuery } from './run-query.use-case.js';

const PASSWORD = 'correct horse battery';
const box = new AesGcmSecretBox(new CredentialsKeyring('k'.repeat(32)), { scope: 'sql-workbench', sealing: 'connection password' });
const form = { name: 'Shop', engine: 'postgresql', host: 'db.example.org', port: 5432, database: 'shop', username: 'reader', password: PASSWORD, statementTimeoutMs: 20_000 };
const RESULT: QueryResult = { columns: [{ name: 'n', type: 'int4' }], rows: [[1]], rowCount: 1, truncated: false, durationMs: 2.5, rolledBack: false };

/** Records what it is asked and answers RESULT, or throws what the test set. */
class RecordingDriver implements DatabaseDriver {
  readonly calls: { target: ConnectionTarget; request: QueryRequest; allowPrivateTargets: boolean }[] = [];
  failure: unknown = null;
  constructor(readonly engine: DatabaseEngine) {}
  async testConnection() {
    return { version: 'test' };
  }
  async runQuery(target: ConnectionTarget, request: QueryRequest, allowPrivateTargets: boolean): Promise<QueryResult> {
    this.calls.push({ target: { ...target }, request, allowPrivateTargets });
    if (this.failure) throw this.failure;
    return RESULT;
  }
}

const SNAPSHOT: ExplorerSnapshot = { engine: 'postgresql', schemas: ['public'], tables: [], truncated: false };
const USAGE: DatabaseUsage = { engine: 'postgresql', provenance: 'measured', totalBytes: 8192, totalMb: 0.01, tables: [] };

class RecordingInspector implements DatabaseInspector {
  readonly targets: ConnectionTarget[] = [];
  failure: unknown = null;
  constructor(readonly engine: DatabaseEngine) {}
  async explore(target: ConnectionTarget) {
    this.targets.push(target);
    if (this.failure) throw this.failure;
    return SNAPSHOT;
  }
  async usage(target: ConnectionTarget) {
    this.targets.push(target);
    if (this.failure) throw this.failure;
    return USAGE;
  }
  async explain(): Promise<never> {
    throw new Error('not used here');
  }
  async adviseIndexes(): Promise<never> {
    throw new Error('not used here');
  }
}

class InMemoryHistory implements QueryHistoryRepository {
  readonly rows: QueryHistoryRecord[] = [];
  broken = false;
  private seq = 0;
  async append(entry: QueryHistoryWrite, keep: number) {
    if (this.broken) throw new Error('database down');
    const record = { ...entry, id: String(++this.seq), createdAt: new Date() };
    this.rows.push(record);
    const mine = this.rows.filter((r) => r.ownerId === entry.ownerId && r.connectionId === entry.connectionId);
    for (const old of mine.slice(0, Math.max(0, mine.length - keep))) this.rows.splice(this.rows.indexOf(old), 1);
    return record;
  }
  async listForConnection(ownerId: string, connectionId: string, limit: number) {
    return this.rows.filter((r) => r.ownerId === ownerId && r.connectionId === connectionId).reverse().slice(0, limit);
  }
  async listForOwner(ownerId: string) {
    return this.rows.filter((r) => r.ownerId === ownerId).reverse();
  }
  async deleteForConnection(ownerId: string, connectionId: string) {
    const gone = this.rows.filter((r) => r.ownerId === ownerId && r.connectionId === connectionId);
    for (const r of gone) this.rows.splice(this.rows.indexOf(r), 1);
    return gone.length;
  }
  async deleteForOwner(ownerId: string) {
    const gone = this.rows.filter((r) => r.ownerId === ownerId);
    for (const r of gone) this.rows.splice(this.rows.indexOf(r), 1);
    return gone.length;
  }
}

const SAMPLE_TARGET: ConnectionTarget = { engine: 'postgresql', host: 'sample', port: 5432, database: 'shop', username: 'sample', password: '', tls: 'disable', statementTimeoutMs: 10_000 };

function setup(options: { sample?: boolean; nameSetting?: boolean } = {}) {
  const repo = new InMemoryConnections();
  const history = new InMemoryHistory();
  const pg = new RecordingDriver('postgresql');
  const pgInspector = new RecordingInspector('postgresql');
  const sampleDriver = new RecordingDriver('postgresql');
  const sampleInspector = new RecordingInspector('postgresql');
  const sample: SampleDatabase = { driver: () => sampleDriver, inspector: () => sampleInspector, target: () => SAMPLE_TARGET, prepare: () => undefined };
  const { logger, lines } = capturingLogger();
  const targets = new ConnectionTargets(
    new SavedConnectionTargets(repo, box),
    [pg, new RecordingDriver('mysql')],
    [pgInspector, new RecordingInspector('mysql')],
    { allowPrivateTargets: true, nameSettingInRefusals: options.nameSetting ?? true },
    logger,
    options.sample === false ? undefined : sample,
  );
  const limiter = new MemoryRateLimiter(systemClock);
  return {
    repo,
    history,
    pg,
    pgInspector,
    sampleDriver,
    sampleInspector,
    lines,
    targets,
    create: new CreateConnection(repo, box),
    run: new RunQuery(targets, history, limiter, logger),
    list: new ListQueryHistory(new SavedConnectionTargets(repo, box), history),
    explore: new ExploreConnection(targets, limiter),
    usage: new ConnectionUsage(targets, limiter),
    remove: new DeleteConnection(repo, history),
  };
}

async function failure(work: Promise<unknown>): Promise<DomainError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  if (error instanceof DomainError) return error;
  throw new Error(`expected a DomainError, got ${String(error)}`);
}

describe('RunQuery and the query tool use cases', () => {
  it("runs one statement on the caller's connection with the password opened, and writes the run to its history", async () => {
    const { create, run, pg, history, list } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    const outcome = await run.execute({ ownerId: 'u1', connectionId: saved.id, sql: 'select 1 as n', mode: 'read', dryRun: true });
    expect(outcome).to.deep.equal({ result: RESULT, mode: 'read', engine: 'postgresql', sample: false, statementTimeoutMs: 20_000 });
    // A dry run means something in write mode only: read mode is read-only already.
    expect(pg.calls).to.deep.equal([
      {
        target: { engine: 'postgresql', host: 'db.example.org', port: 5432, database: 'shop', username: 'reader', password: PASSWORD, tls: 'require', statementTimeoutMs: 20_000 },
        request: { sql: 'select 1 as n', mode: 'read', dryRun: false },
        allowPrivateTargets: true,
      },
    ]);
    await run.execute({ ownerId: 'u1', connectionId: saved.id, sql: 'delete from t', mode: 'write', dryRun: true });
    expect(pg.calls[1]?.request).to.deep.equal({ sql: 'delete from t', mode: 'write', dryRun: true });
    expect(history.rows.map((r) => [r.ownerId, r.connectionId, r.sql, r.mode, r.dryRun, r.status, r.rowCount, r.durationMs])).to.deep.equal([
      ['u1', saved.id, 'select 1 as n', 'read', false, 'ok', 1, 2.5],
      ['u1', saved.id, 'delete from t', 'write', true, 'ok', 1, 2.5],
    ]);
    expect((await list.execute({ ownerId: 'u1', connectionId: saved.id })).map((r) => r.sql)).to.deep.equal(['delete from t', 'select 1 as n']);
  });

  it("answers another account's connection and unknown ids as not found, reaching no server and writing no history", async () => {
    const { create, run, pg, history, list, explore, usage } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    for (const connectionId of [saved.id, 'nope', '']) {
      expect((await failure(run.execute({ ownerId: 'u2', connectionId, sql: 'select 1', mode: 'read', dryRun: false }))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
      expect((await failure(list.execute({ ownerId: 'u2', connectionId }))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
      expect((await failure(explore.execute({ ownerId: 'u2', connectionId }))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
      expect((await failure(usage.execute({ ownerId: 'u2', connectionId }))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    }
    expect(pg.calls).to.deep.equal([]);
    expect(history.rows).to.deep.equal([]);
  });

  it('refuses a blank text and one over 100 kB before anything runs; 100 kB exactly runs', async () => {
    const { create, run, pg, history } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    expect((await failure(run.execute({ ownerId: 'u1', connectionId: saved.id, sql: ' \n\t', mode: 'read', dryRun: false }))).code).to.equal('SQL_QUERY_EMPTY');
    // 'é' is two bytes in UTF-8: the limit counts bytes, not characters.
    const tooLong = await failure(run.execute({ ownerId: 'u1', connectionId: saved.id, sql: `select '${'é'.repeat(MAX_QUERY_TEXT_BYTES / 2)}'`, mode: 'read', dryRun: false }));
    expect([tooLong.code, tooLong.kind, tooLong.details?.maxBytes]).to.deep.equal(['SQL_QUERY_TOO_LONG', 'validation', 102_400]);
    expect(pg.calls).to.deep.equal([]);
    expect(history.rows).to.deep.equal([]);
    const exact = `select '${'x'.repeat(MAX_QUERY_TEXT_BYTES - 9)}'`;
    expect(Buffer.byteLength(exact)).to.equal(MAX_QUERY_TEXT_BYTES);
    await run.execute({ ownerId: 'u1', connectionId: saved.id, sql: exact, mode: 'read', dryRun: false });
    expect(pg.calls).to.have.length(1);
  });

  it('runs the sample for everyone through its own driver, read mode only: write mode is refused and written to the history as such', async () => {
    const { run, sampleDriver, pg, history, list } = setup();
    const outcome = await run.execute({ ownerId: 'u1', connectionId: 'sample', sql: 'select 1', mode: 'read', dryRun: false });
    expect([outcome.sample, outcome.engine]).to.deep.equal([true, 'postgresql']);
    expect(sampleDriver.calls.map((c) => [c.target, c.request])).to.deep.equal([[SAMPLE_TARGET, { sql: 'select 1', mode: 'read', dryRun: false }]]);
    const refused = await failure(run.execute({ ownerId: 'u2', connectionId: 'sample', sql: 'delete from orders', mode: 'write', dryRun: true }));
    expect([refused.code, refused.kind]).to.deep.equal(['SQL_SAMPLE_READ_ONLY', 'validation']);
    expect(sampleDriver.calls).to.have.length(1);
    expect(pg.calls).to.deep.equal([]);
    expect(history.rows.map((r) => [r.ownerId, r.connectionId, r.status, r.errorCode])).to.deep.equal([
      ['u1', 'sample', 'ok', null],
      ['u2', 'sample', 'error', 'SQL_SAMPLE_READ_ONLY'],
    ]);
    expect((await list.execute({ ownerId: 'u1', connectionId: 'sample' })).map((r) => r.sql)).to.deep.equal(['select 1']);
  });

  it('lists the sample first as read-only without a password, and answers it as no connection where the process has none', async () => {
    expect(setup().targets.sampleView()).to.deep.include({ id: 'sample', name: 'Sample (shop)', engine: 'postgresql', sample: true, readOnly: true, hasPassword: false });
    const none = setup({ sample: false });
    expect(none.targets.sampleView()).to.equal(null);
    expect((await failure(none.run.execute({ ownerId: 'u1', connectionId: 'sample', sql: 'select 1', mode: 'read', dryRun: false }))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
  });

  it("writes a failed run with its code and answers the driver's error with the password scrubbed", async () => {
    const { create, run, pg, history } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    pg.failure = queryFailed(`relation "${PASSWORD}" does not exist`, { sqlState: '42P01', position: 15 });
    const error = await failure(run.execute({ ownerId: 'u1', connectionId: saved.id, sql: 'select * from nowhere', mode: 'read', dryRun: false }));
    expect([error.code, error.message, error.details]).to.deep.equal(['SQL_QUERY_FAILED', 'relation "***" does not exist', { sqlState: '42P01', position: 15 }]);
    expect(history.rows.map((r) => [r.status, r.errorCode, r.rowCount, r.durationMs])).to.deep.equal([['error', 'SQL_QUERY_FAILED', null, null]]);
  });

  it('tells a refused host by its rule, naming ALLOW_PRIVATE_TARGETS only where the setting lifts it and outside production', async () => {
    const { create, run, pg } = setup({ nameSetting: true });
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    pg.failure = new DatabaseTargetRefusedError('loopback', 'Refused to connect to 127.0.0.1: loopback');
    const loopback = await failure(run.execute({ ownerId: 'u1', connectionId: saved.id, sql: 'select 1', mode: 'read', dryRun: false }));
    expect([loopback.code, loopback.details]).to.deep.equal(['SQL_CONNECTION_TARGET_REFUSED', { reason: 'loopback', setting: 'ALLOW_PRIVATE_TARGETS' }]);
    pg.failure = new DatabaseTargetRefusedError('link-local', 'Refused to connect to 169.254.169.254: link-local');
    const metadata = await failure(run.execute({ ownerId: 'u1', connectionId: saved.id, sql: 'select 1', mode: 'read', dryRun: false }));
    expect(metadata.details).to.deep.equal({ reason: 'link-local' });
    const production = setup({ nameSetting: false });
    const theirs = await production.create.execute({ ownerId: 'u1', hasPremium: false, form });
    production.pgInspector.failure = new DatabaseTargetRefusedError('private-address', 'Refused to connect to 10.0.0.1: private-address');
    const privateNet = await failure(production.explore.execute({ ownerId: 'u1', connectionId: theirs.id }));
    expect([privateNet.code, privateNet.details]).to.deep.equal(['SQL_CONNECTION_TARGET_REFUSED', { reason: 'private-address' }]);
  });

  it('answers an unexpected failure as SQL_TOOL_ERROR and logs it without the password', async () => {
    const { create, run, pg, lines, history, usage, pgInspector } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    pg.failure = new TypeError(`cannot read properties of undefined near ${PASSWORD}`);
    const error = await failure(run.execute({ ownerId: 'u1', connectionId: saved.id, sql: 'select 1', mode: 'read', dryRun: false }));
    expect([error.code, error.kind]).to.deep.equal(['SQL_TOOL_ERROR', 'unavailable']);
    expect(lines.join('\n')).to.contain('cannot read properties').and.not.contain(PASSWORD);
    expect(history.rows.map((r) => r.errorCode)).to.deep.equal(['SQL_TOOL_ERROR']);
    pgInspector.failure = new RangeError(PASSWORD);
    expect((await failure(usage.execute({ ownerId: 'u1', connectionId: saved.id }))).code).to.equal('SQL_TOOL_ERROR');
    expect(lines.join('\n')).not.to.contain(PASSWORD);
  });

  it('answers the run even when its history cannot be written (a write may have committed)', async () => {
    const { create, run, history, lines } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    history.broken = true;
    expect((await run.execute({ ownerId: 'u1', connectionId: saved.id, sql: 'update t set a = 1', mode: 'write', dryRun: false })).result).to.deep.equal(RESULT);
    expect(lines.join('\n')).to.contain('query history');
  });

  it(`limits each user to ${QUERY_RATE.limit} runs a minute; a refused run is neither sent nor written`, async () => {
    const { create, run, pg, history } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    for (let i = 0; i < QUERY_RATE.limit; i++) await run.execute({ ownerId: 'u1', connectionId: i % 2 ? saved.id : 'sample', sql: 'select 1', mode: 'read', dryRun: false });
    const limited = await failure(run.execute({ ownerId: 'u1', connectionId: saved.id, sql: 'select 1', mode: 'read', dryRun: false }));
    expect([limited.code, limited.kind]).to.deep.equal(['RATE_LIMITED', 'rate_limited']);
    expect(history.rows).to.have.length(QUERY_RATE.limit);
    expect(pg.calls).to.have.length(QUERY_RATE.limit / 2);
    await run.execute({ ownerId: 'u2', connectionId: 'sample', sql: 'select 1', mode: 'read', dryRun: false });
  });

  it('keeps the last 100 runs per connection, and a deleted connection takes its history with it', async () => {
    const { create, run, history, list, remove } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    history.rows.push(...Array.from({ length: 100 }, (_, i) => ({ ownerId: 'u1', connectionId: saved.id, sql: `select ${i}`, mode: 'read' as const, dryRun: false, status: 'ok' as const, errorCode: null, rowCount: 1, durationMs: 1, id: `seed-${i}`, createdAt: new Date(0) })));
    await run.execute({ ownerId: 'u1', connectionId: saved.id, sql: 'select newest', mode: 'read', dryRun: false });
    const listed = await list.execute({ ownerId: 'u1', connectionId: saved.id });
    expect(listed).to.have.length(100);
    expect([listed[0]?.sql, listed[99]?.sql]).to.deep.equal(['select newest', 'select 1']);
    await run.execute({ ownerId: 'u1', connectionId: 'sample', sql: 'select 1', mode: 'read', dryRun: false });
    await remove.execute({ ownerId: 'u1', id: saved.id });
    expect(history.rows.map((r) => r.connectionId)).to.deep.equal(['sample']);
  });

  it('answers the explorer and usage figures of the connection through its inspector', async () => {
    const { create, explore, usage, pgInspector, sampleInspector } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    expect(await explore.execute({ ownerId: 'u1', connectionId: saved.id })).to.deep.equal(SNAPSHOT);
    expect(await usage.execute({ ownerId: 'u1', connectionId: saved.id })).to.deep.equal(USAGE);
    expect(pgInspector.targets.map((t) => t.password)).to.deep.equal([PASSWORD, PASSWORD]);
    await explore.execute({ ownerId: 'u1', connectionId: 'sample' });
    expect(sampleInspector.targets).to.deep.equal([SAMPLE_TARGET]);
  });
});

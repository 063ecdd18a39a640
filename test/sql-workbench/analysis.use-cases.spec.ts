import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MemoryRateLimiter } from '../../src/platform/rate-limit/index.js';
import { DomainError, type Clock } from '../../src/shared/index.js';
import { MysqlStatementParser } from '../../src/modules/sql-workbench/adapters/analyzer/mysql.statement-parser.js';
import { PostgresqlStatementParser } from '../../src/modules/sql-workbench/adapters/analyzer/postgresql.statement-parser.js';
import { readOnlyViolation } from '../../src/modules/sql-workbench/domain/database-access.error.js';
import { AdviseIndexes } from '../../src/modules/sql-workbench/application/advise-indexes/advise-indexes.use-case.js';
import { ComparePlans } from '../../src/modules/sql-workbench/application/compare-plans/compare-plans.use-case.js';
import type { ConnectionTarget, DatabaseDriver, DatabaseEngine } from '../../src/modules/sql-workbench/application/ports/database-driver.port.js';
import type { DatabaseInspector, ExplainRequest, ExplorerSnapshot, IndexAdvice, IndexAdviceRequest } from '../../src/modules/sql-workbench/application/ports/database-inspector.port.js';
import { AnalyzeQuery } from '../../src/modules/sql-workbench/application/analyze-query/analyze-query.use-case.js';
import { CATALOGUE_TTL_MS, CatalogueCache } from '../../src/modules/sql-workbench/application/analyze-query/catalogue-cache.js';
import type { OpenedQueryConnection, QueryConnections } from '../../src/modules/sql-workbench/application/analyze-query/query-connections.js';

/**
 * The analysis, advice and comparison use cases with in-memory connections and inspectors, and the real
 * statement parsers (in-process): kept here rather than beside the use cases, which may not import adapters.
 */
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(import.meta.dirname, '../../src/modules/sql-workbench/domain/plan/fixtures', name), 'utf8'));

const SNAPSHOT: ExplorerSnapshot = {
  engine: 'postgresql',
  schemas: ['public'],
  truncated: false,
  tables: [
    {
      schema: 'public',
      name: 'orders',
      kind: 'table',
      partitionOf: null,
      estimatedRows: 200_000,
      columns: [
        { name: 'id', type: 'integer', nullable: false, default: null, autoIncrement: true },
        { name: 'customer_id', type: 'integer', nullable: false, default: null, autoIncrement: false },
        { name: 'status', type: 'text', nullable: false, default: null, autoIncrement: false },
      ],
      indexes: [{ name: 'orders_pkey', columns: ['id'], unique: true, primary: true, method: 'btree', predicate: null }],
      foreignKeys: [],
    },
  ],
};

/** An inspector that answers from fixtures and records what it was asked. */
class FakeInspector implements DatabaseInspector {
  explores = 0;
  explains: ExplainRequest[] = [];
  advised: IndexAdviceRequest[] = [];
  exploreFails = false;
  explainError: unknown = null;
  plan: unknown = fixture('pg-customer-orders-before.estimated.json');
  advice: IndexAdvice | null = null;

  constructor(readonly engine: DatabaseEngine) {}

  async explore(): Promise<ExplorerSnapshot> {
    this.explores++;
    if (this.exploreFails) throw new Error('unreachable');
    return SNAPSHOT;
  }
  async usage(): Promise<never> {
    throw new Error('not used');
  }
  async explain(_target: ConnectionTarget, request: ExplainRequest) {
    this.explains.push(request);
    if (this.explainError) throw this.explainError;
    return {
      engine: this.engine,
      plan: this.plan,
      analyzed: request.analyze,
      provenance: request.analyze ? ('measured' as const) : ('estimated' as const),
      history: { provenance: 'historical' as const, calls: 12, totalTimeMs: 60, meanTimeMs: 5, rows: 24, sharedBlocksHit: 100, sharedBlocksRead: 3 },
    };
  }
  async adviseIndexes(_target: ConnectionTarget, request: IndexAdviceRequest): Promise<IndexAdvice> {
    this.advised.push(request);
    if (this.advice) return this.advice;
    return { verification: 'unverified', reason: 'hypopg-not-installed', howToEnable: 'Install HypoPG', candidates: request.candidates.map((c) => ({ ...c, createStatement: `CREATE INDEX CONCURRENTLY ON ${c.table} (${c.columns.join(', ')});` })) };
  }
}

class FakeConnections implements QueryConnections {
  readonly inspector: FakeInspector;
  database = 'shop';
  constructor(readonly engine: DatabaseEngine = 'postgresql') {
    this.inspector = new FakeInspector(engine);
  }
  async open(ownerId: string, connectionId: string): Promise<OpenedQueryConnection> {
    if (ownerId !== 'owner' || connectionId !== 'c1') throw new DomainError('not_found', 'SQL_CONNECTION_NOT_FOUND', 'No such connection');
    const target: ConnectionTarget = { engine: this.engine, host: 'db.example.org', port: 5432, database: this.database, username: 'u', password: 'secret-pw', tls: 'require', statementTimeoutMs: 10_000 };
    return { connectionId, sample: false, target, driver: {} as DatabaseDriver, inspector: this.inspector, allowPrivateTargets: false };
  }
  explain(error: unknown): DomainError {
    return error instanceof DomainError ? error : new DomainError('unavailable', 'SQL_TOOL_ERROR', 'The query tool failed on our side');
  }
}

class StepClock implements Clock {
  at = Date.UTC(2026, 11, 8, 12, 0, 0);
  now() {
    return new Date(this.at);
  }
}

function setup(engine: DatabaseEngine = 'postgresql') {
  const clock = new StepClock();
  const connections = new FakeConnections(engine);
  const cache = new CatalogueCache(clock);
  const analyze = new AnalyzeQuery(connections, [new PostgresqlStatementParser(), new MysqlStatementParser()], cache, new MemoryRateLimiter(clock));
  const advise = new AdviseIndexes(connections, analyze, new MemoryRateLimiter(clock));
  return { clock, connections, inspector: connections.inspector, analyze, advise };
}

const SQL = "SELECT * FROM orders WHERE customer_id = 42 AND status = 'paid'";
const command = (extra: Partial<{ sql: string; analyze: boolean; connectionId: string; ownerId: string }> = {}) => ({ ownerId: 'owner', connectionId: 'c1', sql: SQL, analyze: false, ...extra });

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('AnalyzeQuery', () => {
  it('analyses against the cached catalogue, then plans with every figure labelled and the history beside it', async () => {
    const { analyze, inspector } = setup();
    const answer = await analyze.execute(command());
    expect(answer.analysis.queryType).to.equal('select');
    expect(answer.analysis.tables).to.deep.equal([{ schema: null, name: 'orders', access: 'read' }]);
    expect(answer.analysis.findings.map((f) => f.ruleId)).to.include('select-star');
    // The catalogue was read: no ANALYZER_SCHEMA_MISSING, and the candidates leave out the indexed id.
    expect(answer.analysis.warnings.map((w) => w.code)).not.to.include('ANALYZER_SCHEMA_MISSING');
    expect(answer.analysis.indexCandidates.map((c) => c.columns.join(','))).to.include('customer_id,status');
    expect(inspector.explains).to.deep.equal([{ sql: SQL, analyze: false }]);
    expect(answer.plan?.engine).to.equal('postgresql');
    expect(answer.plan?.root.estimated.rows.provenance).to.equal('estimated');
    expect(answer.plan?.totalCost?.provenance).to.equal('estimated');
    expect(answer.history).to.deep.include({ calls: { kind: 'count', value: 12, provenance: 'historical' } });
    expect(answer.history?.meanTime).to.deep.equal({ kind: 'time', ms: 5, provenance: 'historical' });
    expect(answer.rawPlan).to.equal(inspector.plan);
    expect(answer.planError).to.equal(null);
  });

  it('reads the catalogue once a minute per connection, again when the connection moved, and goes on without one when the explorer fails', async () => {
    const { analyze, inspector, clock, connections } = setup();
    await analyze.execute(command());
    await analyze.execute(command());
    expect(inspector.explores).to.equal(1);
    connections.database = 'reports';
    await analyze.execute(command());
    expect(inspector.explores).to.equal(2);
    clock.at += CATALOGUE_TTL_MS + 1;
    inspector.exploreFails = true;
    const answer = await analyze.execute(command());
    expect(inspector.explores).to.equal(3);
    expect(answer.analysis.warnings.map((w) => w.code)).to.include('ANALYZER_SCHEMA_MISSING');
  });

  it('answers the analysis with planError when the server cannot plan, and refuses ANALYZE of anything but a read', async () => {
    const { analyze, inspector } = setup();
    inspector.explainError = new DomainError('validation', 'SQL_QUERY_FAILED', 'relation "nope" does not exist');
    const failed = await analyze.execute(command({ sql: 'SELECT id FROM nope' }));
    expect(failed.plan).to.equal(null);
    expect(failed.planError).to.deep.equal({ code: 'SQL_QUERY_FAILED', message: 'relation "nope" does not exist' });
    expect(failed.analysis.warnings.map((w) => w.code)).to.include('ANALYZER_TABLE_UNKNOWN');

    inspector.explainError = null;
    const before = inspector.explains.length;
    expect((await refusal(analyze.execute(command({ sql: 'DELETE FROM orders WHERE id = 1', analyze: true })))).code).to.equal('SQL_READ_ONLY_VIOLATION');
    expect(inspector.explains.length, 'nothing reached the server').to.equal(before);

    inspector.explainError = readOnlyViolation('EXPLAIN ANALYZE runs the statement');
    expect((await refusal(analyze.execute(command({ sql: 'SELECT id FROM orders FOR UPDATE', analyze: true })))).code).to.equal('SQL_READ_ONLY_VIOLATION');

    const ddl = await analyze.execute(command({ sql: 'DROP TABLE orders' }));
    expect(ddl.plan).to.equal(null);
    expect(ddl.planError?.code).to.equal('SQL_PLAN_NOT_AVAILABLE');
    expect(ddl.analysis.warnings.map((w) => w.code)).to.include('ANALYZER_CHANGES_SCHEMA');
  });

  it('answers parse errors with line and column, several statements and blank texts with their codes', async () => {
    const { analyze, inspector } = setup();
    const error = await refusal(analyze.execute(command({ sql: 'SELECT id\nFROM orders WHERE' })));
    expect(error.code).to.equal('SQL_ANALYZE_PARSE_ERROR');
    expect(error.details).to.include({ line: 2 });
    expect((await refusal(analyze.execute(command({ sql: 'SELECT 1; SELECT 2' })))).code).to.equal('SQL_ANALYZE_SEVERAL_STATEMENTS');
    expect((await refusal(analyze.execute(command({ sql: '-- only a comment' })))).code).to.equal('SQL_ANALYZE_EMPTY');
    expect((await refusal(analyze.execute(command({ sql: '   ' })))).code).to.equal('SQL_QUERY_EMPTY');
    expect(inspector.explains).to.have.length(0);
  });

  it("answers another owner's connection as none, before anything is parsed or reached", async () => {
    const { analyze, inspector } = setup();
    expect((await refusal(analyze.execute(command({ ownerId: 'intruder' })))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    expect(inspector.explores + inspector.explains.length).to.equal(0);
  });

  it('reads MySQL statements with the MySQL grammar and their plans with the MySQL reader', async () => {
    const { analyze, inspector } = setup('mysql');
    inspector.plan = fixture('mariadb-customer-orders-before.json');
    const answer = await analyze.execute(command({ sql: 'SELECT id FROM orders ORDER BY RAND() LIMIT 3' }));
    expect(answer.analysis.findings.map((f) => f.ruleId)).to.include('order-by-random');
    expect(answer.plan?.engine).to.equal('mariadb');
  });
});

describe('AdviseIndexes', () => {
  it('hands the analysis candidates to the inspector and answers them unverified with how to enable HypoPG', async () => {
    const { advise, inspector } = setup();
    const answer = await advise.execute({ ownerId: 'owner', connectionId: 'c1', sql: SQL });
    expect(inspector.advised).to.have.length(1);
    expect(inspector.advised[0]!.candidates.length).to.be.within(1, 8);
    expect(inspector.advised[0]!.candidates[0]).to.have.keys('schema', 'table', 'columns');
    expect(answer).to.deep.include({ verified: false, unavailableReason: 'hypopg-not-installed', howToEnable: 'Install HypoPG', costBefore: null, rejected: [] });
    expect(answer.suggestions[0]).to.deep.include({ table: 'orders', costBefore: null, costAfter: null, sizeBytes: null, planAfter: null });
  });

  it('refuses advice for a statement without a plan (DDL) before reaching the server', async () => {
    const { advise, inspector } = setup();
    expect((await refusal(advise.execute({ ownerId: 'owner', connectionId: 'c1', sql: 'DROP TABLE orders' }))).code).to.equal('SQL_PLAN_NOT_AVAILABLE');
    expect(inspector.advised).to.have.length(0);
  });

  it('splits verified advice into suggestions (both plans read) and rejected candidates with their reason', async () => {
    const { advise, inspector } = setup();
    const before = fixture('pg-customer-orders-before.estimated.json');
    const after = fixture('pg-customer-orders-after.estimated.json');
    const base = { schema: null, table: 'orders', planAfter: after, error: null };
    const suggested = { ...base, columns: ['customer_id', 'status'], verdict: 'suggested' as const, createStatement: 'CREATE INDEX CONCURRENTLY ON "orders" ("customer_id", "status");', costAfter: 10, costReductionPercent: 99, estimatedSizeBytes: 8192 };
    const unused = { ...base, columns: ['status'], verdict: 'not-used' as const, createStatement: 'CREATE INDEX CONCURRENTLY ON "orders" ("status");', costAfter: 1000, costReductionPercent: 0, estimatedSizeBytes: 4096 };
    inspector.advice = { verification: 'verified', hypopgVersion: '1.4.0', costBefore: 1000, planBefore: before, candidates: [suggested, unused], suggestions: [suggested] };
    const answer = await advise.execute({ ownerId: 'owner', connectionId: 'c1', sql: SQL });
    expect(answer.verified).to.equal(true);
    expect(answer.costBefore).to.equal(1000);
    expect(answer.suggestions).to.have.length(1);
    expect(answer.suggestions[0]).to.deep.include({ columns: ['customer_id', 'status'], costBefore: 1000, costAfter: 10, reductionPercent: 99, sizeBytes: 8192 });
    expect(answer.suggestions[0]!.planBefore?.root.nodeType).to.be.a('string');
    expect(answer.suggestions[0]!.planAfter?.totalCost?.provenance).to.equal('estimated');
    expect(answer.rejected).to.deep.equal([{ schema: null, table: 'orders', columns: ['status'], reason: 'not-used', costAfter: 1000, reductionPercent: 0, error: null }]);
  });
});

describe('ComparePlans', () => {
  it('pairs the nodes of two plans of one engine with their deltas', () => {
    const answer = new ComparePlans().execute({
      engine: 'postgresql',
      before: fixture('pg-customer-orders-before.analyze.json'),
      after: fixture('pg-customer-orders-after.analyze.json'),
    });
    expect(answer.before.analyzed).to.equal(true);
    expect(answer.comparison.totalCost?.unit).to.equal('cost');
    expect(answer.comparison.totalCost!.after).to.be.below(answer.comparison.totalCost!.before);
    expect(answer.comparison.executionTime?.provenance).to.equal('measured');
    expect(answer.comparison.counts.matched).to.be.greaterThan(0);
  });

  it('refuses a text that is not a plan of the engine named (SQL_PLAN_UNREADABLE)', () => {
    const compare = new ComparePlans();
    expect(() => compare.execute({ engine: 'postgresql', before: { query_block: {} }, after: fixture('pg-customer-orders-after.analyze.json') }))
      .to.throw(DomainError)
      .with.property('code', 'SQL_PLAN_UNREADABLE');
    expect(() => compare.execute({ engine: 'mariadb', before: 'not json', after: 'not json' })).to.throw(DomainError).with.property('code', 'SQL_PLAN_UNREADABLE');
  });
});

import { expect } from 'chai';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import { DomainError, systemClock } from '../../../../shared/index.js';
import { MAX_WIDGETS, type SqlWidgetRecord, type WidgetSettings } from '../../domain/widget/widget.js';
import type { OpenedQueryConnection, QueryConnections } from '../analyze-query/query-connections.js';
import type { ConnectionTarget, DatabaseDriver, QueryRequest, QueryResult } from '../ports/database-driver.port.js';
import type { DatabaseInspector } from '../ports/database-inspector.port.js';
import type { WidgetRepository } from '../ports/widget.repository.port.js';
import { DeleteWidget } from './delete-widget.use-case.js';
import { ListWidgets } from './list-widgets.use-case.js';
import { RunWidget } from './run-widget.use-case.js';
import { SaveWidget } from './save-widget.use-case.js';

class InMemoryWidgets implements WidgetRepository {
  readonly rows: SqlWidgetRecord[] = [];
  private tick = 0;
  private now() {
    return new Date(Date.UTC(2026, 11, 8, 12, 0, this.tick++));
  }
  async listForOwner(ownerId: string) {
    return this.rows.filter((r) => r.ownerId === ownerId);
  }
  async find(id: string, ownerId: string) {
    return this.rows.find((r) => r.id === id && r.ownerId === ownerId) ?? null;
  }
  async create(id: string, ownerId: string, settings: WidgetSettings, max: number) {
    if ((await this.listForOwner(ownerId)).length >= max) return null;
    const at = this.now();
    const row = { id, ownerId, ...settings, createdAt: at, updatedAt: at };
    this.rows.push(row);
    return { ...row };
  }
  async update(id: string, ownerId: string, settings: WidgetSettings) {
    const row = this.rows.find((r) => r.id === id && r.ownerId === ownerId);
    if (!row) return null;
    Object.assign(row, settings, { updatedAt: this.now() });
    return { ...row };
  }
  async delete(id: string, ownerId: string) {
    const at = this.rows.findIndex((r) => r.id === id && r.ownerId === ownerId);
    if (at < 0) return false;
    this.rows.splice(at, 1);
    return true;
  }
  async deleteForOwner(ownerId: string) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => r.ownerId !== ownerId));
    return before - this.rows.length;
  }
}

class RecordingDriver implements DatabaseDriver {
  readonly engine = 'postgresql' as const;
  readonly runs: QueryRequest[] = [];
  async testConnection() {
    return { version: 'PostgreSQL 15' };
  }
  async runQuery(_target: ConnectionTarget, request: QueryRequest): Promise<QueryResult> {
    this.runs.push(request);
    return { columns: [{ name: 'day', type: 'date' }, { name: 'n', type: 'int8' }], rows: [['2026-12-01', '3']], rowCount: 1, truncated: false, durationMs: 2, rolledBack: false };
  }
}

class Connections implements QueryConnections {
  readonly driver = new RecordingDriver();
  async open(ownerId: string, connectionId: string): Promise<OpenedQueryConnection> {
    const mine = (ownerId === 'owner' && connectionId === 'c1') || connectionId === 'sample';
    if (!mine) throw new DomainError('not_found', 'SQL_CONNECTION_NOT_FOUND', 'No such connection');
    const target: ConnectionTarget = { engine: 'postgresql', host: 'h', port: 5432, database: 'd', username: 'u', password: 'p', tls: 'require', statementTimeoutMs: 7_000 };
    return { connectionId, sample: connectionId === 'sample', target, driver: this.driver, inspector: {} as DatabaseInspector, allowPrivateTargets: false };
  }
  explain(error: unknown): DomainError {
    return error as DomainError;
  }
}

const settings = (extra: Partial<WidgetSettings> = {}): WidgetSettings => ({
  name: 'Orders a day',
  connectionId: 'c1',
  sql: 'SELECT created_at::date AS day, count(*) AS n FROM orders GROUP BY 1',
  chart: { type: 'line', x: 'day', y: 'n', groupBy: null, limit: 100, size: 'medium', legend: true },
  ...extra,
});

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('dashboard widgets', () => {
  const setup = () => {
    const widgets = new InMemoryWidgets();
    const connections = new Connections();
    return {
      widgets,
      connections,
      save: new SaveWidget(widgets, connections),
      list: new ListWidgets(widgets),
      remove: new DeleteWidget(widgets),
      run: new RunWidget(widgets, connections, new MemoryRateLimiter(systemClock)),
    };
  };

  it('creates, lists, replaces and deletes the owner’s widgets; other owners see none of them', async () => {
    const { save, list, remove } = setup();
    const created = await save.execute({ ownerId: 'owner', settings: settings() });
    expect(created).to.deep.include({ ownerId: 'owner', name: 'Orders a day', connectionId: 'c1' });
    const sample = await save.execute({ ownerId: 'owner', settings: settings({ name: 'Sample', connectionId: 'sample' }) });
    expect((await list.execute({ ownerId: 'owner' })).map((w) => w.name)).to.deep.equal(['Orders a day', 'Sample']);

    const replaced = await save.execute({ ownerId: 'owner', id: created.id, settings: settings({ name: 'Renamed', chart: { ...settings().chart, type: 'bar' } }) });
    expect(replaced).to.deep.include({ id: created.id, name: 'Renamed' });
    expect(replaced.chart.type).to.equal('bar');

    expect(await list.execute({ ownerId: 'intruder' })).to.deep.equal([]);
    expect((await refusal(save.execute({ ownerId: 'intruder', id: created.id, settings: settings({ connectionId: 'sample' }) }))).code).to.equal('SQL_WIDGET_NOT_FOUND');
    expect((await refusal(remove.execute({ ownerId: 'intruder', id: created.id }))).code).to.equal('SQL_WIDGET_NOT_FOUND');
    expect((await refusal(remove.execute({ ownerId: 'owner', id: 'not-a-uuid' }))).code).to.equal('SQL_WIDGET_NOT_FOUND');

    await remove.execute({ ownerId: 'owner', id: sample.id });
    expect((await list.execute({ ownerId: 'owner' })).map((w) => w.id)).to.deep.equal([created.id]);
  });

  it("refuses a connection the owner may not open, a blank text, and a widget past the account's 50", async () => {
    const { save, widgets } = setup();
    expect((await refusal(save.execute({ ownerId: 'owner', settings: settings({ connectionId: 'someone-elses' }) }))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    expect((await refusal(save.execute({ ownerId: 'owner', settings: settings({ sql: '  ' }) }))).code).to.equal('SQL_QUERY_EMPTY');
    for (let i = 0; i < MAX_WIDGETS; i++) await save.execute({ ownerId: 'owner', settings: settings({ name: `w${i}` }) });
    expect((await refusal(save.execute({ ownerId: 'owner', settings: settings() }))).code).to.equal('SQL_WIDGET_LIMIT_REACHED');
    expect(widgets.rows).to.have.length(MAX_WIDGETS);
  });

  it('runs the saved query in read mode only, with the connection’s limit', async () => {
    const { save, run, connections } = setup();
    const widget = await save.execute({ ownerId: 'owner', settings: settings({ sql: 'DELETE FROM orders' }) });
    const answer = await run.execute({ ownerId: 'owner', id: widget.id });
    expect(connections.driver.runs).to.deep.equal([{ sql: 'DELETE FROM orders', mode: 'read', dryRun: false }]);
    expect(answer).to.deep.include({ mode: 'read', engine: 'postgresql', sample: false, statementTimeoutMs: 7_000 });
    expect(answer.result.rows).to.deep.equal([['2026-12-01', '3']]);
    expect((await refusal(run.execute({ ownerId: 'intruder', id: widget.id }))).code).to.equal('SQL_WIDGET_NOT_FOUND');
  });
});

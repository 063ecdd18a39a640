import { expect } from 'chai';
import { createClickHouseTestDatabase, type ClickHouseTestDatabase } from '../../../../../test/support/clickhouse-test-database.js';
import { migrateClickHouse, statementsOf } from './clickhouse-migrator.js';

describe('ClickHouse migrations (migrations/clickhouse)', () => {
  let db: ClickHouseTestDatabase;
  before(async () => (db = await createClickHouseTestDatabase()));
  after(() => db.drop());

  it('creates every table of the event store, partitioned by day and ordered by site first', async () => {
    const tables = await (
      await db.client.query({ query: 'SELECT name, engine, partition_key, sorting_key FROM system.tables WHERE database = currentDatabase() ORDER BY name', format: 'JSONEachRow' })
    ).json<{ name: string; engine: string; partition_key: string; sorting_key: string }>();
    const store = tables.filter((t) => t.name !== 'analytics_schema_migrations');
    expect(store.map((t) => t.name)).to.deep.equal([
      'analytics_daily_clicks',
      'analytics_daily_dims',
      'analytics_daily_elements',
      'analytics_daily_errors',
      'analytics_daily_flows',
      'analytics_daily_pages',
      'analytics_daily_visitors',
      'analytics_events',
      'analytics_hourly',
      'analytics_hourly_visitors',
      'analytics_sessions',
      'analytics_write_intents',
    ]);
    for (const t of store) {
      expect(t.sorting_key, t.name).to.match(/^site_id, /);
      expect(t.partition_key, t.name).to.match(/^(toDate\(\w+\)|day)$/);
    }
  });

  it('applies each file once: a second run finds nothing to do', async () => {
    expect((await migrateClickHouse(db.client)).applied).to.deep.equal([]);
  });

  it('splits a file at the semicolons that end a line, comments dropped', () => {
    expect(statementsOf('-- a; comment\nCREATE TABLE a (x String DEFAULT \';\');\n\nCREATE TABLE b (y UInt8);\n')).to.deep.equal([
      "CREATE TABLE a (x String DEFAULT ';')",
      'CREATE TABLE b (y UInt8)',
    ]);
  });
});

import { randomBytes } from 'node:crypto';
import { expect } from 'chai';
import pg from 'pg';
import { testServices } from '../../../../../../test/support/services.js';
import type { ConnectionTarget } from '../../../application/ports/database-driver.port.js';
import type { IndexAdvice, UnverifiedIndexAdvice, VerifiedIndexAdvice } from '../../../application/ports/database-inspector.port.js';
import { PostgresqlDatabaseInspector } from './postgresql.inspector.js';

const ADMIN_URL = testServices.databaseUrl ?? 'postgres://postgres@127.0.0.1:5432/test';

function verified(advice: IndexAdvice): VerifiedIndexAdvice {
  if (advice.verification !== 'verified') throw new Error(`advice unverified: ${advice.reason}`);
  return advice;
}

/**
 * Verified index advice with HypoPG on the real PostgreSQL service (`.ci/run` installs Debian's package),
 * in a database made for this run: 50,000 orders whose customer_id has no index on purpose.
 */
describe('PostgreSQL index advice with HypoPG (PostgreSQL service)', function () {
  this.timeout(120_000);
  const suffix = randomBytes(4).toString('hex');
  const database = `hadvice_${suffix}`;
  const plainRole = `hadvice_user_${suffix}`;
  const url = new URL(ADMIN_URL);
  const inspector = new PostgresqlDatabaseInspector();
  let admin: pg.Client;
  let seeded: pg.Client;
  const target = (username = decodeURIComponent(url.username || 'postgres')): ConnectionTarget => ({
    engine: 'postgresql',
    host: url.hostname,
    port: Number(url.port || 5432),
    database,
    username,
    password: username === plainRole ? '' : decodeURIComponent(url.password),
    tls: 'disable',
    statementTimeoutMs: 10_000,
  });
  const ordersQuery = 'SELECT id, total FROM shop.orders WHERE customer_id = 42';
  const candidates = [
    { schema: 'shop', table: 'orders', columns: ['customer_id'] },
    { schema: 'shop', table: 'orders', columns: ['status'] },
  ];
  const state = async (): Promise<{ extensions: string[]; indexes: string[] }> => ({
    extensions: (await seeded.query<{ extname: string }>('SELECT extname FROM pg_extension ORDER BY 1')).rows.map((row) => row.extname),
    indexes: (await seeded.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = 'shop' ORDER BY 1`)).rows.map((row) => row.indexname),
  });

  before(async () => {
    admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const available = await admin.query(`SELECT 1 FROM pg_available_extensions WHERE name = 'hypopg'`);
    if (available.rowCount !== 1) throw new Error('HypoPG is not installed on this PostgreSQL server (.ci/run installs postgresql-<major>-hypopg)');
    await admin.query(`CREATE DATABASE "${database}"`);
    await admin.query(`CREATE ROLE "${plainRole}" LOGIN`);
    const seedUrl = new URL(ADMIN_URL);
    seedUrl.pathname = `/${database}`;
    seeded = new pg.Client({ connectionString: seedUrl.toString() });
    await seeded.connect();
    await seeded.query(`
      CREATE SCHEMA shop;
      CREATE TABLE shop.orders (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, customer_id integer NOT NULL, status text NOT NULL, total numeric(10,2));
      INSERT INTO shop.orders (customer_id, status, total)
        SELECT g % 5000 + 1, (ARRAY['new', 'paid', 'shipped', 'void'])[g % 4 + 1], g % 1000 FROM generate_series(1, 50000) g;
      ANALYZE shop.orders;
      GRANT USAGE ON SCHEMA shop TO "${plainRole}";
      GRANT SELECT ON shop.orders TO "${plainRole}";
    `);
  });

  after(async () => {
    await seeded?.end();
    await admin?.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
    await admin?.query(`DROP ROLE IF EXISTS "${plainRole}"`);
    await admin?.end();
  });

  it('verifies the missing index: the planner uses it and the cost falls by at least half', async () => {
    const advice = verified(await inspector.adviseIndexes(target(), { sql: ordersQuery, candidates }, true));
    const [suggestion] = advice.suggestions;

    expect(advice.suggestions).to.have.length(1);
    expect(suggestion).to.include({ schema: 'shop', table: 'orders', verdict: 'suggested', error: null });
    expect(suggestion?.columns).to.deep.equal(['customer_id']);
    expect(suggestion?.createStatement).to.equal('CREATE INDEX CONCURRENTLY ON "shop"."orders" ("customer_id");');
    expect(suggestion?.costAfter).to.be.at.most(advice.costBefore * 0.5);
    expect(suggestion?.costReductionPercent).to.equal(Math.round(((advice.costBefore - (suggestion?.costAfter ?? 0)) / advice.costBefore) * 10000) / 100);
    expect(suggestion?.estimatedSizeBytes).to.be.greaterThan(0);
    expect(JSON.stringify(suggestion?.planAfter)).to.match(/"Index Name":"<\d+>btree_shop_orders_customer_id"/);
    expect(JSON.stringify(advice.planBefore)).to.include('"Node Type":"Seq Scan"');
    expect(advice.candidates.map((candidate) => candidate.verdict)).to.deep.equal(['suggested', 'not-used']);
  });

  it('leaves the database as it was: HypoPG enabled only for the check, no index built', async () => {
    const before = await state();
    expect(before.extensions).not.to.include('hypopg');
    await inspector.adviseIndexes(target(), { sql: ordersQuery, candidates }, true);
    expect(await state()).to.deep.equal(before);
  });

  it('suggests nothing for a query that reads the whole table', async () => {
    const advice = verified(await inspector.adviseIndexes(target(), { sql: 'SELECT status, sum(total) FROM shop.orders GROUP BY status', candidates }, true));
    expect(advice.suggestions).to.deep.equal([]);
    for (const candidate of advice.candidates) {
      expect(candidate.verdict).to.be.oneOf(['not-used', 'too-small-gain']);
      expect(candidate.costAfter).to.be.greaterThan(advice.costBefore * 0.5);
    }
  });

  it('marks a candidate naming a column the table lacks as invalid and still checks the others', async () => {
    const advice = verified(
      await inspector.adviseIndexes(target(), { sql: ordersQuery, candidates: [{ schema: 'shop', table: 'orders', columns: ['nope'] }, ...candidates] }, true),
    );
    expect(advice.candidates[0]).to.include({ verdict: 'invalid', costAfter: null });
    expect(advice.candidates[0]?.error).to.match(/nope/);
    expect(advice.suggestions.map((suggestion) => suggestion.columns)).to.deep.equal([['customer_id']]);
  });

  it('checks each candidate alone: a two-column candidate is weighed without the one before it', async () => {
    const advice = verified(
      await inspector.adviseIndexes(
        target(),
        {
          sql: `SELECT id FROM shop.orders WHERE status = 'paid' AND customer_id = 42`,
          candidates: [
            { schema: 'shop', table: 'orders', columns: ['customer_id'] },
            { schema: null, table: 'orders', columns: ['total'] },
            { schema: 'shop', table: 'orders', columns: ['customer_id', 'status'] },
          ],
        },
        true,
      ),
    );
    const [single, unrelated, pair] = advice.candidates;
    expect(single?.verdict).to.equal('suggested');
    // No schema: resolved on the search path, where shop is not.
    expect(unrelated?.verdict).to.equal('invalid');
    expect(pair?.verdict).to.equal('suggested');
    expect(JSON.stringify(pair?.planAfter)).not.to.match(/btree_shop_orders_customer_id"/);
    expect(JSON.stringify(pair?.planAfter)).to.match(/btree_shop_orders_customer_id_status/);
    expect(advice.suggestions[0]?.costAfter).to.be.at.most(advice.suggestions[1]?.costAfter ?? 0);
  });

  it('uses HypoPG already installed and leaves it installed', async () => {
    await seeded.query('CREATE EXTENSION hypopg');
    try {
      const advice = verified(await inspector.adviseIndexes(target(), { sql: ordersQuery, candidates }, true));
      expect(advice.hypopgVersion).to.match(/^\d+\.\d+/);
      expect(advice.suggestions).to.have.length(1);
      expect((await state()).extensions).to.include('hypopg');
    } finally {
      await seeded.query('DROP EXTENSION hypopg');
    }
  });

  it('returns the candidates unverified, with how to enable HypoPG, to a user who may not create it', async () => {
    const advice = (await inspector.adviseIndexes(target(plainRole), { sql: ordersQuery, candidates }, true)) as UnverifiedIndexAdvice;
    expect(advice.verification).to.equal('unverified');
    expect(advice.reason).to.equal('hypopg-not-permitted');
    expect(advice.howToEnable).to.include('CREATE EXTENSION hypopg');
    expect(advice.candidates).to.deep.equal(
      candidates.map((candidate) => ({ ...candidate, createStatement: `CREATE INDEX CONCURRENTLY ON "shop"."orders" ("${candidate.columns[0]}");` })),
    );
    expect((await state()).extensions).not.to.include('hypopg');
  });

  it('refuses a text with two statements before planning any of it', async () => {
    const error = await inspector.adviseIndexes(target(), { sql: `${ordersQuery}; DROP TABLE shop.orders`, candidates }, true).then(
      () => null,
      (failure: unknown) => failure as { code?: string },
    );
    expect(error?.code).to.equal('SQL_MULTIPLE_STATEMENTS');
    expect((await seeded.query('SELECT count(*)::int AS n FROM shop.orders')).rows[0]).to.deep.equal({ n: 50_000 });
  });
});

import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { testServices } from '../../../test/support/services.js';
import { withSearchPath } from '../../../test/support/test-database.js';
import { createKnex } from './knex.factory.js';
import { Database } from './database.js';

/** A bare table in a schema of its own (no migrations needed): what the per-owner limits run on. */
async function ownedTable(): Promise<{ database: Database; knex: Knex; drop: () => Promise<void> }> {
  if (!testServices.databaseUrl) {
    const knex = createKnex({ kind: 'pglite-memory' });
    await knex.schema.createTable('things', (t) => {
      t.increments('id');
      t.text('owner_id').notNullable();
    });
    return { database: new Database(knex), knex, drop: () => knex.destroy() };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: testServices.databaseUrl, pool: { min: 0, max: 1 } });
  await admin.raw('create schema ??', [schema]);
  await admin.destroy();
  const knex = createKnex({ kind: 'postgres', url: withSearchPath(testServices.databaseUrl, schema), poolMax: 6 });
  await knex.schema.createTable('things', (t) => {
    t.increments('id');
    t.text('owner_id').notNullable();
  });
  return {
    database: new Database(knex),
    knex,
    drop: async () => {
      await knex.raw('drop schema ?? cascade', [schema]);
      await knex.destroy();
    },
  };
}

describe('platform/db Database: per-owner limits', function () {
  this.timeout(30_000);
  let db: Awaited<ReturnType<typeof ownedTable>>;
  before(async () => {
    db = await ownedTable();
  });
  after(() => db.drop());

  const insert = (ownerId: string) =>
    db.database.insertBelowOwnerLimit('things', ownerId, 3, async () => {
      const [row] = (await db.database.executor()('things').insert({ owner_id: ownerId }).returning('id')) as { id: number }[];
      // Another insert's count runs while this transaction is still open, unless the lock holds it back.
      await db.database.executor().raw('select pg_sleep(0.02)');
      return row!.id;
    });

  it('lets ten inserts at once add exactly up to the limit, and refuses the rest with null', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => insert('ada')));
    expect(results.filter((r) => r !== null)).to.have.length(3);
    const [counted] = (await db.knex('things').where({ owner_id: 'ada' }).count('* as n')) as { n: string | number }[];
    expect(Number(counted!.n)).to.equal(3);
  });

  it('counts each owner on their own', async () => {
    expect(await insert('bob')).to.be.a('number');
    expect(await insert('ada')).to.equal(null);
  });

  it('rolls the work back with the lock when it throws', async () => {
    const failing = db.database.ownerSerialized('things', 'cy', async () => {
      await db.database.executor()('things').insert({ owner_id: 'cy' });
      throw new Error('after the insert');
    });
    await failing.then(
      () => expect.fail('should have thrown'),
      (error: Error) => expect(error.message).to.equal('after the insert'),
    );
    expect(await db.knex('things').where({ owner_id: 'cy' })).to.deep.equal([]);
    expect(await insert('cy')).to.be.a('number');
  });
});

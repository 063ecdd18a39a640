import type { Knex } from 'knex';
import { AccessLogObjectionRepository } from '../../src/modules/identity/adapters/persistence/access-log.objection-repository.js';
import { Database } from '../../src/platform/db/index.js';

export interface DatabaseFigures {
  engine: string;
  rawInsertPerSec: number;
  repositoryInsertPerSec: number;
  insertRatio: number;
  batchInsertRowsPerSec: number;
  rawReadPerSec: number;
  repositoryListPerSec: number;
  readRatio: number;
}

const row = (i: number) => ({ path: `/en/bench/${i}`, type: 'unauthorized_access', user_id: null, ip_hash: 'h'.repeat(32), occurred_at: new Date() });

async function rate(count: number, work: (i: number) => Promise<unknown>): Promise<number> {
  const started = performance.now();
  for (let i = 0; i < count; i++) await work(i);
  return count / ((performance.now() - started) / 1000);
}

/**
 * Inserts and reads through our repository (objection models, Database executor) against the same
 * statements as plain knex.raw on the same connection: the ratio is the ORM layer's cost. Batch
 * insert shows what bulk paths (analytics events) can expect from the engine.
 */
export async function benchDatabase(engine: string, knex: Knex, count = 2000): Promise<DatabaseFigures> {
  const repository = new AccessLogObjectionRepository(new Database(knex));
  await knex('identity_access_log').delete();
  await rate(200, (i) => knex.raw('insert into identity_access_log (path, type, ip_hash, occurred_at) values (?, ?, ?, ?)', [`/warm/${i}`, 't', 'h', new Date()]));

  const rawInsertPerSec = await rate(count, (i) =>
    knex.raw('insert into identity_access_log (path, type, user_id, ip_hash, occurred_at) values (?, ?, ?, ?, ?) returning *', [`/raw/${i}`, 'unauthorized_access', null, 'h', new Date()]),
  );
  const repositoryInsertPerSec = await rate(count, (i) =>
    repository.add({ path: `/repo/${i}`, type: 'unauthorized_access', userId: null, ipHash: 'h', occurredAt: new Date() }),
  );
  const batchStarted = performance.now();
  await knex.batchInsert('identity_access_log', Array.from({ length: count * 5 }, (_, i) => row(i)), 1000);
  const batchInsertRowsPerSec = (count * 5) / ((performance.now() - batchStarted) / 1000);

  // The same two statements the repository issues for a page: the rows and the total.
  const rawReadPerSec = await rate(count, (i) =>
    Promise.all([
      knex.raw('select * from identity_access_log order by received_at desc, id desc limit 20 offset ?', [i % 50]),
      knex.raw('select count(*) from identity_access_log'),
    ]),
  );
  const repositoryListPerSec = await rate(count, (i) => repository.list({ limit: 20, offset: i % 50 }));
  return {
    engine,
    rawInsertPerSec,
    repositoryInsertPerSec,
    insertRatio: repositoryInsertPerSec / rawInsertPerSec,
    batchInsertRowsPerSec,
    rawReadPerSec,
    repositoryListPerSec,
    readRatio: repositoryListPerSec / rawReadPerSec,
  };
}

import 'reflect-metadata';
import { createKnex, migrateToLatest } from '../../src/platform/db/index.js';
import { createTestDatabase } from '../support/test-database.js';
import { benchDatabase, type DatabaseFigures } from './database.bench.js';
import { benchHttp } from './http.bench.js';

/**
 * `make bench`: every figure is printed next to the baseline measured in this same run, because an
 * absolute number on a shared 2-core machine says little. docs/benchmarks.md records the latest run.
 */
const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ratio = (n: number) => n.toFixed(2);

async function main(): Promise<void> {
  console.log('StackLens benchmarks', new Date().toISOString(), `node ${process.version}`);

  console.log('\n## HTTP: GET /healthz, 32 connections, 3 alternating rounds of 5 s (median)');
  const http = await benchHttp();
  console.log(`bare Koa           ${fmt(http.bareKoaRps)} req/s  p99 ${http.bareKoaP99Ms} ms`);
  console.log(`StackLens api      ${fmt(http.stacklensRps)} req/s  p99 ${http.stacklensP99Ms} ms`);
  console.log(`ratio api/bare     ${ratio(http.ratio)}`);

  const figures: DatabaseFigures[] = [];
  const pglite = createKnex({ kind: 'pglite-memory' });
  await migrateToLatest(pglite);
  figures.push(await benchDatabase('PGlite (in memory)', pglite));
  await pglite.destroy();
  if (process.env.DATABASE_URL) {
    const pg = await createTestDatabase();
    figures.push(await benchDatabase('PostgreSQL', pg.knex));
    await pg.drop();
  } else {
    console.log('\n(DATABASE_URL not set: PostgreSQL figures skipped)');
  }
  for (const f of figures) {
    console.log(`\n## Database: ${f.engine}, 2,000 single-row statements each, batch of 10,000 rows`);
    console.log(`insert  raw knex.raw   ${fmt(f.rawInsertPerSec)}/s`);
    console.log(`insert  repository     ${fmt(f.repositoryInsertPerSec)}/s   ratio ${ratio(f.insertRatio)}`);
    console.log(`insert  batchInsert    ${fmt(f.batchInsertRowsPerSec)} rows/s`);
    console.log(`read    raw knex.raw   ${fmt(f.rawReadPerSec)}/s`);
    console.log(`read    repository     ${fmt(f.repositoryListPerSec)}/s   ratio ${ratio(f.readRatio)}`);
  }
  if (figures.length === 2) {
    console.log(`\nPGlite/PostgreSQL repository insert ratio ${ratio(figures[0]!.repositoryInsertPerSec / figures[1]!.repositoryInsertPerSec)}, read ratio ${ratio(figures[0]!.repositoryListPerSec / figures[1]!.repositoryListPerSec)}`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

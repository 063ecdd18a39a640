import { spawn } from 'node:child_process';
import { startClickHouseEngine } from './engine.js';

/**
 * `make test-clickhouse`: one ClickHouse test engine for the run (test/clickhouse/engine.ts), the ClickHouse
 * specs (`*.clickhouse.spec.ts`) against it with CLICKHOUSE_TEST_URL set, then the engine stopped, whatever
 * the outcome. Each spec file makes and drops databases of its own (test/support/clickhouse-test-database.ts).
 * With spec files as arguments, only those run (mocha's config would add its own spec list to them).
 */
const files = process.argv.slice(2);
// One worker per core (TEST_JOBS): its specs start apps, worker processes and databases of their own, and
// more at once beside the browser lane overloaded the machine (workers missing their start-up limit).
const jobs = ['--jobs', process.env.TEST_JOBS || '2'];
const args = files.length > 0 ? ['--node-option', 'import=tsx', '--timeout', '60000', ...files] : ['--config', 'test/mocharc.clickhouse.json', ...jobs];
const engine = await startClickHouseEngine();
// The engine stops whatever mocha's outcome; a failure to spawn mocha counts as a failed run.
const code = await new Promise<number>((resolve) => {
  const mocha = spawn('npx', ['mocha', ...args], {
    stdio: 'inherit',
    env: { ...process.env, CLICKHOUSE_TEST_URL: engine.url },
  });
  mocha.once('error', () => resolve(1));
  mocha.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
}).finally(() => engine.stop());
process.exit(code);

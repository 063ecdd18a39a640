import { spawn } from 'node:child_process';
import { startClickHouseEngine } from './engine.js';

/**
 * `make test-clickhouse`: one ClickHouse test engine for the run (test/clickhouse/engine.ts), the ClickHouse
 * specs (`*.clickhouse.spec.ts`) against it with CLICKHOUSE_TEST_URL set, then the engine stopped, whatever
 * the outcome. Each spec file makes and drops databases of its own (test/support/clickhouse-test-database.ts).
 * With spec files as arguments, only those run (mocha's config would add its own spec list to them).
 */
const files = process.argv.slice(2);
// Spec files mostly wait on the engine and on spawned apps: as many workers as the medium level's
// (WAIT_JOBS, docs/adr/0011-more-workers-for-waiting-levels.md).
const jobs = ['--jobs', process.env.WAIT_JOBS || '4'];
const args = files.length > 0 ? ['--node-option', 'import=tsx', '--timeout', '60000', ...files] : ['--config', 'test/mocharc.clickhouse.json', ...jobs];
const engine = await startClickHouseEngine();
let code = 1;
try {
  code = await new Promise<number>((resolve) => {
    const mocha = spawn('npx', ['mocha', ...args], {
      stdio: 'inherit',
      env: { ...process.env, CLICKHOUSE_TEST_URL: engine.url },
    });
    mocha.once('exit', (status, signal) => resolve(status ?? (signal ? 1 : 0)));
  });
} finally {
  await engine.stop();
}
process.exit(code);

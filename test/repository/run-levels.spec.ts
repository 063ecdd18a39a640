import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * `make test` runs every level in two lanes and fails when any level fails (docs/adr/0009-two-test-lanes.md).
 * Here each level's make target is a stand-in that passes one spec, or fails when it is the one named, so
 * the script's own bookkeeping is what is checked: every level in the table, and any failure in the exit.
 */

const SCRIPT = resolve(import.meta.dirname, '../run-levels.sh');

/** Each level's name in the table and the make target the script runs for it. */
const LEVELS = {
  build: 'frontend/dist/index.html',
  web: 'test-web',
  smoke: 'test-smoke',
  clickhouse: 'test-clickhouse',
  typecheck: 'typecheck',
  lint: 'lint',
  unit: 'test-unit',
  medium: 'test-medium',
  api: 'test-api',
} as const;

describe('make test: the levels script', function () {
  let dir: string;
  let fakeMake: string;

  before(() => {
    dir = mkdtempSync(join(tmpdir(), 'run-levels-'));
    fakeMake = join(dir, 'make');
    // Called as `make --no-print-directory TARGET`.
    writeFileSync(fakeMake, '#!/usr/bin/env bash\necho "  1 passing"\n[ "$2" = "$FAIL_TARGET" ] && exit 3\nexit 0\n');
    chmodSync(fakeMake, 0o755);
  });
  after(() => rmSync(dir, { recursive: true, force: true }));

  const run = (failTarget: string) => {
    const result = spawnSync('bash', [SCRIPT], { env: { ...process.env, MAKE: fakeMake, FAIL_TARGET: failTarget }, encoding: 'utf8' });
    const table = result.stdout.slice(result.stdout.lastIndexOf('== make test'));
    const rows = new Map(
      table
        .split('\n')
        .slice(2)
        .filter((line) => line.trim())
        .map((line) => {
          const [name, ...rest] = line.trim().split(/\s+/);
          return [name!, rest.join(' ')] as const;
        }),
    );
    return { status: result.status, rows };
  };

  it('lists every level, with its spec count, and exits 0 when all pass', () => {
    const { status, rows } = run('');
    expect(status).to.equal(0);
    expect([...rows.keys()]).to.have.members([...Object.keys(LEVELS), 'total']);
    for (const name of Object.keys(LEVELS)) expect(rows.get(name), name).to.match(/ 1 +\d+ +ok$/);
    expect(rows.get('total')).to.match(/ok$/);
  });

  for (const [name, target] of Object.entries(LEVELS)) {
    it(`fails the run when the ${name} level fails, and says which`, () => {
      const { status, rows } = run(target);
      expect(status).to.equal(1);
      expect(rows.get(name)).to.match(/FAILED \(3\)$/);
      for (const other of Object.keys(LEVELS).filter((level) => level !== name)) expect(rows.get(other), other).to.match(/ok$/);
      expect(rows.get('total')).to.match(/FAILED$/);
    });
  }
});

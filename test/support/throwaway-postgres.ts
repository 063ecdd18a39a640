import { spawn, execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePort } from './spawned-app.js';
import { superviseServer } from './throwaway-server.js';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  host: '127.0.0.1';
  port: number;
  /** The superuser, trusted without a password on the loopback address. */
  user: 'postgres';
  /** A connection URL to one of the cluster's databases. */
  url(database?: string): string;
  /** What the server wrote to its log, for a failure's message. */
  log(): string;
  /** Fast shutdown, then the data folder is removed. */
  stop(): Promise<void>;
}

export interface ThrowawayPostgresOptions {
  /** Server settings given as `-c name=value` (`shared_preload_libraries`, which needs a server of its own). */
  settings?: Record<string, string>;
}

/** The newest PostgreSQL installation's bin folder (Debian's layout), or null when there is none. */
export function postgresBinaries(): string | null {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base)
    .filter((v) => /^\d+$/.test(v) && existsSync(join(base, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/** initdb and postgres refuse to run as root: as root, both run as the `postgres` account. */
function serverAccount(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .map((line) => line.split(':'))
    .find((fields) => fields[0] === 'postgres');
  if (!entry) throw new Error('running as root and there is no postgres account to run the throwaway server as');
  return { uid: Number(entry[2]), gid: Number(entry[3]) };
}

/**
 * A PostgreSQL cluster of its own, for what the shared service cannot be changed for (a preloaded
 * library needs a restart): initdb into a temporary folder, a free port on 127.0.0.1, the Unix socket in
 * that folder, fsync off. Resolves once it accepts a connection; `stop` must be called (an after hook).
 */
export async function startThrowawayPostgres(options: ThrowawayPostgresOptions = {}): Promise<ThrowawayPostgres> {
  const bin = postgresBinaries();
  if (!bin) throw new Error('no PostgreSQL server installation under /usr/lib/postgresql');
  const account = serverAccount();
  const dir = mkdtempSync(join(tmpdir(), 'stacklens-pg-'));
  if (account) chownSync(dir, account.uid, account.gid);
  const data = join(dir, 'data');
  const as = account ? { uid: account.uid, gid: account.gid } : {};
  try {
    await run(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], { ...as, cwd: dir });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const settings = { listen_addresses: '127.0.0.1', fsync: 'off', ...options.settings };
  const args = ['-D', data, '-p', String(port), '-k', dir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
  const child = spawn(join(bin, 'postgres'), args, { ...as, cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] });
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const server = await superviseServer({
    child,
    dir,
    name: 'PostgreSQL',
    // SIGINT is PostgreSQL's fast shutdown: sessions are ended, nothing waits for clients to leave.
    stopSignal: 'SIGINT',
    readyWithinMs: 30_000,
    readiness: 'accept a connection',
    ready: async () => {
      const client = new pg.Client({ connectionString: url() });
      const ready = await client.connect().then(
        () => true,
        () => false,
      );
      await client.end().catch(() => undefined);
      return ready;
    },
  });
  return { host: '127.0.0.1', port, user: 'postgres', url, log: server.log, stop: server.stop };
}

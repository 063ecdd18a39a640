import { execFile, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import mysql from 'mysql2/promise';
import { freePort } from './spawned-app.js';
import { superviseServer } from './throwaway-server.js';

const run = promisify(execFile);

export interface ThrowawayMariadb {
  host: '127.0.0.1';
  port: number;
  /** The Unix socket: the server's root logs in there without a password, whatever the TCP rules. */
  socketPath: string;
  /** A connection as root through the socket (the caller ends it). */
  admin(): Promise<mysql.Connection>;
  log(): string;
  /** Stops the server and removes its folder. */
  stop(): Promise<void>;
}

const INSTALL = ['/usr/bin/mariadb-install-db', '/usr/bin/mysql_install_db'];
const SERVER = ['/usr/sbin/mariadbd', '/usr/sbin/mysqld'];

/** The installer and the server of a local MariaDB installation, or null without one. */
export function mariadbBinaries(): { install: string; server: string } | null {
  const install = INSTALL.find((path) => existsSync(path));
  const server = SERVER.find((path) => existsSync(path));
  return install && server ? { install, server } : null;
}

/**
 * A MariaDB server of its own, for settings the shared service cannot be changed for (TLS certificates,
 * require_secure_transport): mariadb-install-db into a temporary folder, a free port on 127.0.0.1, the
 * socket in that folder, no option file read. `options` are given to mariadbd as they are
 * (`--ssl-cert=…`). Resolves once root can log in through the socket; `stop` must be called.
 */
export async function startThrowawayMariadb(options: string[] = []): Promise<ThrowawayMariadb> {
  const binaries = mariadbBinaries();
  if (!binaries) throw new Error('no MariaDB server installation (mariadb-install-db, mariadbd)');
  const dir = mkdtempSync(join(tmpdir(), 'stacklens-mariadb-'));
  const data = join(dir, 'data');
  const socketPath = join(dir, 'mariadb.sock');
  // As root the server must be told to stay root; as anyone else, --user is ignored with a warning.
  const user = process.getuid?.() === 0 ? ['--user=root'] : [];
  try {
    await run(binaries.install, ['--no-defaults', `--datadir=${data}`, ...user, '--auth-root-authentication-method=socket', '--skip-test-db'], { cwd: dir });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  const port = await freePort();
  const child = spawn(
    binaries.server,
    [
      '--no-defaults',
      `--datadir=${data}`,
      ...user,
      `--port=${port}`,
      '--bind-address=127.0.0.1',
      `--socket=${socketPath}`,
      `--pid-file=${join(dir, 'mariadb.pid')}`,
      '--skip-log-bin',
      '--innodb-buffer-pool-size=16M',
      '--innodb-log-file-size=8M',
      ...options,
    ],
    { cwd: dir, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const admin = () => mysql.createConnection({ socketPath, user: process.getuid?.() === 0 ? 'root' : (process.env.USER ?? 'root') });
  const server = await superviseServer({
    child,
    dir,
    name: 'MariaDB',
    stopSignal: 'SIGTERM',
    readyWithinMs: 60_000,
    readiness: 'accept root on its socket',
    ready: async () => {
      const connection = await admin().catch(() => null);
      await connection?.end();
      return connection !== null;
    },
  });
  return { host: '127.0.0.1', port, socketPath, admin, log: server.log, stop: server.stop };
}

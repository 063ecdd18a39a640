import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { homedir, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
/** The chdb release the ClickHouse suite runs, pinned in test/clickhouse/chdb-version (its engine version is in the analytics README). */
export const CHDB_VERSION = readFileSync(join(here, 'chdb-version'), 'utf8').trim();

/** Where test/clickhouse/install-engine.sh puts the engine: a cache folder of its own, not node_modules. */
export function chdbCacheDir(): string {
  return process.env.CHDB_CACHE_DIR || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'stacklens', `chdb-${CHDB_VERSION}`);
}

export function libchdbPath(): string {
  return join(chdbCacheDir(), 'node_modules', '@chdb', 'lib-linux-x64-gnu', 'libchdb.so');
}

export interface ClickHouseEngine {
  /** http://127.0.0.1:PORT */
  url: string;
  pid: number;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts chdb's ClickHouse on a free loopback port with a data folder of its own, and resolves once
 * `/ping` answers. Nothing outside the process is left behind by stop().
 */
export async function startClickHouseEngine(options: { timeoutMs?: number } = {}): Promise<ClickHouseEngine> {
  const lib = libchdbPath();
  if (!existsSync(lib)) throw new Error(`ClickHouse test engine missing at ${lib}: run test/clickhouse/install-engine.sh (make test-clickhouse does)`);
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'stacklens-clickhouse-'));
  const child: ChildProcess = spawn('python3', [join(here, 'chdb-launcher.py'), lib, dataDir, String(port)], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()).length > 8192 && (stderr = stderr.slice(-8192)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    // SIGKILL: the engine's thread sits in a C call that never returns, and ClickHouse keeps SIGTERM for itself.
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`ClickHouse test engine exited (${child.exitCode}): ${stderr}`);
    }
    // A connection made while the engine is still starting may never be answered: each try has its own limit.
    const ok = await fetch(`${url}/ping`, { signal: AbortSignal.timeout(1000) }).then((r) => r.ok, () => false);
    if (ok) return { url, pid: child.pid!, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`ClickHouse test engine did not answer /ping within ${options.timeoutMs ?? 60_000} ms: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface SpawnedApp {
  child: ChildProcess;
  baseUrl: string;
  output(): string;
  /** Sends SIGTERM and resolves with the exit code. */
  terminate(timeoutMs?: number): Promise<number | null>;
}

export async function freePort(): Promise<number> {
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
 * Runs an entry point as its own OS process, the way `make start` or a pod does, and waits until
 * /healthz answers. Used where a test must restart or signal the process. A `.ts` entry runs through tsx
 * (as `make start`); a `.js` one, such as the compiled `dist/src/main/tracker.js` a pod runs, with plain
 * node: tsx keeps function names with a helper call per function definition and maps stack traces, which
 * makes closure-heavy code measurably slower than what production runs.
 */
// A tsx start loads and transforms the whole app: 10-25 s at a load average of 8-15 on two cores, and CI's
// loaded runs missed 60 s. The limit only bounds a start that never comes.
const READY_TIMEOUT_MS = 150_000;

export async function spawnApp(entry: string, env: Record<string, string | undefined>, readyTimeoutMs = READY_TIMEOUT_MS): Promise<SpawnedApp> {
  const port = Number(env.PORT) || (await freePort());
  const child = spawn(process.execPath, entry.endsWith('.ts') ? ['--import', 'tsx', entry] : [entry], {
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  child.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode} before answering:\n${log}`);
    const ok = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${entry} did not answer /healthz within ${readyTimeoutMs} ms:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    baseUrl,
    output: () => log,
    terminate: async (timeoutMs = 30_000) => {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      const code = await exited;
      clearTimeout(timer);
      return code;
    },
  };
}

import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';

export interface SupervisedServer {
  /** What the server wrote to stdout and stderr, for a failure's message. */
  log(): string;
  /** Stops the server (`stopSignal`, SIGKILL after 20 s) and removes its folder. */
  stop(): Promise<void>;
}

export interface SupervisedServerOptions {
  /** The server process, spawned with stdout and stderr piped. */
  child: ChildProcess;
  /** Its temporary folder, removed on stop. */
  dir: string;
  /** For error messages: "the throwaway <name> …". */
  name: string;
  /** The signal that shuts the server down cleanly and fast. */
  stopSignal: NodeJS.Signals;
  /** Resolves true once the server takes connections; tried until `readyWithinMs` has passed. */
  ready: () => Promise<boolean>;
  readyWithinMs: number;
  /** Said in the error when the server never became ready, e.g. "accept a connection". */
  readiness: string;
}

/**
 * The life of a throwaway database server a spec starts for itself (throwaway-postgres.ts,
 * throwaway-mariadb.ts): its output kept, its readiness awaited (an exit or the deadline stops it and
 * fails with the output), and a stop that always removes its folder.
 */
export async function superviseServer(options: SupervisedServerOptions): Promise<SupervisedServer> {
  const { child, dir, name } = options;
  let output = '';
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(options.stopSignal);
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + options.readyWithinMs;
  for (;;) {
    if (child.exitCode !== null) {
      await stop();
      throw new Error(`the throwaway ${name} exited with ${child.exitCode}:\n${output}`);
    }
    if (await options.ready()) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the throwaway ${name} did not ${options.readiness} within ${options.readyWithinMs / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { log: () => output, stop };
}

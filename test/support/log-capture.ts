import pino, { type Logger } from 'pino';

export interface LogCapture {
  /** Everything written since the capture began: the logger's JSON lines, then console output. */
  text(): string;
  /** Puts the logger's own destination and the console streams back. */
  restore(): void;
}

type Writable = { write: (chunk: string | Uint8Array, ...rest: unknown[]) => boolean };

/**
 * Sends a running app's pino logger, and so every child logger made from it before or after (they reach
 * the destination through the prototype chain), into memory, and copies what the process writes to its
 * stdout and stderr meanwhile. pino's own destination writes to the file descriptor directly, past
 * process.stdout, so hooking the console streams alone would see none of the app's log lines.
 */
export function captureLogs(logger: Logger): LogCapture {
  const chunks: string[] = [];
  const owner = logger as unknown as Record<symbol, unknown>;
  const destination = owner[pino.symbols.streamSym];
  owner[pino.symbols.streamSym] = {
    write: (line: string) => {
      chunks.push(line);
      return true;
    },
    flush: () => undefined,
    flushSync: () => undefined,
  };
  const hooked = [process.stdout, process.stderr].map((stream) => {
    const target = stream as unknown as Writable;
    const original = target.write;
    target.write = (chunk, ...rest) => {
      chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
      return original.call(stream, chunk, ...rest);
    };
    return () => {
      target.write = original;
    };
  });
  return {
    text: () => chunks.join(''),
    restore: () => {
      owner[pino.symbols.streamSym] = destination;
      for (const unhook of hooked) unhook();
    },
  };
}

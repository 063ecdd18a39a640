import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../config/index.js';

export interface DataDirLock {
  release(): void;
}

/**
 * PGlite keeps one database per directory and corrupts it if two processes open it at once, so a
 * second `make start` on the same DATA_DIR stops with a clear message instead. A lock left by a
 * process that no longer runs is taken over.
 */
export function acquireDataDirLock(dir: string): DataDirLock {
  const file = join(dir, 'stacklens.pid');
  for (let tries = 0; tries < 2; tries++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return { release: () => rmSync(file, { force: true }) };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(readFileSync(file, 'utf8').trim());
      if (holder && holder !== process.pid && isAlive(holder)) {
        throw new ConfigError(`DATA_DIR: ${dir} is in use by process ${holder}; stop it first or set DATA_DIR to another folder`);
      }
      rmSync(file, { force: true });
    }
  }
  throw new ConfigError(`DATA_DIR: could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The compiled entry point of a process role, as the backend image runs it (`node dist/src/main/<role>.js`,
 * deploy/backend.Dockerfile). Server benchmarks measure it rather than the TypeScript sources under tsx,
 * whose per-function name helpers and source maps cost the tracker about a fifth of its throughput.
 * `make bench` builds it first; a build older than a source file is refused, so a section run alone never
 * measures code other than the working tree's.
 */
export function builtEntry(role: 'api' | 'tracker' | 'worker' | 'all'): string {
  const entry = `dist/src/main/${role}.js`;
  const rebuild = 'run `npm run build:backend` (make bench does) before this benchmark';
  if (!existsSync(entry)) throw new Error(`${entry} is missing: ${rebuild}`);
  const built = statSync(entry).mtimeMs;
  const newer = newestSource('src');
  if (newer.mtimeMs > built) throw new Error(`${entry} is older than ${newer.path}: ${rebuild}`);
  return entry;
}

function newestSource(dir: string): { path: string; mtimeMs: number } {
  let newest = { path: dir, mtimeMs: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    const candidate = entry.isDirectory() ? newestSource(path) : path.endsWith('.ts') ? { path, mtimeMs: statSync(path).mtimeMs } : newest;
    if (candidate.mtimeMs > newest.mtimeMs) newest = candidate;
  }
  return newest;
}

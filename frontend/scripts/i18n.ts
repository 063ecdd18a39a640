/**
 * Message catalog tasks (FormatJS). The code's descriptors are the source of truth for English:
 *
 *   npm run i18n -- extract            frontend/lang/en.json from every defineMessages in frontend/src
 *   npm run i18n -- merge DIR          add DIR/{fr,es,ar,zh}.json translations, then re-extract and
 *                                      re-order every catalog like en.json, dropping keys no code uses
 *   npm run i18n -- verify             formatjs verify: same keys and ICU structure in every catalog
 *   npm run i18n -- missing            list the keys each catalog lacks
 *
 * Compilation to ICU ASTs happens in the Vite build (frontend/vite.config.ts), so the catalogs stay
 * readable JSON here. Writes hold an exclusive lock so two people (or agents) merging at once do not
 * overwrite each other.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const langDir = join(root, 'frontend/lang');
const cli = join(root, 'node_modules/@formatjs/cli/bin/formatjs');
const LOCALES = ['en', 'fr', 'es', 'ar', 'zh'] as const;
type Catalog = Record<string, string>;

const catalogPath = (locale: string) => join(langDir, `${locale}.json`);
const read = (path: string): Catalog => JSON.parse(readFileSync(path, 'utf8')) as Catalog;
const write = (path: string, catalog: Catalog) => writeFileSync(path, `${JSON.stringify(catalog, null, 2)}\n`);

function formatjs(args: string[]): string {
  return execFileSync(process.execPath, [cli, ...args], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
}

function extract(): Catalog {
  return JSON.parse(formatjs(['extract', 'frontend/src/**/*.{ts,tsx}', '--format', 'simple', '--throws'])) as Catalog;
}

async function withLock<T>(task: () => T): Promise<T> {
  const lock = join(langDir, '.lock');
  for (let attempt = 0; ; attempt++) {
    try {
      closeSync(openSync(lock, 'wx'));
      break;
    } catch {
      // A lock older than a minute was left by a crashed run.
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 60_000) rmSync(lock, { force: true });
      if (attempt > 600) throw new Error(`${lock} is held; remove it if no merge is running`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  try {
    return task();
  } finally {
    rmSync(lock, { force: true });
  }
}

/** Re-extracts English and rewrites each translation in English key order, adding `additions` first. */
function sync(additions: Partial<Record<(typeof LOCALES)[number], Catalog>> = {}): Record<string, string[]> {
  const english = extract();
  write(catalogPath('en'), english);
  const missing: Record<string, string[]> = {};
  for (const locale of LOCALES.filter((l) => l !== 'en')) {
    const current = { ...read(catalogPath(locale)), ...(additions[locale] ?? {}) };
    const ordered: Catalog = {};
    for (const id of Object.keys(english)) if (current[id] !== undefined) ordered[id] = current[id]!;
    write(catalogPath(locale), ordered);
    missing[locale] = Object.keys(english).filter((id) => ordered[id] === undefined);
  }
  return missing;
}

function report(missing: Record<string, string[]>): void {
  for (const [locale, ids] of Object.entries(missing)) {
    if (ids.length) console.log(`${locale}.json lacks ${ids.length}: ${ids.join(', ')}`);
  }
}

const [command, argument] = process.argv.slice(2);
switch (command) {
  case 'extract':
    report(await withLock(() => sync()));
    break;
  case 'merge': {
    if (!argument) throw new Error('usage: npm run i18n -- merge DIR (DIR holds fr.json, es.json, ar.json, zh.json)');
    const additions: Partial<Record<(typeof LOCALES)[number], Catalog>> = {};
    for (const locale of LOCALES) {
      const file = join(argument, `${locale}.json`);
      if (locale !== 'en' && existsSync(file)) additions[locale] = read(file);
    }
    report(await withLock(() => sync(additions)));
    break;
  }
  case 'verify':
    formatjs(['verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', ...LOCALES.map(catalogPath)]);
    console.log('catalogs verified');
    break;
  case 'missing':
    report(
      Object.fromEntries(
        LOCALES.filter((l) => l !== 'en').map((l) => {
          const english = extract();
          const catalog = read(catalogPath(l));
          return [l, Object.keys(english).filter((id) => catalog[id] === undefined)];
        }),
      ),
    );
    break;
  default:
    console.error('usage: npm run i18n -- extract | merge DIR | verify | missing');
    process.exitCode = 2;
}

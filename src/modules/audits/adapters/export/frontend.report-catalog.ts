import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IntlMessageFormat } from 'intl-messageformat';
import type { ReportCatalog } from '../../application/ports/report-catalog.port.js';

const LANGUAGES = ['en', 'fr', 'es', 'ar', 'zh'];

/**
 * Exports speak the user's language with the frontend's own catalogs (frontend/lang), so a rule's title
 * reads the same on the page, in the CSV and in the PDF. The backend image ships that folder.
 */
export class FrontendReportCatalog implements ReportCatalog {
  private readonly catalogs = new Map<string, Record<string, string>>();

  constructor(private readonly langDir: string = findLangDir()) {}

  language(requested: string | undefined): string {
    const base = (requested ?? '').toLowerCase().split('-')[0] ?? '';
    return LANGUAGES.includes(base) ? base : 'en';
  }

  message(language: string, id: string, values: Record<string, string | number> = {}): string | null {
    const own = this.catalog(language)[id];
    const source = own ?? this.catalog('en')[id];
    if (source === undefined) return null;
    // The catalogs are ICU messages (quoting, plurals, arguments): format them, as react-intl does.
    try {
      return String(new IntlMessageFormat(source, own === undefined ? 'en' : language).format(values));
    } catch {
      return source;
    }
  }

  private catalog(language: string): Record<string, string> {
    let catalog = this.catalogs.get(language);
    if (!catalog) {
      const path = join(this.langDir, `${language}.json`);
      catalog = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>) : {};
      this.catalogs.set(language, catalog);
    }
    return catalog;
  }
}

/** From src/… (tsx) or dist/src/… (build): the nearest ancestor holding frontend/lang. */
function findLangDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'frontend', 'lang');
    if (existsSync(join(candidate, 'en.json'))) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return candidate;
    dir = parent;
  }
}

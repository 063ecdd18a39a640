import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The message catalogs in frontend/lang against the messages the code declares: FormatJS extract
 * is the source of truth, en.json must be exactly its output, and every other catalog must carry
 * the same keys, real translations and the same ICU arguments.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const formatjsCli = join(repoRoot, 'node_modules/@formatjs/cli/bin/formatjs');
const LOCALES = ['en', 'fr', 'es', 'ar', 'zh'] as const;
const TRANSLATED = LOCALES.filter((l) => l !== 'en');
type Catalog = Record<string, string>;

/** Product and plan names, which stay in Latin script in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  // The robots page: robots.txt directive names, an empty cell's dash, the format's name, and legends made of a property, a number and a schema.org type only.
  'robots.generator.allow',
  'robots.generator.disallow',
  'robots.none',
  'robots.sd.builder.output',
  'robots.sd.builder.entry',
  'robots.sd.builder.nested',
  'home.tools.audit.name',
  'home.tools.sql.name',
  'home.tools.analytics.name',
  'shell.dashboard.plan.premium',
  'shell.dashboard.plan.standard',
  'analytics.dashboard.usage.plan.premium',
  'analytics.dashboard.usage.plan.standard',
  // Names of a provider, a file format or a language, never translated.
  'admin.billing.orders.paypal',
  'billing.checkout.method.paypal',
  'settings.invoices.document',
  'sqlDesigner.export.dbml',
  'sqlDesigner.export.json',
  'sqlDesigner.format.dbml',
  'sqlDesigner.format.json',
  'apiTesting.body.json',
  'sqlDesigner.tab.sql',
  'studio.editor.html',
  'studio.editor.css',
  'studio.editor.js',
  // Sizes in CSS pixels: digits, × and px.
  'responsive.size',
  'responsive.results.fullSizeTitle',
  'responsive.findings.tapItem',
]);
/**
 * Words a language spells as English does, checked by a native reading: each listed here by key, so a
 * new key left in English still fails.
 */
const SAME_AS_ENGLISH_IN: Record<string, ReadonlySet<string>> = {
  fr: new Set(['admin.billing.orders.total', 'billing.checkout.breakdown.total', 'settings.invoices.total', 'admin.billing.promo.code', 'uiCheck.errors.code', 'admin.billing.promo.noteColumn', 'admin.contact.col.support', 'analytics.dashboard.forms.page', 'settings.cookies.title', 'settings.invoices.date', 'sqlDesigner.column.type', 'sqlDesigner.column.unique', 'sqlDesigner.marker.uq', 'sqlDesigner.import.format', 'sqlDesigner.panel.title', 'studio.type.badge', 'studio.width.mobile', 'responsive.form.orientation', 'responsive.form.portrait']),
  es: new Set(['robots.sd.error', 'admin.billing.orders.total', 'billing.checkout.breakdown.total', 'settings.invoices.total', 'admin.billing.orders.plan', 'settings.invoices.plan', 'billing.success.plan', 'analytics.dashboard.forms.no', 'settings.cookies.title', 'errors.notFound.code']),
  zh: new Set(['sqlDesigner.format.mysql', 'sqlDesigner.format.postgresql']),
  ar: new Set(),
};
/** Beyond those, a couple of coincidences; more than this many is an untranslated catalog. */
const MAX_IDENTICAL_TO_ENGLISH = 2;

function formatjs(args: string[]): string {
  return execFileSync(process.execPath, [formatjsCli, ...args], { cwd: repoRoot, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function readCatalog(locale: string): Catalog {
  return JSON.parse(readFileSync(join(repoRoot, 'frontend/lang', `${locale}.json`), 'utf8')) as Catalog;
}

/**
 * Argument names ({name}, {n, plural, ...}, nested ones inside plural/select options) and rich-text
 * tags (<b>) of an ICU message. Throws on unbalanced braces, which the runtime would reject too.
 */
function icuArguments(message: string): string[] {
  const found = new Set<string>();
  let i = 0;

  const skipSpace = () => {
    while (i < message.length && /\s/.test(message[i]!)) i++;
  };

  const parseMessage = (nested: boolean): void => {
    while (i < message.length) {
      const c = message[i];
      if (c === "'") {
        // ICU quoting: '' is a literal quote; '{…' stays literal up to the next single quote.
        if (message[i + 1] === "'") i += 2;
        else if (message[i + 1] === '{' || message[i + 1] === '}' || message[i + 1] === '#') {
          const end = message.indexOf("'", i + 1);
          i = end === -1 ? message.length : end + 1;
        } else i++;
      } else if (c === '{') {
        i++;
        parseArgument();
      } else if (c === '}') {
        if (nested) return;
        throw new Error(`unbalanced "}" in: ${message}`);
      } else i++;
    }
    if (nested) throw new Error(`unclosed "{" in: ${message}`);
  };

  const parseArgument = (): void => {
    const head = /^\s*([^\s,{}]+)\s*(?:,\s*([a-zA-Z]+)\s*)?/.exec(message.slice(i));
    if (!head) throw new Error(`empty argument in: ${message}`);
    found.add(head[1]!);
    i += head[0].length;
    if (message[i] === '}') {
      i++;
      return;
    }
    if (message[i] !== ',') throw new Error(`malformed argument "${head[1]}" in: ${message}`);
    i++;
    if (head[2] === 'plural' || head[2] === 'select' || head[2] === 'selectordinal') {
      for (;;) {
        skipSpace();
        if (message[i] === '}') {
          i++;
          return;
        }
        const selector = /^[^\s{}]+/.exec(message.slice(i));
        if (!selector) throw new Error(`malformed options of "${head[1]}" in: ${message}`);
        i += selector[0].length;
        if (selector[0].startsWith('offset:')) continue;
        skipSpace();
        if (message[i] !== '{') throw new Error(`option "${selector[0]}" of "${head[1]}" has no message in: ${message}`);
        i++;
        parseMessage(true);
        i++;
      }
    }
    // number/date/time style: skip to the closing brace.
    let depth = 1;
    while (i < message.length && depth > 0) {
      if (message[i] === '{') depth++;
      if (message[i] === '}') depth--;
      i++;
    }
    if (depth > 0) throw new Error(`unclosed "{" in: ${message}`);
  };

  parseMessage(false);
  for (const tag of message.matchAll(/<([a-zA-Z][\w-]*)>/g)) found.add(`<${tag[1]}>`);
  return [...found].sort();
}

describe('frontend message catalogs', function () {
  this.timeout(60_000);

  let extracted: Catalog;
  const catalogs = {} as Record<(typeof LOCALES)[number], Catalog>;

  before(() => {
    extracted = JSON.parse(formatjs(['extract', 'frontend/src/**/*.{ts,tsx}', '--format', 'simple', '--throws'])) as Catalog;
    for (const locale of LOCALES) catalogs[locale] = readCatalog(locale);
  });

  it('finds the messages the code declares', () => {
    expect(Object.keys(extracted), 'formatjs extract found no messages').to.have.length.greaterThan(10);
    expect(extracted).to.have.property('home.hero.title');
    for (const id of Object.keys(extracted)) {
      expect(id, `message id "${id}" is not namespaced like feature.section.name`).to.match(/^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)+$/);
    }
  });

  it('has en.json exactly as `formatjs extract --format simple` produces it', () => {
    expect(catalogs.en, 'regenerate: npx formatjs extract "frontend/src/**/*.{ts,tsx}" --format simple --out-file frontend/lang/en.json').to.deep.equal(extracted);
    expect(Object.keys(catalogs.en), 'en.json keys are not in extract order').to.deep.equal(Object.keys(extracted));
  });

  for (const locale of LOCALES) {
    describe(`${locale}.json`, () => {
      it('has every key the code uses and no key it does not use', () => {
        const keys = new Set(Object.keys(catalogs[locale]));
        const used = new Set(Object.keys(extracted));
        const missing = [...used].filter((k) => !keys.has(k));
        const unused = [...keys].filter((k) => !used.has(k));
        expect(missing, `${locale}.json is missing keys`).to.deep.equal([]);
        expect(unused, `${locale}.json has keys no code uses`).to.deep.equal([]);
      });

      it('is a flat map of non-empty strings', () => {
        for (const [id, value] of Object.entries(catalogs[locale])) {
          expect(value, `${locale}.json ${id}`).to.be.a('string');
          expect(value.trim(), `${locale}.json ${id} is empty`).to.not.equal('');
        }
      });

      it('uses the same ICU arguments as English', () => {
        for (const [id, english] of Object.entries(extracted)) {
          const translated = catalogs[locale][id];
          if (translated === undefined) continue; // reported by the key test
          expect(icuArguments(translated), `${locale}.json ${id}: "${translated}"`).to.deep.equal(icuArguments(english));
        }
      });
    });
  }

  for (const locale of TRANSLATED) {
    it(`${locale}.json is translated, not copied from English`, () => {
      const identical = Object.entries(catalogs[locale])
        .filter(([id, value]) => !SAME_IN_EVERY_LANGUAGE.has(id) && !SAME_AS_ENGLISH_IN[locale]?.has(id) && value.trim() === catalogs.en[id]?.trim())
        .map(([id]) => id);
      expect(identical.length, `${locale}.json values identical to English: ${identical.join(', ')}`).to.be.at.most(
        MAX_IDENTICAL_TO_ENGLISH,
      );
    });
  }

  it('passes `formatjs verify` (missing keys, extra keys, structural equality)', () => {
    const files = LOCALES.map((l) => `frontend/lang/${l}.json`);
    try {
      formatjs(['verify', '--source-locale', 'en', '--missing-keys', '--extra-keys', '--structural-equality', ...files]);
    } catch (error) {
      const { stdout, stderr } = error as { stdout?: string; stderr?: string };
      expect.fail(`formatjs verify failed:\n${stdout ?? ''}${stderr ?? ''}`);
    }
  });

  describe('icuArguments (the checker itself)', () => {
    it('reads simple, plural and nested arguments and tags', () => {
      expect(icuArguments('Page not found: {path}')).to.deep.equal(['path']);
      expect(icuArguments('{count, plural, one {# file in {dir}} other {# files}}')).to.deep.equal(['count', 'dir']);
      expect(icuArguments('{n, number, percent} <b>done</b>')).to.deep.equal(['<b>', 'n']);
      expect(icuArguments("It''s '{literal}' text")).to.deep.equal([]);
    });

    it('rejects unbalanced braces', () => {
      expect(() => icuArguments('Hello {name')).to.throw(/unclosed|malformed/);
      expect(() => icuArguments('Hello name}')).to.throw(/unbalanced/);
    });
  });
});

import { expect } from 'chai';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createIntl, type MessageFormatElement } from 'react-intl';
import { compileCatalog, stripDescriptors, usesCatalog } from '../../frontend/build/formatjs-precompile.js';
import { staticImportGraph } from '../../frontend/build/static-import-graph.js';

/**
 * The build-time side of the message catalogs (frontend/README.md, "Message catalogs in the build"):
 * ASTs that react-intl's formatter renders exactly like the source strings, descriptors without
 * their translator notes, and the static import walk that decides which messages the first page gets.
 */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
type Catalog = Record<string, string>;
const catalog = (locale: string) => JSON.parse(readFileSync(join(repoRoot, `frontend/lang/${locale}.json`), 'utf8')) as Catalog;

/** react-intl's own formatting of one message (source string or AST); any formatting error throws. */
function format(message: string | MessageFormatElement[], locale: string, values: Record<string, unknown> = {}): string {
  const intl = createIntl({ locale, messages: { m: message } as Record<string, string>, onError: (error) => { throw error; } });
  return intl.formatMessage({ id: 'm' }, values as Record<string, string>);
}

/** Every argument a message names, each given 3: a number for plurals and numbers, "3" (other) for selects. */
function argumentsOf(elements: MessageFormatElement[], values: Record<string, number> = {}): Record<string, number> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && typeof element.value === 'string') values[element.value] = 3;
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, values);
    if ('children' in element) argumentsOf(element.children, values);
  }
  return values;
}

describe('frontend build: FormatJS precompilation', () => {
  describe('compileCatalog', () => {
    it('formats every message of every catalog exactly as the source string does', function () {
      // Five catalogs of a few thousand messages, each parsed and formatted twice: seconds of CPU, more
      // on a machine shared with the other test lane.
      this.timeout(90_000);
      for (const locale of ['en', 'fr', 'es', 'ar', 'zh']) {
        const source = catalog(locale);
        const compiled = compileCatalog(source, locale);
        for (const [id, message] of Object.entries(source)) {
          // Rich-text tags need a function per tag; everything else formats from plain values.
          if (/<\w+>/.test(message)) continue;
          const values = argumentsOf(compiled[id]!);
          expect(format(compiled[id]!, locale, values), `${locale} ${id}`).to.equal(format(message, locale, values));
        }
      }
    });

    it('keeps plurals, selects and numbers working in the right language', () => {
      const compiled = compileCatalog({ items: '{n, plural, =0 {none} one {# item} other {# items}}', who: '{g, select, a {Alpha} other {Other}}' }, 'en');
      expect(format(compiled.items!, 'en', { n: 0 })).to.equal('none');
      expect(format(compiled.items!, 'en', { n: 1 })).to.equal('1 item');
      expect(format(compiled.items!, 'en', { n: 1234 })).to.equal('1,234 items');
      expect(format(compiled.who!, 'en', { g: 'a' })).to.equal('Alpha');
      const arabic = compileCatalog({ n: '{n, number}' }, 'ar');
      expect(format(arabic.n!, 'ar', { n: 12 })).to.equal(new Intl.NumberFormat('ar').format(12));
    });

    it('fills a translation’s gaps from English and names the message that is not valid ICU', () => {
      const compiled = compileCatalog({ a: 'Bonjour' }, 'fr', { a: 'Hello', b: 'Only in English' });
      expect(format(compiled.b!, 'fr')).to.equal('Only in English');
      expect(format(compiled.a!, 'fr')).to.equal('Bonjour');
      expect(() => compileCatalog({ broken: '{n, plural, one {x}' }, 'fr')).to.throw(/fr\.json: message "broken"/);
    });
  });

  describe('stripDescriptors', () => {
    const known = new Set(['home.title', 'home.tag']);
    const source = [
      "import { defineMessages, FormattedMessage } from 'react-intl';",
      'export const m = defineMessages({',
      "  title: { id: 'home.title', defaultMessage: 'Welcome · “StackLens”', description: 'Main heading' },",
      "  added: { id: 'home.added', defaultMessage: 'New {count, plural, one {# tool} other {# tools}}', description: 'Not extracted yet' },",
      '});',
      "export const data = { id: 'row-1', description: 'Not a message' };",
      "export const tag = <FormattedMessage id=\"home.tag\" defaultMessage=\"Tag\" description=\"A tag\" />;",
    ].join('\n');
    const output = stripDescriptors(source, 'home.messages.tsx', known)!;

    it('drops translator notes and the English of messages the catalogs hold', () => {
      expect(output).to.include("{ id: 'home.title' }");
      expect(output).not.to.include('Main heading');
      expect(output).not.to.include('Welcome');
      expect(output).to.include('<FormattedMessage id="home.tag" />');
    });

    it('keeps, as an AST, the English of a message the catalogs do not hold yet', () => {
      const match = /id: 'home\.added', defaultMessage: (\[.*\]) \}/.exec(output);
      expect(match, output).to.not.equal(null);
      expect(format(JSON.parse(match![1]!) as MessageFormatElement[], 'en', { count: 2 })).to.equal('New 2 tools');
    });

    it('leaves objects that are not message descriptors alone, and sources without descriptors untouched', () => {
      expect(output).to.include("{ id: 'row-1', description: 'Not a message' }");
      expect(stripDescriptors("export const x = { id: 'a', description: 'b' };", 'x.ts', known)).to.equal(null);
    });

    it('tells which modules show catalog messages', () => {
      expect(usesCatalog("const m = { id: 'home.title' };", 'a.ts', known)).to.equal(true);
      expect(usesCatalog("const s = 'home.titles';", 'a.ts', known)).to.equal(false);
    });
  });

  describe('staticImportGraph', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stacklens-graph-'));
    after(() => rmSync(dir, { recursive: true, force: true }));

    it('follows static imports and re-exports, not import() nor import type', () => {
      mkdirSync(join(dir, 'feature'));
      writeFileSync(join(dir, 'main.tsx'), "import { a } from './a';\nimport type { T } from './typed';\nexport * from './feature';\nconst lazy = () => import('./lazy');\nexport { a, lazy };\n");
      writeFileSync(join(dir, 'a.ts'), "export const a = { id: 'home.title' };\n");
      writeFileSync(join(dir, 'typed.ts'), "export type T = 'x';\nexport const t = 'home.typed';\n");
      writeFileSync(join(dir, 'lazy.ts'), "export const l = 'home.lazy';\n");
      writeFileSync(join(dir, 'feature', 'index.ts'), "export { b } from './b';\n");
      writeFileSync(join(dir, 'feature', 'b.tsx'), "export const b = <p title=\"home.b\" />;\n");

      const graph = staticImportGraph(join(dir, 'main.tsx'));
      const names = [...graph.modules].map((m) => m.slice(dir.length + 1)).sort();
      expect(names).to.deep.equal(['a.ts', 'feature/b.tsx', 'feature/index.ts', 'main.tsx']);
      expect(graph.literals.has('home.title')).to.equal(true);
      expect(graph.literals.has('home.b')).to.equal(true);
      expect(graph.literals.has('home.lazy')).to.equal(false);
      expect(graph.literals.has('home.typed')).to.equal(false);
    });
  });
});

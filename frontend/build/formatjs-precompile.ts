import { readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type { Plugin } from 'vite';
import { parseModule, stringValue, walk, type AstNode } from './estree.js';
import { staticImportGraph } from './static-import-graph.js';

type Catalog = Record<string, string>;
type CompiledCatalog = Record<string, MessageFormatElement[]>;

/**
 * What `formatjs compile --ast` writes: the parser's output without source locations. The locale
 * matters for date/time skeletons (the `j` hour pattern), as it does when react-intl parses at runtime.
 */
export function compileMessage(message: string, locale: string): MessageFormatElement[] {
  return parse(message, { locale: new Intl.Locale(locale) });
}

/**
 * A catalog compiled to ICU ASTs. Keys a translation lacks are filled from English first, so the
 * descriptors' defaultMessage need not ship: the reader sees English, as react-intl's own fallback did.
 */
export function compileCatalog(catalog: Catalog, locale: string, fallback: Catalog = {}): CompiledCatalog {
  const compiled: CompiledCatalog = {};
  for (const [id, message] of Object.entries(fallback)) if (catalog[id] === undefined) compiled[id] = compileMessage(message, 'en');
  for (const [id, message] of Object.entries(catalog)) {
    try {
      compiled[id] = compileMessage(message, locale);
    } catch (error) {
      throw new Error(`${locale}.json: message "${id}" is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

interface Edit {
  start: number;
  end: number;
  text: string;
}

const nameOf = (node: AstNode): string | undefined => {
  const key = node.key ?? node.name;
  if (typeof key !== 'object' || key === null) return undefined;
  const named = key as AstNode;
  return named.type === 'Identifier' || named.type === 'JSXIdentifier' ? (named.name as string) : stringValue(named);
};

/** `defaultMessage="…"` and `defaultMessage={'…'}` alike. */
const attributeText = (attribute: AstNode | undefined): string | undefined => {
  const value = attribute?.value as AstNode | null | undefined;
  if (!value) return undefined;
  return value.type === 'JSXExpressionContainer' ? stringValue(value.expression) : stringValue(value);
};

/**
 * Rewrites message descriptors (`defineMessages`, `formatMessage({ … })`, `<FormattedMessage … />`) the
 * way babel-plugin-formatjs does with `removeDefaultMessage` and `ast`: the translator's `description`
 * goes; `defaultMessage` goes when the shipped catalogs hold the id, and is otherwise kept as an AST
 * (a message added since the last extraction still renders, and needs no parser in the browser).
 * Returns null when the source holds no descriptor.
 */
export function stripDescriptors(source: string, fileName: string, catalogIds: ReadonlySet<string>): string | null {
  if (!source.includes('defaultMessage')) return null;
  const edits: Edit[] = [];
  const replacement = (id: string | undefined, defaultMessage: string): string | null =>
    id !== undefined && catalogIds.has(id) ? null : JSON.stringify(compileMessage(defaultMessage, 'en'));

  walk(parseModule(source, fileName), (node) => {
    if (node.type === 'ObjectExpression') {
      const properties = node.properties as AstNode[];
      const named = (name: string) => properties.find((p) => p.type === 'Property' && !p.computed && nameOf(p) === name);
      const message = named('defaultMessage');
      const defaultMessage = stringValue(message?.value);
      const id = named('id');
      if (!message || !id || defaultMessage === undefined) return true;
      const ast = replacement(stringValue(id.value), defaultMessage);
      const kept = properties.filter((p) => p !== message && !(p.type === 'Property' && nameOf(p) === 'description')).map((p) => source.slice(p.start, p.end));
      if (ast) kept.push(`defaultMessage: ${ast}`);
      edits.push({ start: node.start, end: node.end, text: `{ ${kept.join(', ')} }` });
      return false;
    }
    if (node.type === 'JSXOpeningElement') {
      const attributes = (node.attributes as AstNode[]).filter((a) => a.type === 'JSXAttribute');
      const named = (name: string) => attributes.find((a) => nameOf(a) === name);
      const message = named('defaultMessage');
      const defaultMessage = attributeText(message);
      if (!message || defaultMessage === undefined) return true;
      const ast = replacement(attributeText(named('id')), defaultMessage);
      // A removed attribute takes the blank before it along.
      const from = (attribute: AstNode) => source.slice(0, attribute.start).search(/\s*$/);
      edits.push(ast ? { start: message.start, end: message.end, text: `defaultMessage={${ast}}` } : { start: from(message), end: message.end, text: '' });
      const description = named('description');
      if (description) edits.push({ start: from(description), end: description.end, text: '' });
    }
    return true;
  });
  if (!edits.length) return null;

  let output = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) output = output.slice(0, edit.start) + edit.text + output.slice(edit.end);
  return output;
}

/** Quoted strings that look like message ids: a cheap pre-filter before parsing a module. */
const ID_LIKE = /(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;

/** True when the source holds a string literal that is a catalog id: the module shows translated text. */
export function usesCatalog(source: string, fileName: string, catalogIds: ReadonlySet<string>): boolean {
  if (![...source.matchAll(ID_LIKE)].some((match) => catalogIds.has(match[2]!))) return false;
  let found = false;
  walk(parseModule(source, fileName), (node) => {
    if (found) return false;
    const text = stringValue(node);
    if (text !== undefined && catalogIds.has(text)) found = true;
    return !found;
  });
  return found;
}

interface Options {
  /** Directory of the `<locale>.json` catalogs (FormatJS "simple" format: `{ id: message }`). */
  langDir: string;
  /** Source directory whose descriptors are rewritten. */
  srcDir: string;
  /** The app's entry module: what it imports statically is the first page's code. */
  entry: string;
  /** Module exporting `completeCatalog()`, awaited by every lazily loaded module that shows messages. */
  loader: string;
  defaultLocale: string;
}

/** `import('…/lang/ar.json?catalog-rest')`: the messages the first page does not show. */
export const REST_QUERY = 'catalog-rest';
const COMPLETE_CATALOG = 'virtual:stacklens-complete-catalog';
const RESOLVED_COMPLETE_CATALOG = `\0${COMPLETE_CATALOG}`;

const pick = (catalog: CompiledCatalog, keep: (id: string) => boolean): CompiledCatalog =>
  Object.fromEntries(Object.entries(catalog).filter(([id]) => keep(id)));

/**
 * The catalogs stay readable JSON in the repository; the bundle gets them pre-compiled, so the ICU
 * parser (about 8 KB gzipped) need not ship. react-intl still needs the parser's type guards, which
 * its `no-parser` entry keeps.
 *
 * In a build each catalog is also split in two: `lang/<locale>.json` holds only the messages of the
 * modules the entry imports statically (shell, home, consent, errors), `?catalog-rest` the others.
 * Every lazily loaded module that shows messages imports a module whose top-level `await` completes
 * the catalog, so a lazy page never renders before its messages are there, and the first page does
 * not download the text of pages the visitor has not opened. `vite dev` serves whole catalogs.
 */
export function formatjsPrecompile({ langDir, srcDir, entry, loader, defaultLocale }: Options): Plugin[] {
  const langRoot = resolve(langDir);
  const srcRoot = resolve(srcDir);
  const readCatalog = (locale: string): Catalog => JSON.parse(readFileSync(join(langRoot, `${locale}.json`), 'utf8')) as Catalog;
  const catalogRequest = (id: string): { locale: string; rest: boolean } | null => {
    const [path = '', query = ''] = id.split('?');
    if (resolve(path, '..') !== langRoot || !path.endsWith('.json')) return null;
    if (query && query !== REST_QUERY) return null;
    return { locale: basename(path, '.json'), rest: query === REST_QUERY };
  };
  let building = false;
  let catalogIds: ReadonlySet<string> = new Set();
  let initialModules: ReadonlySet<string> = new Set();
  let initialIds: ReadonlySet<string> = new Set();

  return [
    {
      // Dev and build alike, so `vite dev` exercises the same message shapes as production.
      name: 'stacklens-formatjs-compile-catalogs',
      enforce: 'pre',
      configResolved(config) {
        building = config.command === 'build';
      },
      buildStart() {
        catalogIds = new Set(Object.keys(readCatalog(defaultLocale)));
        if (!building) return;
        const graph = staticImportGraph(entry);
        initialModules = graph.modules;
        initialIds = new Set([...catalogIds].filter((id) => graph.literals.has(id)));
      },
      transform(code, id) {
        const request = catalogRequest(id);
        if (!request) return null;
        const { locale, rest } = request;
        if (locale !== defaultLocale) this.addWatchFile(join(langRoot, `${defaultLocale}.json`));
        const compiled = compileCatalog(JSON.parse(code) as Catalog, locale, locale === defaultLocale ? {} : readCatalog(defaultLocale));
        const part = !building ? (rest ? {} : compiled) : pick(compiled, (messageId) => initialIds.has(messageId) !== rest);
        return { code: JSON.stringify(part), map: null, moduleType: 'json' };
      },
    },
    {
      name: 'stacklens-formatjs-strip-descriptors',
      apply: 'build',
      enforce: 'pre',
      config: () => ({
        resolve: {
          alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }],
        },
      }),
      resolveId(id) {
        return id === COMPLETE_CATALOG ? RESOLVED_COMPLETE_CATALOG : null;
      },
      load(id) {
        if (id !== RESOLVED_COMPLETE_CATALOG) return null;
        return `import { completeCatalog } from ${JSON.stringify(resolve(loader))};\nawait completeCatalog();\n`;
      },
      transform(code, id) {
        const path = id.split('?')[0]!;
        if (!path.startsWith(`${srcRoot}/`) || !/\.tsx?$/.test(path)) return null;
        const stripped = stripDescriptors(code, path, catalogIds) ?? code;
        const lazy = !initialModules.has(path) && resolve(path) !== resolve(loader) && usesCatalog(code, path, catalogIds);
        const output = lazy ? `import ${JSON.stringify(COMPLETE_CATALOG)};\n${stripped}` : stripped;
        return output === code ? null : { code: output, map: null };
      },
      generateBundle(_options, bundle) {
        // The walk above decided which messages the first page gets; the bundler's chunk graph is the truth.
        const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
        const initialChunks = new Set<string>();
        const visit = (fileName: string) => {
          if (initialChunks.has(fileName)) return;
          initialChunks.add(fileName);
          chunks.get(fileName)?.imports.forEach(visit);
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
        for (const fileName of initialChunks) {
          for (const moduleId of Object.keys(chunks.get(fileName)?.modules ?? {})) {
            const path = moduleId.split('?')[0]!;
            if (moduleId === RESOLVED_COMPLETE_CATALOG) this.error(`the catalog completion landed in the first page's chunk ${fileName}: it would block start-up`);
            if (path.startsWith(`${srcRoot}/`) && !initialModules.has(path)) {
              this.error(`catalog split: ${path} is loaded with the first page (chunk ${fileName}) but the static import walk missed it; its messages would be missing`);
            }
          }
        }
      },
    },
  ];
}

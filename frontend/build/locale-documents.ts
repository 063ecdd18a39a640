import { readdirSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import type { Plugin } from 'vite';

const HTML_OPEN = /<html lang="[^"]*" dir="[^"]*">/;

/** Writing direction from CLDR, as the browser itself knows it (`Intl.Locale#textInfo`). */
function directionOf(locale: string): 'ltr' | 'rtl' {
  const info = (new Intl.Locale(locale) as Intl.Locale & { textInfo?: { direction?: string } }).textInfo;
  return info?.direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * One entry document per language, `index.<locale>.html`, served for `/<locale>/…` by the api and by
 * nginx: the page starts with the right `lang` and `dir` (screen readers, search engines and the
 * first paint of a right-to-left page do not wait for JavaScript), and it preloads that language's
 * catalog chunk, which the app would otherwise request only after all its code had run: one network
 * round trip less before the first text appears. `index.html` stays for other paths.
 */
export function localeDocuments({ langDir }: { langDir: string }): Plugin {
  const langRoot = resolve(langDir);
  return {
    name: 'stacklens-locale-documents',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (!index || index.type !== 'asset') this.error('index.html is missing from the bundle');
      const html = String(index.source);
      if (!HTML_OPEN.test(html)) this.error('index.html must open with <html lang="…" dir="…">');
      const locales = readdirSync(langRoot)
        .filter((file) => file.endsWith('.json'))
        .map((file) => basename(file, '.json'));
      for (const locale of locales) {
        const catalog = Object.values(bundle).find((output) => output.type === 'chunk' && output.facadeModuleId === resolve(langRoot, `${locale}.json`));
        if (!catalog) this.error(`no chunk holds the ${locale} catalog`);
        const preload = `    <link rel="modulepreload" crossorigin href="/${catalog.fileName}" />\n`;
        const source = html.replace(HTML_OPEN, `<html lang="${locale}" dir="${directionOf(locale)}">`).replace(/^ *<\/head>/m, (close) => `${preload}${close}`);
        this.emitFile({ type: 'asset', fileName: `index.${locale}.html`, source });
      }
    },
  };
}

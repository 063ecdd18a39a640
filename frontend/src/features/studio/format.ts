import type { CodeLanguage } from './CodeEditor';

/**
 * Formats a template's source with Prettier's standalone build. Loaded on the first click only: the
 * formatter and its parsers are several hundred KB the page does not need to open.
 */
export async function formatCode(language: CodeLanguage, source: string): Promise<string> {
  if (!source.trim()) return source;
  const [prettier, plugins] = await Promise.all([import('prettier/standalone'), loadPlugins(language)]);
  const parser = language === 'html' ? 'html' : language === 'css' ? 'css' : 'babel';
  return prettier.format(source, { parser, plugins, printWidth: 100 });
}

async function loadPlugins(language: CodeLanguage) {
  if (language === 'css') return [await import('prettier/plugins/postcss')];
  const [babel, estree] = await Promise.all([import('prettier/plugins/babel'), import('prettier/plugins/estree')]);
  // HTML holds inline styles and scripts: it needs every parser.
  if (language === 'html') return [await import('prettier/plugins/html'), await import('prettier/plugins/postcss'), babel, estree];
  return [babel, estree];
}

import type { CheerioAPI } from './html-document.js';

/** Script types that are data, not code (JSON-LD, import maps, templates). */
const DATA_SCRIPT = /json|template|text\/(html|x-|plain)/i;

/**
 * Scripts: `<script>` elements that run code (external or inline). Stylesheets: `<link rel=stylesheet>`
 * plus `<style>` blocks, since both block rendering the same way.
 */
export function countResources($: CheerioAPI): { scripts: number; externalScripts: number; stylesheets: number } {
  let scripts = 0;
  let externalScripts = 0;
  $('script').each((_, element) => {
    if (DATA_SCRIPT.test($(element).attr('type') ?? '')) return;
    scripts += 1;
    if ($(element).attr('src')) externalScripts += 1;
  });
  const linked = $('link[rel]').filter((_, element) => ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/).includes('stylesheet')).length;
  return { scripts, externalScripts, stylesheets: linked + $('style').length };
}

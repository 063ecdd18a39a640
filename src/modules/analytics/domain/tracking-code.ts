import { SNIPPET_PATH } from './tracking-endpoint.js';

/**
 * The HTML the owner pastes before `</body>` (docs/product.md §1.2, §12.17). `defer` keeps it off the host page's critical
 * path. The snippet honours DNT/GPC unless told otherwise, so only the opt-out is written, keeping the
 * default code as short as possible.
 */
export function trackingCode(trackerOrigin: string, site: { id: string; respectDnt: boolean }): string {
  const src = `${trackerOrigin.replace(/\/+$/, '')}${SNIPPET_PATH}`;
  const dnt = site.respectDnt ? '' : ' data-respect-dnt="false"';
  return `<script defer src="${attribute(src)}" data-site="${attribute(site.id)}"${dnt}></script>`;
}

// The origin comes from configuration and the id from the database; escaping keeps a bad value from
// breaking out of the attribute in the owner's page.
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

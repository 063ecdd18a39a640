/** Extensions whose links lead to files, not pages; crawling them would waste the 10-page budget. */
const NON_HTML_EXTENSIONS = new Set(
  (
    'pdf zip gz tgz tar rar 7z bz2 xz exe dmg msi apk deb rpm iso bin jpg jpeg png gif webp avif svg ico bmp tif tiff ' +
    'mp3 mp4 m4a m4v wav ogg oga ogv webm mov avi mkv flac css js mjs json xml rss atom txt csv tsv doc docx xls xlsx ' +
    'ppt pptx odt ods odp rtf woff woff2 ttf otf eot wasm map'
  ).split(' '),
);

/** The URL without its fragment, or null for anything that is not an absolute http(s) URL. */
export function pageKey(href: string): string | null {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  url.hash = '';
  return url.href;
}

/** Same scheme and host (port included): what this crawl treats as the same site. */
export function isSameSite(href: string, base: string): boolean {
  const key = pageKey(href);
  if (!key) return false;
  const url = new URL(key);
  const origin = new URL(base);
  return url.protocol === origin.protocol && url.host === origin.host;
}

function hasFileExtension(url: URL): boolean {
  const last = url.pathname.split('/').pop() ?? '';
  const dot = last.lastIndexOf('.');
  return dot > 0 && NON_HTML_EXTENSIONS.has(last.slice(dot + 1).toLowerCase());
}

/**
 * The linked pages a crawl visits: same scheme and host (port included) as `base`, fragments dropped,
 * each page once, none already `visited`, no file downloads, at most `limit`, in the order the links appear.
 */
export function selectCrawlTargets(links: readonly string[], base: string, visited: Iterable<string>, limit: number): string[] {
  const seen = new Set<string>();
  for (const url of visited) {
    const key = pageKey(url);
    if (key) seen.add(key);
  }
  const targets: string[] = [];
  for (const link of links) {
    if (targets.length >= limit) break;
    const key = pageKey(link);
    if (!key || seen.has(key) || !isSameSite(key, base) || hasFileExtension(new URL(key))) continue;
    seen.add(key);
    targets.push(key);
  }
  return targets;
}

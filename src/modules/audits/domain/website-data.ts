/**
 * A website a person keeps for the website analysis (audits README, "Website data"; docs/product.md §8 for
 * the two messages): its name, its https:// address, the URLs the last website audit detected and the
 * sitemap that audit generated. One of a person's websites is the main one, shown first and used to
 * pre-fill the website audit's form.
 */
import { DomainError } from '../../../shared/index.js';
import type { WebsiteData } from '../contract.js';

export interface WebsiteDataRecord {
  id: string;
  ownerId: string;
  name: string;
  /** Normalised as audit URLs are (lower-case host, no fragment), so an audit of it finds it again. */
  url: string;
  analyzisUrls: string[];
  sitemapContent: string;
  isMain: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export const WEBSITE_DATA_LIMITS = {
  nameMaxLength: 120,
  urlMaxLength: 2048,
  analyzisUrlsMax: 500,
  /** Bytes of UTF-8. */
  sitemapMaxBytes: 1024 * 1024,
  websitesPerOwner: 20,
} as const;

const invalid = (code: string, message: string, field: string, extra: Record<string, unknown> = {}) => new DomainError('validation', code, message, { field, ...extra });

export const websiteNotFound = () => new DomainError('not_found', 'AUDITS_WEBSITE_NOT_FOUND', 'No such website');

export const websiteLimitReached = () =>
  new DomainError('conflict', 'AUDITS_WEBSITE_LIMIT_REACHED', `An account keeps at most ${WEBSITE_DATA_LIMITS.websitesPerOwner} websites: delete one first`, { max: WEBSITE_DATA_LIMITS.websitesPerOwner });

export const websiteUrlTaken = () => new DomainError('conflict', 'AUDITS_WEBSITE_URL_TAKEN', 'Another of your websites already has this URL', { field: 'url' });

/** docs/product.md §8: 'The website name is required' (trimmed), at most 120 characters. */
export function parseWebsiteName(input: unknown): string {
  const name = typeof input === 'string' ? input.trim() : '';
  if (!name) throw invalid('AUDITS_WEBSITE_NAME_REQUIRED', 'The website name is required', 'name');
  if (name.length > WEBSITE_DATA_LIMITS.nameMaxLength) {
    throw invalid('AUDITS_WEBSITE_NAME_TOO_LONG', `The website name has at most ${WEBSITE_DATA_LIMITS.nameMaxLength} characters`, 'name', { max: WEBSITE_DATA_LIMITS.nameMaxLength });
  }
  return name;
}

/** docs/product.md §8: 'The URL must start with https://'; it must also be an address with a host. */
export function parseWebsiteUrl(input: unknown): string {
  const raw = typeof input === 'string' ? input.trim() : '';
  if (raw.length > WEBSITE_DATA_LIMITS.urlMaxLength) {
    throw invalid('AUDITS_WEBSITE_URL_TOO_LONG', `The URL has at most ${WEBSITE_DATA_LIMITS.urlMaxLength} characters`, 'url', { max: WEBSITE_DATA_LIMITS.urlMaxLength });
  }
  const url = /^https:\/\//i.test(raw) ? parsed(raw) : null;
  if (!url || url.protocol !== 'https:' || !url.hostname || url.username || url.password) throw invalid('AUDITS_WEBSITE_URL_HTTPS', 'The URL must start with https://', 'url');
  return normaliseUrl(url);
}

/** Detected URLs: at most 500, each a complete http(s) address; duplicates are kept once, in order. */
export function parseAnalyzisUrls(input: unknown): string[] {
  if (!Array.isArray(input)) throw invalid('AUDITS_WEBSITE_ANALYZIS_URLS_INVALID', 'analyzisUrls is a list of URLs', 'analyzisUrls');
  if (input.length > WEBSITE_DATA_LIMITS.analyzisUrlsMax) {
    throw invalid('AUDITS_WEBSITE_TOO_MANY_URLS', `At most ${WEBSITE_DATA_LIMITS.analyzisUrlsMax} detected URLs are kept`, 'analyzisUrls', { max: WEBSITE_DATA_LIMITS.analyzisUrlsMax });
  }
  const urls: string[] = [];
  input.forEach((item, index) => {
    const url = typeof item === 'string' && item.length <= WEBSITE_DATA_LIMITS.urlMaxLength ? parsed(item.trim()) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
      throw invalid('AUDITS_WEBSITE_ANALYZIS_URLS_INVALID', `analyzisUrls[${index}] is not an http(s) URL`, 'analyzisUrls', { index });
    }
    const normalised = normaliseUrl(url);
    if (!urls.includes(normalised)) urls.push(normalised);
  });
  return urls;
}

export function parseSitemapContent(input: unknown): string {
  if (typeof input !== 'string') throw invalid('AUDITS_WEBSITE_SITEMAP_INVALID', 'sitemapContent is text', 'sitemapContent');
  if (utf8Bytes(input) > WEBSITE_DATA_LIMITS.sitemapMaxBytes) {
    throw invalid('AUDITS_WEBSITE_SITEMAP_TOO_LARGE', 'The sitemap has at most 1 MB', 'sitemapContent', { maxBytes: WEBSITE_DATA_LIMITS.sitemapMaxBytes });
  }
  return input;
}

/**
 * What a finished website audit leaves in the website data: its detected URLs (the first 500) and its
 * generated sitemap when it fits in 1 MB (a cut sitemap would be broken XML, so a larger one is not kept).
 */
export function analysisOf(detectedUrls: readonly string[], generatedSitemap: string): { analyzisUrls: string[]; sitemapContent: string | null } {
  const analyzisUrls: string[] = [];
  for (const candidate of detectedUrls) {
    if (analyzisUrls.length >= WEBSITE_DATA_LIMITS.analyzisUrlsMax) break;
    const url = candidate.length <= WEBSITE_DATA_LIMITS.urlMaxLength ? parsed(candidate) : null;
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) continue;
    const normalised = normaliseUrl(url);
    if (!analyzisUrls.includes(normalised)) analyzisUrls.push(normalised);
  }
  const sitemapContent = utf8Bytes(generatedSitemap) <= WEBSITE_DATA_LIMITS.sitemapMaxBytes ? generatedSitemap : null;
  return { analyzisUrls, sitemapContent };
}

/** The name a website gets when an audit records it before the person named it: its host. */
export function defaultWebsiteName(url: string): string {
  return (parsed(url)?.hostname ?? url).slice(0, WEBSITE_DATA_LIMITS.nameMaxLength);
}

function parsed(raw: string): URL | null {
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

function normaliseUrl(url: URL): string {
  url.hash = '';
  return url.toString();
}

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

export const websiteView = (record: WebsiteDataRecord): WebsiteData => ({
  id: record.id,
  name: record.name,
  url: record.url,
  analyzisUrls: record.analyzisUrls,
  sitemapContent: record.sitemapContent,
  userId: record.ownerId,
  main: record.isMain,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

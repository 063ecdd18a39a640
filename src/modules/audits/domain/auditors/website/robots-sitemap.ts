import { XMLParser, XMLValidator } from 'fast-xml-parser';
import type { TextResource } from '../../collection-bundle.js';

export interface RobotsReport {
  present: boolean;
  status: number | null;
  disallowsAll: boolean;
  sitemapUrls: string[];
  issues: string[];
}

interface RobotsGroup {
  agents: string[];
  allow: string[];
  disallow: string[];
}

/**
 * robots.txt as RFC 9309 reads it: consecutive user-agent lines open a group, allow/disallow rules
 * belong to the open group, sitemap lines are global; comments and unknown fields are ignored.
 */
export function parseRobotsTxt(text: string): { groups: RobotsGroup[]; sitemaps: string[] } {
  const groups: RobotsGroup[] = [];
  const sitemaps: string[] = [];
  let current: RobotsGroup | null = null;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r\n|\r|\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const colon = line.indexOf(':');
    if (colon < 0) continue;
    const field = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (field === 'user-agent') {
      if (!current || !lastWasAgent) {
        current = { agents: [], allow: [], disallow: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (field === 'sitemap') sitemaps.push(value);
    else if (field === 'allow' && current && value !== '') current.allow.push(value);
    else if (field === 'disallow' && current && value !== '') current.disallow.push(value);
  }
  return { groups, sitemaps };
}

/** A robots.txt that is really an HTML page (soft 404 of a single-page app) counts as absent. */
function looksLikeHtml(body: string): boolean {
  return /^\s*(<!doctype html|<html|<head|<body)/i.test(body);
}

/**
 * The whole site is closed to crawlers when the `*` group disallows "/" and allows nothing back.
 * Issue codes are rule ids of WEBSITE_RULES.
 */
export function checkRobots(resource: TextResource | null): RobotsReport {
  const status = resource?.status ?? null;
  if (!resource || resource.status < 200 || resource.status >= 300 || looksLikeHtml(resource.body)) {
    return { present: false, status, disallowsAll: false, sitemapUrls: [], issues: ['robots-missing'] };
  }
  const { groups, sitemaps } = parseRobotsTxt(resource.body);
  const everyone = groups.filter((group) => group.agents.includes('*'));
  const disallowsAll = everyone.some((group) => group.disallow.includes('/')) && everyone.every((group) => group.allow.length === 0);
  const issues: string[] = [];
  if (disallowsAll) issues.push('robots-disallow-all');
  if (sitemaps.length === 0) issues.push('robots-no-sitemap');
  return { present: true, status, disallowsAll, sitemapUrls: sitemaps, issues };
}

export interface SitemapReport {
  present: boolean;
  url: string | null;
  urlCount: number;
  valid: boolean;
  issues: string[];
  /** The validator's message when the XML is not well-formed. */
  error: string | null;
}

const parser = new XMLParser({ ignoreAttributes: true, removeNSPrefix: true, processEntities: false, parseTagValue: false });

function countLoc(node: unknown): number {
  if (Array.isArray(node)) return node.reduce((sum: number, item) => sum + countLoc(item), 0);
  if (node === null || typeof node !== 'object') return 0;
  let count = 0;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'loc') count += Array.isArray(value) ? value.length : 1;
    else count += countLoc(value);
  }
  return count;
}

/**
 * sitemap.xml (or a sitemap index): well-formed XML whose root is urlset or sitemapindex; urlCount is
 * the number of <loc> entries (child sitemaps for an index). Issue codes are rule ids of WEBSITE_RULES.
 */
export function checkSitemap(resource: TextResource | null): SitemapReport {
  if (!resource || resource.status < 200 || resource.status >= 300) {
    return { present: false, url: resource?.url ?? null, urlCount: 0, valid: false, issues: ['sitemap-missing'], error: null };
  }
  const verdict = XMLValidator.validate(resource.body);
  if (verdict !== true) {
    const error = `${verdict.err.msg} (line ${verdict.err.line}, column ${verdict.err.col})`;
    return { present: true, url: resource.url, urlCount: 0, valid: false, issues: ['sitemap-invalid'], error };
  }
  const document = parser.parse(resource.body) as Record<string, unknown>;
  const root = document.urlset ?? document.sitemapindex;
  if (root === undefined) {
    return { present: true, url: resource.url, urlCount: 0, valid: false, issues: ['sitemap-invalid'], error: 'The root element is neither urlset nor sitemapindex.' };
  }
  const urlCount = countLoc(root);
  return { present: true, url: resource.url, urlCount, valid: true, issues: urlCount === 0 ? ['sitemap-empty'] : [], error: null };
}

function escapeXml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');
}

/** The sitemaps.org protocol's limit per file. */
export const SITEMAP_MAX_URLS = 50_000;

/** A sitemaps.org urlset of the URLs, XML-escaped (only loc: we know no truthful lastmod or priority). */
export function generateSitemap(urls: readonly string[]): string {
  const entries = urls.slice(0, SITEMAP_MAX_URLS).map((url) => `  <url>\n    <loc>${escapeXml(url)}</loc>\n  </url>`);
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...entries, '</urlset>', ''].join('\n');
}

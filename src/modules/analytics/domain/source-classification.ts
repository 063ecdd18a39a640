import { parse as parseHost } from 'tldts';
import { membersOf } from '../../../shared/index.js';
import type { SourceKind } from '../contract.js';

/**
 * Where a visit came from (docs/product.md §5.9 traffic sources). Decided once per session, at its first
 * page view, by the tracker; the dashboard only groups by `kind` and `name`.
 *
 * Precedence, first match wins:
 *  1. campaign — the landing URL carries utm_source, utm_medium or utm_campaign, or an ad click id
 *     (gclid/gbraid/wbraid → Google Ads, msclkid → Microsoft Ads). Tagged links are the owner's own
 *     declaration of the source, so they beat whatever the referrer says.
 *     `paid` is true when utm_medium names paid traffic (cpc, ppc, cpm, cpv, cpa, display, banner,
 *     retargeting, anything starting with "paid") or when only an ad click id is present. Paid stays a
 *     flag on the campaign kind so the five source kinds stay five; the dashboard can split on it.
 *  2. direct — no referrer, a referrer that is not an http(s) URL (bookmarks, e-mail clients and apps
 *     send none or an opaque one), or a referrer on the site's own host or the landing page's host
 *     (www. ignored). Only the exact host counts as internal: blog.example.com linking to example.com is
 *     a referrer, as in Plausible, because owners usually track those as separate sites.
 *  3. organic-search — a known search engine (SEARCH_ENGINES), or Google's Android search app.
 *  4. social — a known social network (SOCIAL_NETWORKS), or a Mastodon instance recognised by a known
 *     instance host or a first label "mastodon"/"mstdn" (instances are federated, no list is complete).
 *  5. referrer — anything else; `name` is the referrer host without www.
 *
 * fbclid and similar share-tracking ids are NOT treated as campaigns: Facebook appends fbclid to every
 * outbound link, paid or not.
 */
export const SOURCE_KINDS = membersOf<SourceKind>()(['campaign', 'organic-search', 'social', 'direct', 'referrer']);
// The HTTP contract states the union for the dashboard; the list above is checked against it.
export type { SourceKind };

export interface CampaignParams {
  source: string | null;
  medium: string | null;
  campaign: string | null;
  term: string | null;
  content: string | null;
}

export interface VisitSource {
  kind: SourceKind;
  /** Display name: engine or network name ("Google", "X"), campaign source, or referrer host; null for direct. */
  name: string | null;
  /** Host of the referrer without www., kept for the referrers table even when the kind is campaign. */
  referrerHost: string | null;
  paid: boolean;
  campaign: CampaignParams | null;
}

export interface SourceInput {
  /** document.referrer as sent by the snippet; empty or absent for direct visits. */
  referrer?: string | null;
  /** The landing page URL, absolute or path-and-query; only its query string and host are read. */
  landingUrl?: string | null;
  /** The site's configured host (from its URL), e.g. "example.com". */
  siteHost?: string | null;
}

/** Campaign values are free text typed by marketers; cap them so one URL cannot bloat a rollup key. */
const MAX_PARAM_LENGTH = 100;

const PAID_MEDIUMS = new Set(['cpc', 'ppc', 'cpm', 'cpv', 'cpa', 'display', 'banner', 'retargeting', 'remarketing']);

interface HostRule {
  name: string;
  /** Registrable domains (eTLD+1) that always match, e.g. "t.co". */
  domains?: readonly string[];
  /** Registrable domain minus suffix, for engines with many country domains ("google" → google.de, google.co.uk). */
  brands?: readonly string[];
  /** Exact host names (for a single subdomain of a general-purpose domain, e.g. news.ycombinator.com). */
  hosts?: readonly string[];
  /** When set, the subdomain must satisfy it (e.g. Yahoo only counts on search.yahoo.*). */
  subdomain?: (subdomain: string) => boolean;
}

// Google's own apps (mail, docs, drive…) link out too; only the search front ends count as search.
const GOOGLE_SEARCH_SUBDOMAINS = new Set(['', 'www', 'm', 'images', 'encrypted', 'scholar', 'news', 'webcache']);
const containsSearchLabel = (sub: string) => sub.split('.').includes('search');

export const SEARCH_ENGINES: readonly HostRule[] = [
  { name: 'Google', brands: ['google'], subdomain: (s) => GOOGLE_SEARCH_SUBDOMAINS.has(s) },
  { name: 'Bing', brands: ['bing'] },
  { name: 'DuckDuckGo', brands: ['duckduckgo'] },
  { name: 'Yahoo', brands: ['yahoo'], subdomain: containsSearchLabel },
  { name: 'Yandex', brands: ['yandex'], domains: ['ya.ru'] },
  { name: 'Baidu', brands: ['baidu'], subdomain: (s) => s === '' || s === 'www' || s === 'm' },
  { name: 'Ecosia', brands: ['ecosia'] },
  { name: 'Qwant', brands: ['qwant'] },
  { name: 'Naver', brands: ['naver'], subdomain: containsSearchLabel },
  { name: 'Seznam', brands: ['seznam'], subdomain: (s) => s === '' || s === 'www' || containsSearchLabel(s) },
  { name: 'Startpage', brands: ['startpage'] },
  { name: 'Brave Search', hosts: ['search.brave.com'] },
  { name: 'Kagi', brands: ['kagi'] },
  { name: 'Ask', brands: ['ask'], subdomain: (s) => s === '' || s === 'www' || containsSearchLabel(s) },
  { name: 'AOL', hosts: ['search.aol.com'] },
  { name: 'Sogou', brands: ['sogou'] },
  { name: '360 Search', domains: ['so.com'] },
  { name: 'Daum', hosts: ['search.daum.net'] },
  { name: 'Mojeek', brands: ['mojeek'] },
];

export const MASTODON_INSTANCES: readonly string[] = [
  'mastodon.social', 'mastodon.online', 'mastodon.world', 'mas.to', 'mstdn.social', 'mstdn.jp', 'fosstodon.org',
  'hachyderm.io', 'infosec.exchange', 'ioc.exchange', 'techhub.social', 'universeodon.com', 'social.vivaldi.net',
  'chaos.social', 'mastodon.art', 'aus.social', 'toot.community',
];

export const SOCIAL_NETWORKS: readonly HostRule[] = [
  { name: 'Facebook', domains: ['facebook.com', 'fb.com', 'fb.me', 'messenger.com'] },
  { name: 'Instagram', domains: ['instagram.com'] },
  { name: 'Threads', domains: ['threads.net', 'threads.com'] },
  { name: 'X', domains: ['twitter.com', 'x.com', 't.co'] },
  { name: 'LinkedIn', domains: ['linkedin.com', 'lnkd.in'] },
  { name: 'Reddit', domains: ['reddit.com', 'redd.it'] },
  { name: 'YouTube', domains: ['youtube.com', 'youtu.be'] },
  { name: 'TikTok', domains: ['tiktok.com'] },
  { name: 'Pinterest', brands: ['pinterest'], domains: ['pin.it'] },
  { name: 'Hacker News', hosts: ['news.ycombinator.com'] },
  { name: 'Bluesky', domains: ['bsky.app'] },
  { name: 'Mastodon', hosts: MASTODON_INSTANCES },
  { name: 'Tumblr', domains: ['tumblr.com'] },
  { name: 'VK', domains: ['vk.com'] },
  { name: 'Weibo', domains: ['weibo.com', 'weibo.cn'] },
  { name: 'Quora', domains: ['quora.com'] },
  { name: 'Discord', domains: ['discord.com', 'discordapp.com'] },
  { name: 'Telegram', domains: ['t.me', 'telegram.org'] },
  { name: 'WhatsApp', domains: ['whatsapp.com', 'wa.me'] },
  { name: 'Snapchat', domains: ['snapchat.com'] },
  { name: 'Lobsters', domains: ['lobste.rs'] },
];

/** Android apps send android-app://<package> as the referrer. */
const ANDROID_APPS: Readonly<Record<string, { kind: 'organic-search' | 'social'; name: string }>> = {
  'com.google.android.googlequicksearchbox': { kind: 'organic-search', name: 'Google' },
  'com.facebook.katana': { kind: 'social', name: 'Facebook' },
  'com.instagram.android': { kind: 'social', name: 'Instagram' },
  'com.twitter.android': { kind: 'social', name: 'X' },
  'com.linkedin.android': { kind: 'social', name: 'LinkedIn' },
  'com.reddit.frontpage': { kind: 'social', name: 'Reddit' },
  'com.google.android.youtube': { kind: 'social', name: 'YouTube' },
  'org.joinmastodon.android': { kind: 'social', name: 'Mastodon' },
};

export function classifySource(input: SourceInput): VisitSource {
  const landing = parseUrl(input.landingUrl ?? '', 'http://landing.invalid');
  const referrer = parseUrl(input.referrer ?? '');
  const referrerHost = referrer && isWeb(referrer) && referrer.hostname ? stripWww(referrer.hostname.toLowerCase()) : null;

  const campaign = landing ? readCampaign(landing.searchParams) : null;
  if (campaign) {
    return { kind: 'campaign', name: campaign.params.source ?? referrerHost, referrerHost, paid: campaign.paid, campaign: campaign.params };
  }

  if (referrer && referrer.protocol === 'android-app:') {
    const app = ANDROID_APPS[referrer.hostname.toLowerCase()];
    if (app) return { kind: app.kind, name: app.name, referrerHost: null, paid: false, campaign: null };
    return direct();
  }
  if (!referrerHost) return direct();

  const ownHosts = [input.siteHost, landing && landing.hostname !== 'landing.invalid' ? landing.hostname : null]
    .filter((h): h is string => Boolean(h))
    .map((h) => stripWww(h.trim().toLowerCase()));
  if (ownHosts.includes(referrerHost)) return direct();

  const engine = matchRule(SEARCH_ENGINES, referrerHost);
  if (engine) return { kind: 'organic-search', name: engine, referrerHost, paid: false, campaign: null };

  const network = matchRule(SOCIAL_NETWORKS, referrerHost) ?? (looksLikeMastodon(referrerHost) ? 'Mastodon' : null);
  if (network) return { kind: 'social', name: network, referrerHost, paid: false, campaign: null };

  return { kind: 'referrer', name: referrerHost, referrerHost, paid: false, campaign: null };
}

function direct(): VisitSource {
  return { kind: 'direct', name: null, referrerHost: null, paid: false, campaign: null };
}

function readCampaign(params: URLSearchParams): { params: CampaignParams; paid: boolean } | null {
  const value = (key: string) => {
    const v = params.get(key)?.trim();
    return v ? v.slice(0, MAX_PARAM_LENGTH) : null;
  };
  const fields: CampaignParams = {
    source: value('utm_source')?.toLowerCase() ?? null,
    medium: value('utm_medium')?.toLowerCase() ?? null,
    campaign: value('utm_campaign'),
    term: value('utm_term'),
    content: value('utm_content'),
  };
  if (fields.source || fields.medium || fields.campaign) {
    return { params: fields, paid: fields.medium !== null && isPaidMedium(fields.medium) };
  }
  // Auto-tagged ad clicks carry no utm_* at all; they are paid by definition.
  if (value('gclid') || value('gbraid') || value('wbraid')) return { params: { ...fields, source: 'google', medium: 'cpc' }, paid: true };
  if (value('msclkid')) return { params: { ...fields, source: 'bing', medium: 'cpc' }, paid: true };
  return null;
}

function isPaidMedium(medium: string): boolean {
  return PAID_MEDIUMS.has(medium) || medium.startsWith('paid');
}

function matchRule(rules: readonly HostRule[], host: string): string | null {
  const parsed = parseHost(host);
  const domain = parsed.domain ?? host;
  const brand = parsed.domainWithoutSuffix ?? '';
  // The host arrives without its leading www., so '' means the apex (www.google.com → '').
  const sub = parsed.subdomain ?? '';
  for (const rule of rules) {
    const hit = rule.hosts?.includes(host) || rule.domains?.includes(domain) || (brand !== '' && rule.brands?.includes(brand));
    if (hit && (!rule.subdomain || rule.subdomain(sub))) return rule.name;
  }
  return null;
}

function looksLikeMastodon(host: string): boolean {
  const first = host.split('.')[0];
  return first === 'mastodon' || first === 'mstdn';
}

function stripWww(host: string): string {
  return host.startsWith('www.') ? host.slice(4) : host;
}

function isWeb(url: URL): boolean {
  return url.protocol === 'http:' || url.protocol === 'https:';
}

function parseUrl(raw: string, base?: string): URL | null {
  const trimmed = raw.trim();
  if (!trimmed) return null;
  try {
    return new URL(trimmed, base);
  } catch {
    return null;
  }
}

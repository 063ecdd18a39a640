/** Social platforms recognised by link host (suffix match, so m.facebook.com and fr.linkedin.com count). */
const PLATFORM_HOSTS: [platform: string, hosts: string[]][] = [
  ['facebook', ['facebook.com', 'fb.com', 'fb.me', 'messenger.com']],
  ['x', ['twitter.com', 'x.com', 't.co']],
  ['linkedin', ['linkedin.com', 'lnkd.in']],
  ['instagram', ['instagram.com', 'instagr.am']],
  ['youtube', ['youtube.com', 'youtu.be', 'youtube-nocookie.com']],
  ['tiktok', ['tiktok.com']],
  ['github', ['github.com']],
  ['pinterest', ['pinterest.com', 'pinterest.fr', 'pinterest.es', 'pin.it']],
  ['whatsapp', ['whatsapp.com', 'wa.me']],
  ['telegram', ['t.me', 'telegram.me', 'telegram.org']],
  ['mastodon', ['mastodon.social', 'mastodon.online', 'mstdn.social', 'fosstodon.org', 'mas.to', 'hachyderm.io']],
  ['threads', ['threads.net', 'threads.com']],
  ['bluesky', ['bsky.app']],
  ['reddit', ['reddit.com', 'redd.it']],
  ['discord', ['discord.gg', 'discord.com']],
  ['vimeo', ['vimeo.com']],
  ['snapchat', ['snapchat.com']],
  ['tumblr', ['tumblr.com']],
  ['vk', ['vk.com']],
];

export function socialPlatform(url: string | null): string | null {
  if (!url) return null;
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
  for (const [platform, hosts] of PLATFORM_HOSTS) {
    if (hosts.some((candidate) => host === candidate || host.endsWith(`.${candidate}`))) return platform;
  }
  // Mastodon runs on thousands of instances; their names usually say so.
  if (/(^|\.)(mastodon|mstdn)\./.test(host)) return 'mastodon';
  return null;
}

/** URL patterns of share intents (the rest of a platform's links are profiles to follow). */
const SHARE_PATTERNS: RegExp[] = [
  /facebook\.com\/(sharer|share\.php|dialog\/(share|feed))/i,
  /(twitter|x)\.com\/(intent\/(tweet|post)|share)/i,
  /linkedin\.com\/(sharing\/share-offsite|shareArticle|cws\/share)/i,
  /pinterest\.[a-z.]+\/pin\/create/i,
  /(api\.whatsapp\.com\/send|wa\.me\/\?text=|whatsapp:\/\/send)/i,
  /t(elegram)?\.me\/share/i,
  /reddit\.com\/submit/i,
  /bsky\.app\/intent\/compose/i,
  /threads\.(net|com)\/intent\/post/i,
  /\/share\?text=/i,
];

export function socialType(url: string, tag: string): 'share' | 'follow' | 'embed' {
  if (tag === 'iframe') return 'embed';
  return SHARE_PATTERNS.some((pattern) => pattern.test(url)) ? 'share' : 'follow';
}

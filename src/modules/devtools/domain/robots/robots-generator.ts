import type { DevtoolsWarningCode, RobotsGroupInput } from '../../contract.js';
import { devtoolsError } from '../devtools-error.js';
import { ROBOTS_LIMITS } from './robots-limits.js';

export interface GeneratedRobotsTxt {
  robotsTxt: string;
  warnings: { code: DevtoolsWarningCode; line: number }[];
}

/**
 * Folders and files whose blocking keeps a crawler from rendering pages as visitors see them (Google
 * renders with the page's CSS and scripts): a Disallow naming one is flagged, not refused.
 */
const ASSET_PATTERN = /\.(css|js|mjs)(\$|\?|$)|\/(assets|static|css|js|scripts|styles|_next|build|dist|wp-includes|wp-content)(\/|$)/i;

function refuseValue(value: string, what: string): void {
  // A line break would let one value write its own directives into the file.
  if (/[\r\n#]/.test(value) || value.length > ROBOTS_LIMITS.maxValueLength) {
    throw devtoolsError('DEVTOOLS_ROBOTS_VALUE_INVALID', `${what} may not hold a line break or '#' and is at most ${ROBOTS_LIMITS.maxValueLength} characters`, { value: value.slice(0, 200) });
  }
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && value === value.trim();
  } catch {
    return false;
  }
}

/**
 * Writes a robots.txt from groups and sitemaps (RFC 9309 §2.1, §2.2; Sitemap lines outside the groups,
 * RFC 9309 §2.2.4) and flags what is probably a mistake, each warning with the generated line it is about.
 */
export function generateRobotsTxt(groups: readonly RobotsGroupInput[], sitemaps: readonly string[]): GeneratedRobotsTxt {
  if (groups.length === 0 && sitemaps.length === 0) throw devtoolsError('DEVTOOLS_ROBOTS_GROUPS_INVALID', 'Give at least one group or one sitemap');
  if (groups.length > ROBOTS_LIMITS.maxGroups) throw devtoolsError('DEVTOOLS_ROBOTS_GROUPS_INVALID', `At most ${ROBOTS_LIMITS.maxGroups} groups`);
  const lines: string[] = [];
  const warnings: GeneratedRobotsTxt['warnings'] = [];
  /** Appends a line and gives its 1-based number. */
  const push = (text: string): number => lines.push(text);
  for (const group of groups) {
    const agents = group.userAgents.map((ua) => ua.trim()).filter(Boolean);
    if (agents.length === 0) throw devtoolsError('DEVTOOLS_ROBOTS_GROUPS_INVALID', 'Every group names at least one user-agent');
    if (group.allow.length + group.disallow.length > ROBOTS_LIMITS.maxValuesPerGroup) {
      throw devtoolsError('DEVTOOLS_ROBOTS_GROUPS_INVALID', `At most ${ROBOTS_LIMITS.maxValuesPerGroup} rules per group`);
    }
    for (const agent of agents) {
      refuseValue(agent, 'A user-agent');
      if (agent.length > ROBOTS_LIMITS.maxUserAgentLength) throw devtoolsError('DEVTOOLS_ROBOTS_VALUE_INVALID', 'A user-agent is at most 200 characters');
    }
    for (const path of [...group.allow, ...group.disallow]) {
      refuseValue(path, 'A path');
      // RFC 9309 §2.2: a rule's path starts with '/'; Google also reads a leading '*'.
      if (path !== '' && !path.startsWith('/') && !path.startsWith('*')) {
        throw devtoolsError('DEVTOOLS_ROBOTS_VALUE_INVALID', `A rule's path starts with '/' or '*': ${path.slice(0, 200)}`, { value: path.slice(0, 200) });
      }
    }
    if (lines.length > 0) push('');
    const forEveryone = agents.includes('*');
    for (const agent of agents) push(`User-agent: ${agent}`);
    for (const path of group.allow) push(`Allow: ${path}`);
    for (const path of group.disallow) {
      const line = push(`Disallow: ${path}`);
      if (forEveryone && path === '/' && group.allow.length === 0) warnings.push({ code: 'DEVTOOLS_ROBOTS_BLOCKS_ALL', line });
      else if (ASSET_PATTERN.test(path)) warnings.push({ code: 'DEVTOOLS_ROBOTS_BLOCKS_ASSETS', line });
    }
    // A group needs a rule to be one (RFC 9309 §2.1); an empty Disallow allows everything.
    if (group.allow.length === 0 && group.disallow.length === 0) push('Disallow:');
    if (group.crawlDelay !== undefined) {
      if (!Number.isFinite(group.crawlDelay) || group.crawlDelay < 0 || group.crawlDelay > 86_400) {
        throw devtoolsError('DEVTOOLS_ROBOTS_VALUE_INVALID', 'Crawl-delay is a number of seconds from 0 to 86400');
      }
      warnings.push({ code: 'DEVTOOLS_ROBOTS_CRAWL_DELAY_IGNORED', line: push(`Crawl-delay: ${group.crawlDelay}`) });
    }
  }
  if (sitemaps.length > 0 && lines.length > 0) push('');
  for (const sitemap of sitemaps) {
    refuseValue(sitemap, 'A sitemap address');
    const line = push(`Sitemap: ${sitemap}`);
    // RFC 9309 §2.2.4 and the sitemaps protocol want a fully qualified URL.
    if (!isHttpUrl(sitemap)) warnings.push({ code: 'DEVTOOLS_ROBOTS_INVALID_SITEMAP_URL', line });
  }
  return { robotsTxt: `${lines.join('\n')}\n`, warnings };
}

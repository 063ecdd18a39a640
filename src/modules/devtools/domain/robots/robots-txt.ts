import robotsParserModule from 'robots-parser';
import type { RobotsGroupView, RobotsPathResult, RobotsRuleView, RobotsWarning } from '../../contract.js';

/** The part of robots-parser this file uses. */
interface RobotsLibrary {
  isAllowed(url: string, userAgent?: string): boolean | undefined;
  getMatchingLineNumber(url: string, userAgent?: string): number;
}

// The package is CommonJS exporting the factory itself; its typings declare an ES default export, which
// NodeNext reads as a property of that function, so the import is given its real type here.
const robotsParser = robotsParserModule as unknown as (url: string, text: string) => RobotsLibrary;

/**
 * A robots.txt read the way RFC 9309 reads it (devtools README, "Robots rules"). The listing (groups,
 * rules with their lines, sitemaps, warnings) is this file's own pass over the text; which rule decides
 * a path (longest match, Allow winning ties, `*`, `$`, percent-encoding: RFC 9309 §2.2.2, §2.2.3) is
 * robots-parser's, around the two places where it departs from the RFC: the implicitly allowed
 * /robots.txt and a matching group without rules.
 */
export interface ParsedRobotsTxt {
  groups: RobotsGroupView[];
  sitemaps: string[];
  warnings: RobotsWarning[];
  decide(path: string, userAgent: string): RobotsPathResult;
}

/** The library wants absolute URLs of one origin; a reserved name (RFC 6761) that never resolves. */
const ORIGIN = 'http://robots.invalid';

const KNOWN = new Set(['user-agent', 'allow', 'disallow', 'sitemap', 'crawl-delay', 'host']);

/** The product token a group is chosen by: lower case, before any `/version` (RFC 9309 §2.2.1). */
export function productToken(userAgent: string): string {
  const lower = userAgent.toLowerCase();
  const slash = lower.indexOf('/');
  return (slash >= 0 ? lower.slice(0, slash) : lower).trim();
}

interface Line {
  number: number;
  key: string;
  value: string;
}

/** Lines as robots-parser splits them (CR, LF or CRLF; `#` to the end is a comment), so line numbers agree. */
function linesOf(text: string): { lines: Line[]; noColon: number[] } {
  const lines: Line[] = [];
  const noColon: number[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const hash = raw.indexOf('#');
    const content = hash >= 0 ? raw.slice(0, hash) : raw;
    const colon = content.indexOf(':');
    if (colon < 0) {
      if (content.trim()) noColon.push(index + 1);
      return;
    }
    const key = content.slice(0, colon).trim();
    if (key) lines.push({ number: index + 1, key: key.toLowerCase(), value: content.slice(colon + 1).trim() });
  });
  return { lines, noColon };
}

export function parseRobotsTxt(text: string): ParsedRobotsTxt {
  const { lines, noColon } = linesOf(text);
  const groups: RobotsGroupView[] = [];
  const sitemaps: string[] = [];
  const warnings: RobotsWarning[] = noColon.map((line) => ({ code: 'DEVTOOLS_ROBOTS_UNKNOWN_DIRECTIVE', line }));
  let current: RobotsGroupView | null = null;
  let previousWasUserAgent = false;
  for (const line of lines) {
    switch (line.key) {
      case 'user-agent':
        // Consecutive user-agent lines share one group; any other line in between starts a new one (RFC 9309 §2.1).
        if (!previousWasUserAgent || !current) {
          current = { userAgents: [], line: line.number, rules: [], crawlDelay: null };
          groups.push(current);
        }
        if (line.value) current.userAgents.push(line.value);
        break;
      case 'allow':
      case 'disallow':
        if (!current) warnings.push({ code: 'DEVTOOLS_ROBOTS_RULE_OUTSIDE_GROUP', line: line.number });
        // An empty path matches nothing (RFC 9309 §2.2.2): listed nowhere, as the library ignores it.
        else if (line.value) current.rules.push({ type: line.key, pattern: line.value, line: line.number });
        break;
      case 'crawl-delay':
        if (!current) warnings.push({ code: 'DEVTOOLS_ROBOTS_RULE_OUTSIDE_GROUP', line: line.number });
        else if (line.value && !Number.isNaN(Number(line.value))) current.crawlDelay = Number(line.value);
        break;
      case 'sitemap':
        if (line.value) sitemaps.push(line.value);
        break;
      default:
        if (!KNOWN.has(line.key)) warnings.push({ code: 'DEVTOOLS_ROBOTS_UNKNOWN_DIRECTIVE', line: line.number });
    }
    previousWasUserAgent = line.key === 'user-agent';
  }
  warnings.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));

  const library = robotsParser(`${ORIGIN}/robots.txt`, text);
  const rulesByLine = new Map<number, RobotsRuleView>(groups.flatMap((g) => g.rules.map((r) => [r.line, r] as const)));

  /** The groups a crawler obeys: every group naming its token, merged, else every `*` group (RFC 9309 §2.2.1). */
  const groupFor = (token: string): { name: string; rules: number } | null => {
    for (const wanted of [token, '*']) {
      const matching = groups.filter((g) => g.userAgents.some((ua) => productToken(ua) === wanted));
      if (matching.length > 0) {
        const name = wanted === '*' ? '*' : matching[0]!.userAgents.find((ua) => productToken(ua) === wanted)!;
        return { name, rules: matching.reduce((n, g) => n + g.rules.length, 0) };
      }
    }
    return null;
  };

  return {
    groups,
    sitemaps,
    warnings,
    decide(path, userAgent) {
      const group = groupFor(productToken(userAgent));
      const pathname = new URL(path, ORIGIN).pathname;
      // RFC 9309 §2.2.2: "The /robots.txt URI is implicitly allowed."
      if (pathname === '/robots.txt') return { path, allowed: true, rule: null, group: group?.name ?? null };
      // No group, or a matching group without rules (RFC 9309 §2.1: the last group may have none, which
      // allows everything). The library would fall back to `*` for a rule-less named group.
      if (!group || group.rules === 0) return { path, allowed: true, rule: null, group: group?.name ?? null };
      const url = ORIGIN + path;
      const line = library.getMatchingLineNumber(url, userAgent);
      const rule = line > 0 ? (rulesByLine.get(line) ?? null) : null;
      return { path, allowed: library.isAllowed(url, userAgent) !== false, rule, group: group.name };
    },
  };
}

/** What a missing or unreachable robots.txt means for every path (RFC 9309 §2.3.1.3, §2.3.1.4). */
export function blanketResult(path: string, allowed: boolean): RobotsPathResult {
  return { path, allowed, rule: null, group: null };
}

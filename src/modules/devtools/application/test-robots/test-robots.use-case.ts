import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { RateLimiter } from '../../../../platform/rate-limit/index.js';
import type { RobotsSource, RobotsTestResponse, RobotsWarning } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { devtoolsError } from '../../domain/devtools-error.js';
import { ROBOTS_LIMITS } from '../../domain/robots/robots-limits.js';
import { blanketResult, parseRobotsTxt } from '../../domain/robots/robots-txt.js';
import type { WebFetcher } from '../ports/web-fetcher.port.js';
import { DEVTOOLS_RATES, enforceRate } from '../rate-limit.js';

export interface TestRobotsCommand {
  userId: string;
  url?: string;
  robotsTxt?: string;
  userAgent: string;
  paths: string[];
}

/**
 * Tests paths against a robots.txt, pasted or fetched from the origin of a given address (devtools
 * README, "Robots rules"): a 2xx is parsed, a 4xx allows everything, a 5xx or no answer disallows
 * everything (RFC 9309 §2.3.1.3, §2.3.1.4).
 */
@injectable()
export class TestRobots {
  constructor(
    @inject(DEVTOOLS.WebFetcher) private readonly fetcher: WebFetcher,
    @inject(PLATFORM.RateLimiter) private readonly limiter: RateLimiter,
  ) {}

  async execute(command: TestRobotsCommand): Promise<RobotsTestResponse> {
    const { url, robotsTxt, paths } = command;
    const userAgent = command.userAgent.trim();
    if ((url === undefined) === (robotsTxt === undefined)) {
      throw devtoolsError('DEVTOOLS_ROBOTS_SOURCE_REQUIRED', 'Give exactly one of url and robotsTxt');
    }
    if (!userAgent || userAgent.length > ROBOTS_LIMITS.maxUserAgentLength || /[\r\n]/.test(userAgent)) {
      throw devtoolsError('DEVTOOLS_USER_AGENT_INVALID', `userAgent is 1 to ${ROBOTS_LIMITS.maxUserAgentLength} characters on one line`);
    }
    if (paths.length === 0 || paths.length > ROBOTS_LIMITS.maxPaths) {
      throw devtoolsError('DEVTOOLS_TOO_MANY_PATHS', `Test 1 to ${ROBOTS_LIMITS.maxPaths} paths`, { max: ROBOTS_LIMITS.maxPaths });
    }
    const badPath = paths.find((p) => !p.startsWith('/') || p.length > ROBOTS_LIMITS.maxPathLength || /[\s#]/.test(p));
    if (badPath !== undefined) {
      throw devtoolsError('DEVTOOLS_PATH_INVALID', `A path starts with '/', has no spaces or '#' and is at most ${ROBOTS_LIMITS.maxPathLength} characters`, { path: badPath.slice(0, 200) });
    }
    if (robotsTxt !== undefined) {
      if (Buffer.byteLength(robotsTxt, 'utf8') > ROBOTS_LIMITS.maxRobotsTxtBytes) {
        throw devtoolsError('DEVTOOLS_ROBOTS_TXT_TOO_LARGE', `robotsTxt is at most ${ROBOTS_LIMITS.maxRobotsTxtBytes} bytes`, { maxBytes: ROBOTS_LIMITS.maxRobotsTxtBytes });
      }
      return this.answer({ outcome: 'pasted', fetchedBytes: 0 }, robotsTxt, [], userAgent, paths);
    }
    return this.fetchAndTest(url!, command.userId, userAgent, paths);
  }

  private async fetchAndTest(url: string, userId: string, userAgent: string, paths: string[]): Promise<RobotsTestResponse> {
    let robotsUrl: string;
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new Error('scheme');
      // RFC 9309 §2.3: the file lives at the origin's /robots.txt, whatever path the address names.
      robotsUrl = new URL('/robots.txt', parsed.origin).href;
    } catch {
      throw devtoolsError('DEVTOOLS_INVALID_URL', 'Please enter a valid URL starting with http:// or https://');
    }
    await enforceRate(this.limiter, `devtools:robots-fetch:${userId}`, DEVTOOLS_RATES.robotsFetch);
    const fetched = await this.fetcher.get(robotsUrl, { maxBytes: ROBOTS_LIMITS.maxRobotsTxtBytes, timeoutMs: ROBOTS_LIMITS.fetchTimeoutMs });
    if (fetched.kind === 'failed') {
      // More than five redirects: "MAY assume that the robots.txt file is unavailable" (RFC 9309 §2.3.1.2).
      const unavailable = fetched.tooManyRedirects;
      return this.blanket({ outcome: unavailable ? 'unavailable' : 'unreachable', url: robotsUrl, fetchedBytes: 0 }, unavailable, paths);
    }
    const source: RobotsSource = { outcome: 'fetched', url: robotsUrl, finalUrl: fetched.finalUrl, status: fetched.status, fetchedBytes: fetched.body.length };
    if (fetched.status >= 200 && fetched.status < 300) {
      const warnings: RobotsWarning[] = fetched.truncated ? [{ code: 'DEVTOOLS_ROBOTS_TRUNCATED' }] : [];
      return this.answer(source, fetched.body.toString('utf8'), warnings, userAgent, paths);
    }
    if (fetched.status >= 400 && fetched.status < 500) return this.blanket({ ...source, outcome: 'unavailable' }, true, paths);
    return this.blanket({ ...source, outcome: 'unreachable' }, false, paths);
  }

  private answer(source: RobotsSource, text: string, extra: RobotsWarning[], userAgent: string, paths: string[]): RobotsTestResponse {
    const parsed = parseRobotsTxt(text);
    const warnings = [...extra, ...parsed.warnings];
    if (paths.some((p) => new URL(p, 'http://robots.invalid').pathname === '/robots.txt')) warnings.push({ code: 'DEVTOOLS_ROBOTS_ROBOTS_TXT_ALWAYS_ALLOWED' });
    return { success: true, source, groups: parsed.groups, sitemaps: parsed.sitemaps, results: paths.map((p) => parsed.decide(p, userAgent)), warnings };
  }

  private blanket(source: RobotsSource, allowed: boolean, paths: string[]): RobotsTestResponse {
    const warnings: RobotsWarning[] = [{ code: allowed ? 'DEVTOOLS_ROBOTS_UNAVAILABLE' : 'DEVTOOLS_ROBOTS_UNREACHABLE' }];
    return { success: true, source, groups: [], sitemaps: [], results: paths.map((p) => blanketResult(p, allowed)), warnings };
  }
}

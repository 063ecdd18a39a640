import { injectable } from 'inversify';
import { isbot } from 'isbot';
import { UAParser } from 'ua-parser-js';
import type { UserAgentDetails, UserAgentReader } from '../../application/ports/user-agent-reader.port.js';

const CACHE_SIZE = 2_000;

/**
 * isbot 5 and ua-parser-js 1.x (MIT; 2.x is AGPL). Parsing costs about 20 µs and most traffic comes from a
 * few hundred browser builds, so answers are kept in a small insertion-ordered cache (oldest dropped).
 */
@injectable()
export class UaParserUserAgentReader implements UserAgentReader {
  private readonly cache = new Map<string, { bot: boolean; details: UserAgentDetails }>();

  isBot(userAgent: string): boolean {
    return this.lookup(userAgent).bot;
  }

  read(userAgent: string): UserAgentDetails {
    return this.lookup(userAgent).details;
  }

  private lookup(userAgent: string): { bot: boolean; details: UserAgentDetails } {
    let entry = this.cache.get(userAgent);
    if (!entry) {
      const { browser, os, device } = new UAParser(userAgent).getResult();
      entry = {
        // Every browser sends a user agent; a request without one is a script.
        bot: !userAgent.trim() || isbot(userAgent),
        details: { browser: browser.name || null, os: os.name || null, device: device.type || 'desktop' },
      };
      if (this.cache.size >= CACHE_SIZE) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(userAgent, entry);
    }
    return entry;
  }
}

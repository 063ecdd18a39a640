export interface UserAgentDetails {
  /** Browser family as ua-parser-js names it ("Chrome", "Mobile Safari"…), null when unknown. */
  browser: string | null;
  os: string | null;
  /** ua-parser-js device type (mobile, tablet, console, smarttv, wearable, embedded), 'desktop' when it reports none. */
  device: string;
}

export interface UserAgentReader {
  /** Crawlers, headless browsers, HTTP libraries, and requests without a user agent. */
  isBot(userAgent: string): boolean;
  read(userAgent: string): UserAgentDetails;
}

import type { Severity } from '../../finding.js';

export interface RuleText {
  severity: Severity;
  title: string;
  description: string;
  impact: string;
  remediation: string;
}

/** English texts of the website audit's findings; the frontend catalog translates them by rule id. */
export const WEBSITE_RULES = {
  'robots-missing': {
    severity: 'low',
    title: 'No robots.txt',
    description: 'The site serves no robots.txt file (or serves an HTML page in its place).',
    impact: 'Crawlers get no guidance on what to skip and no pointer to the sitemap.',
    remediation: 'Publish /robots.txt with the rules you want and a Sitemap: line.',
  },
  'robots-disallow-all': {
    severity: 'critical',
    title: 'robots.txt blocks every crawler',
    description: 'robots.txt disallows "/" for all user agents.',
    impact: 'Search engines are told not to crawl any page, so the site disappears from results.',
    remediation: 'Remove "Disallow: /" from the "User-agent: *" group unless the site must stay private.',
  },
  'robots-no-sitemap': {
    severity: 'info',
    title: 'robots.txt does not point to a sitemap',
    description: 'robots.txt has no Sitemap: line.',
    impact: 'Crawlers must find the sitemap on their own.',
    remediation: 'Add "Sitemap: https://your-site/sitemap.xml" to robots.txt.',
  },
  'sitemap-missing': {
    severity: 'medium',
    title: 'No sitemap',
    description: 'No sitemap.xml was found.',
    impact: 'Search engines discover pages only by following links, so deep or new pages are indexed late.',
    remediation: 'Publish a sitemap.xml (the generated one is a starting point) and declare it in robots.txt.',
  },
  'sitemap-invalid': {
    severity: 'medium',
    title: 'Sitemap is not valid',
    description: 'The sitemap is not well-formed XML or its root is neither urlset nor sitemapindex.',
    impact: 'Search engines reject the sitemap.',
    remediation: 'Fix the XML (escape &, <, >) and follow the sitemaps.org schema.',
  },
  'sitemap-empty': {
    severity: 'low',
    title: 'Sitemap lists no URL',
    description: 'The sitemap contains no <loc> entry.',
    impact: 'The sitemap gives search engines nothing to crawl.',
    remediation: 'List the site\'s canonical URLs in the sitemap.',
  },
  'ssl-not-https': {
    severity: 'critical',
    title: 'Site not served over HTTPS',
    description: 'The page is served over plain HTTP.',
    impact: 'Traffic can be read and altered in transit; browsers mark the site "Not secure" and search engines rank it lower.',
    remediation: 'Install a TLS certificate (for example from Let\'s Encrypt) and redirect every HTTP URL to HTTPS.',
  },
  'ssl-invalid': {
    severity: 'critical',
    title: 'TLS certificate not valid',
    description: 'The certificate could not be verified (untrusted issuer, wrong host name, or failed handshake).',
    impact: 'Browsers show a full-page security warning and most visitors leave.',
    remediation: 'Serve a certificate from a trusted authority that covers this host name, with its full chain.',
  },
  'ssl-expired': {
    severity: 'critical',
    title: 'TLS certificate expired',
    description: 'The certificate\'s validity period has ended.',
    impact: 'Browsers block the site with a security warning.',
    remediation: 'Renew the certificate now and automate renewal.',
  },
  'ssl-expiring-soon': {
    severity: 'high',
    title: 'TLS certificate expires soon',
    description: 'The certificate expires in less than 30 days.',
    impact: 'If it is not renewed in time, browsers will block the site.',
    remediation: 'Renew the certificate and automate renewal (ACME clients renew 30 days ahead).',
  },
  'tls-outdated-protocol': {
    severity: 'high',
    title: 'Outdated TLS version',
    description: 'The connection was negotiated with a TLS version older than 1.2.',
    impact: 'TLS 1.0 and 1.1 are deprecated and have known weaknesses; modern browsers refuse them.',
    remediation: 'Enable TLS 1.2 and 1.3 only in the server configuration.',
  },
  'viewport-missing': {
    severity: 'high',
    title: 'No responsive viewport',
    description: 'The page has no <meta name="viewport" content="width=device-width, …">.',
    impact: 'Phones render the page as a zoomed-out desktop page.',
    remediation: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
  },
  'viewport-zoom-disabled': {
    severity: 'medium',
    title: 'Zoom disabled',
    description: 'The viewport meta tag prevents zooming (user-scalable=no or maximum-scale below 2).',
    impact: 'People with low vision cannot enlarge the text.',
    remediation: 'Remove user-scalable=no and maximum-scale from the viewport meta tag.',
  },
  'horizontal-overflow': {
    severity: 'medium',
    title: 'Content wider than the phone screen',
    description: 'At 375 px wide the page scrolls horizontally.',
    impact: 'Visitors on phones must scroll sideways to read.',
    remediation: 'Find the element wider than the viewport (fixed widths, large images, tables) and make it fluid.',
  },
  'small-tap-targets': {
    severity: 'medium',
    title: 'Tap targets too small',
    description: 'Links or buttons are smaller than 48×48 px on a 375 px wide screen.',
    impact: 'Visitors on touch screens miss them or tap the wrong one.',
    remediation: 'Give interactive elements at least 48×48 px (padding counts) and space them apart.',
  },
  'small-text': {
    severity: 'low',
    title: 'Text too small on phones',
    description: 'Some text is smaller than 12 px on a 375 px wide screen.',
    impact: 'Small text is hard to read without zooming.',
    remediation: 'Use a base font size of at least 16 px and no text below 12 px.',
  },
  'page-http-error': {
    severity: 'high',
    title: 'Page answers with an error',
    description: 'The page answered with an HTTP error status.',
    impact: 'Visitors and crawlers following links to it reach an error.',
    remediation: 'Restore the page, redirect it (301) to its replacement, or remove the links to it.',
  },
  'redirect-chain': {
    severity: 'low',
    title: 'Redirect chain',
    description: 'The URL goes through more than one redirect before the page.',
    impact: 'Each hop adds a round trip and dilutes link signals.',
    remediation: 'Point links and the first redirect straight at the final URL.',
  },
  'page-title-missing': {
    severity: 'high',
    title: 'Page without title',
    description: 'The page has no <title>.',
    impact: 'Search results and browser tabs show no meaningful name.',
    remediation: 'Give each page a unique title of 30-60 characters.',
  },
  'page-description-missing': {
    severity: 'medium',
    title: 'Page without meta description',
    description: 'The page has no meta description.',
    impact: 'Search engines pick an arbitrary snippet for the result.',
    remediation: 'Add a meta description of 150-160 characters.',
  },
  'page-h1-missing': {
    severity: 'medium',
    title: 'Page without H1',
    description: 'The page has no H1 heading.',
    impact: 'The page\'s main topic is less clear to search engines and screen readers.',
    remediation: 'Add one H1 that states the page\'s topic.',
  },
  'page-lang-missing': {
    severity: 'low',
    title: 'Page language not declared',
    description: 'The <html> element has no lang attribute.',
    impact: 'Screen readers may use the wrong pronunciation and search engines may guess the language wrong.',
    remediation: 'Add lang="…" to the <html> element (for example lang="en").',
  },
  'page-noindex': {
    severity: 'high',
    title: 'Page excluded from search engines',
    description: 'A robots meta tag or X-Robots-Tag header says noindex.',
    impact: 'The page will not appear in search results.',
    remediation: 'Remove noindex unless the page must stay out of search results.',
  },
  'slow-page-load': {
    severity: 'medium',
    title: 'Slow page load',
    description: 'The load event fired more than 3 seconds after navigation.',
    impact: 'Visitors leave slow pages; speed is also a ranking signal.',
    remediation: 'Run the performance audit for the detailed opportunities (images, scripts, caching).',
  },
  'heavy-page': {
    severity: 'low',
    title: 'Heavy page',
    description: 'The page and its resources weigh more than 3 MB.',
    impact: 'Heavy pages load slowly on mobile networks and cost visitors data.',
    remediation: 'Compress and resize images, remove unused scripts and styles, and enable text compression.',
  },
  'page-console-errors': {
    severity: 'low',
    title: 'JavaScript errors',
    description: 'The browser console reported errors while the page loaded.',
    impact: 'Scripts that fail may leave features broken for visitors.',
    remediation: 'Open the browser console on the page and fix the reported errors.',
  },
  'website-security-headers-missing': {
    severity: 'medium',
    title: 'Security headers missing',
    description: 'Some recommended HTTP security headers are absent.',
    impact: 'The browser\'s built-in protections against clickjacking, sniffing and injection stay off.',
    remediation: 'Run the security audit: it generates the missing headers for Koa, nginx and Apache.',
  },
} as const satisfies Record<string, RuleText>;

export type WebsiteRule = keyof typeof WEBSITE_RULES;

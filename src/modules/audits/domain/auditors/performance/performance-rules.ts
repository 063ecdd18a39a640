import type { Severity } from '../../finding.js';

export interface RuleText {
  severity: Severity;
  title: string;
  description: string;
  impact: string;
  remediation: string;
}

/**
 * Lighthouse 12 opportunity audits (the ones that estimate savings in ms or bytes). Their rule ids are
 * Lighthouse's audit ids, so `details.opportunities[].id` and the finding's rule share one catalog entry.
 */
const OPPORTUNITY_RULES = {
  'render-blocking-resources': {
    severity: 'high',
    title: 'Eliminate render-blocking resources',
    description: 'Stylesheets or scripts in the head delay the first paint: the browser waits for them before showing anything.',
    impact: 'Visitors look at a blank screen longer; First Contentful Paint and Largest Contentful Paint are later.',
    remediation: 'Inline the critical CSS, load the rest asynchronously, and add defer or async to scripts that are not needed for the first paint.',
  },
  'unused-javascript': {
    severity: 'medium',
    title: 'Reduce unused JavaScript',
    description: 'Much of the downloaded JavaScript is never run while the page loads.',
    impact: 'Unused code costs download, parse and compile time and delays when the page becomes usable.',
    remediation: 'Split bundles by route, load rarely used code on demand, and remove dead dependencies.',
  },
  'unused-css-rules': {
    severity: 'medium',
    title: 'Reduce unused CSS',
    description: 'Most rules of the stylesheets match nothing on this page.',
    impact: 'Unused CSS is downloaded and parsed before the first paint.',
    remediation: 'Remove dead rules, split stylesheets per page, and inline only the CSS the first screen needs.',
  },
  'unminified-javascript': {
    severity: 'low',
    title: 'Minify JavaScript',
    description: 'Scripts are served with whitespace and comments a minifier would remove.',
    impact: 'More bytes to download and parse than necessary.',
    remediation: 'Minify scripts in the build (for example with esbuild or terser).',
  },
  'unminified-css': {
    severity: 'low',
    title: 'Minify CSS',
    description: 'Stylesheets are served with whitespace and comments a minifier would remove.',
    impact: 'More bytes to download before the first paint than necessary.',
    remediation: 'Minify stylesheets in the build (for example with esbuild, Lightning CSS or cssnano).',
  },
  'uses-text-compression': {
    severity: 'medium',
    title: 'Enable text compression',
    description: 'Text resources (HTML, CSS, JavaScript) are served without gzip, Brotli or zstd compression.',
    impact: 'Text typically shrinks by 60-80 % when compressed; without it every visit downloads the full size.',
    remediation: 'Turn on Brotli or gzip compression for text types on the server or CDN.',
  },
  'uses-responsive-images': {
    severity: 'medium',
    title: 'Properly size images',
    description: 'Images are downloaded much larger than the size they are displayed at.',
    impact: 'Wasted bytes, especially on mobile connections, and a later Largest Contentful Paint.',
    remediation: 'Serve several sizes with srcset and sizes, or resize images to their displayed dimensions.',
  },
  'offscreen-images': {
    severity: 'low',
    title: 'Defer offscreen images',
    description: 'Images below the fold are loaded with the rest of the page.',
    impact: 'They compete for bandwidth with what the visitor sees first.',
    remediation: 'Add loading="lazy" to images outside the first screen.',
  },
  'modern-image-formats': {
    severity: 'low',
    title: 'Serve images in modern formats',
    description: 'Images would be noticeably smaller as WebP or AVIF.',
    impact: 'Larger image downloads and a later Largest Contentful Paint.',
    remediation: 'Convert images to WebP or AVIF, with a picture element fallback where needed.',
  },
  'uses-optimized-images': {
    severity: 'low',
    title: 'Efficiently encode images',
    description: 'JPEG images could be re-encoded at a lower quality with no visible difference.',
    impact: 'Wasted bytes on every visit.',
    remediation: 'Compress images in the build or through an image CDN (quality about 85).',
  },
  'efficient-animated-content': {
    severity: 'low',
    title: 'Use video formats for animated content',
    description: 'Large animated GIFs are served where a video would be far smaller.',
    impact: 'Animated GIFs are often ten times heavier than the same clip as MP4 or WebM.',
    remediation: 'Replace animated GIFs with autoplaying, muted, looping video elements.',
  },
  'duplicated-javascript': {
    severity: 'low',
    title: 'Remove duplicate modules in JavaScript bundles',
    description: 'The same modules are bundled more than once.',
    impact: 'Extra bytes to download and parse.',
    remediation: 'Deduplicate dependencies (one version per package) and share chunks between bundles.',
  },
  'legacy-javascript': {
    severity: 'low',
    title: 'Avoid serving legacy JavaScript to modern browsers',
    description: 'Scripts include polyfills and transforms modern browsers do not need.',
    impact: 'Extra bytes to download and parse for no benefit.',
    remediation: 'Build for modern browsers (for example a browserslist of baseline targets) and drop unneeded polyfills.',
  },
  'server-response-time': {
    severity: 'medium',
    title: 'Reduce initial server response time',
    description: 'The server takes long to answer the document request.',
    impact: 'Everything else waits for the first byte of the HTML.',
    remediation: 'Cache rendered pages, speed up slow queries and serve from a location close to visitors.',
  },
  redirects: {
    severity: 'medium',
    title: 'Avoid multiple page redirects',
    description: 'The page is reached through one or more redirects.',
    impact: 'Each redirect adds a full round trip before the page starts loading.',
    remediation: 'Link to the final URL directly and keep at most one redirect (for example http to https).',
  },
  'uses-rel-preconnect': {
    severity: 'low',
    title: 'Preconnect to required origins',
    description: 'Important third-party origins are connected to late.',
    impact: 'DNS, TCP and TLS setup for those origins delays the resources they serve.',
    remediation: 'Add link rel="preconnect" for the few origins the first screen depends on.',
  },
  'prioritize-lcp-image': {
    severity: 'medium',
    title: 'Preload the Largest Contentful Paint image',
    description: 'The image that is the largest contentful paint is discovered late.',
    impact: 'Largest Contentful Paint happens later than it could.',
    remediation: 'Preload the LCP image or give it fetchpriority="high", and do not lazy-load it.',
  },
  'uses-http2': {
    severity: 'low',
    title: 'Use HTTP/2',
    description: 'Resources are served over HTTP/1.1.',
    impact: 'HTTP/1.1 opens few parallel connections, so many small requests queue.',
    remediation: 'Enable HTTP/2 or HTTP/3 on the server or CDN.',
  },
} as const satisfies Record<string, RuleText>;

export type OpportunityRule = keyof typeof OPPORTUNITY_RULES;

/** Lighthouse 12.8's opportunity audit ids. */
export const OPPORTUNITY_AUDITS: readonly string[] = Object.keys(OPPORTUNITY_RULES);

export function isKnownOpportunity(id: string): id is OpportunityRule {
  return Object.hasOwn(OPPORTUNITY_RULES, id);
}

export const PERFORMANCE_RULES = {
  'lighthouse-unavailable': {
    severity: 'high',
    title: 'Performance could not be measured',
    description: 'Lighthouse did not produce a result for this page, so no performance metric is available.',
    impact: 'The report has no metrics, opportunities or scores; the failed stage is listed with the result.',
    remediation: 'Check that the page loads in a browser and answers within the time limit, then run the audit again.',
  },
  'lighthouse-fewer-runs': {
    severity: 'info',
    title: 'Fewer Lighthouse runs than planned',
    description: 'Only {runs} of {planned} Lighthouse runs succeeded; the median is taken over those.',
    impact: 'With fewer runs the median is less robust against a slow or fast outlier.',
    remediation: 'Run the audit again when the page and the network are stable.',
  },
  'performance-score-unstable': {
    severity: 'low',
    title: 'Performance score varies between runs',
    description: 'The performance score ranged from {min} to {max} ({spread} points) across {runs} runs.',
    impact: 'A single measurement of this page is unreliable; compare medians, not single runs.',
    remediation: 'Look for work whose timing varies (third-party scripts, ads, A/B tests, slow server responses) and make it deterministic or defer it.',
  },
  'metric-fcp-slow': {
    severity: 'medium',
    title: 'Slow First Contentful Paint',
    description: 'First Contentful Paint is {value} ms (metric score {score}); Lighthouse scores 90 at {p10} ms and 50 at {median} ms.',
    impact: 'Visitors wait for the first text or image, and many leave before it appears.',
    remediation: 'Remove render-blocking resources, reduce server response time and keep the critical path short.',
  },
  'metric-lcp-slow': {
    severity: 'medium',
    title: 'Slow Largest Contentful Paint',
    description: 'Largest Contentful Paint is {value} ms (metric score {score}); Lighthouse scores 90 at {p10} ms and 50 at {median} ms.',
    impact: 'The main content appears late; LCP is a Core Web Vital and weighs 25 % of the performance score.',
    remediation: 'Preload and size the LCP image, cut render-blocking resources and unused code, and serve compressed, cached assets.',
  },
  'metric-speed-index-slow': {
    severity: 'medium',
    title: 'Slow Speed Index',
    description: 'Speed Index is {value} ms (metric score {score}); Lighthouse scores 90 at {p10} ms and 50 at {median} ms.',
    impact: 'The visible page fills in slowly.',
    remediation: 'Paint above-the-fold content first: critical CSS inline, fonts with font-display: swap, no large blocking scripts.',
  },
  'metric-tbt-high': {
    severity: 'medium',
    title: 'High Total Blocking Time',
    description: 'Total Blocking Time is {value} ms (metric score {score}); Lighthouse scores 90 at {p10} ms and 50 at {median} ms.',
    impact: 'Long JavaScript tasks keep the page from reacting to taps and clicks; TBT weighs 30 % of the performance score.',
    remediation: 'Split long tasks, defer non-essential scripts, move heavy work to web workers and trim third-party code.',
  },
  'metric-cls-high': {
    severity: 'medium',
    title: 'High Cumulative Layout Shift',
    description: 'Cumulative Layout Shift is {value} (metric score {score}); Lighthouse scores 90 at {p10} and 50 at {median}.',
    impact: 'Content jumps while the visitor reads or aims, causing misclicks; CLS is a Core Web Vital.',
    remediation: 'Give images and embeds width and height, reserve space for banners and ads, and do not insert content above what is already shown.',
  },
  'metric-tti-slow': {
    severity: 'low',
    title: 'Slow Time to Interactive',
    description: 'Time to Interactive is {value} ms (metric score {score}); Lighthouse scores 90 at {p10} ms and 50 at {median} ms. It no longer counts in the performance score.',
    impact: 'The page looks ready before it reliably responds to input.',
    remediation: 'Reduce JavaScript executed during load and break up long tasks.',
  },
  'performance-opportunity': {
    severity: 'low',
    title: 'Optimisation opportunity: {title}',
    description: 'Lighthouse estimates savings of {savingsMs} ms and {savingsBytes} bytes for "{title}".',
    impact: 'The page loads slower than it could.',
    remediation: 'See the Lighthouse documentation for the audit {audit}.',
  },
  ...OPPORTUNITY_RULES,
} as const satisfies Record<string, RuleText>;

export type PerformanceRule = keyof typeof PERFORMANCE_RULES;

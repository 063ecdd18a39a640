export { auditWebsite, HEAVY_PAGE_BYTES, MAX_DETECTED_URLS, pageWeight, SLOW_LOAD_MS, viewportFacts } from './audit-website.js';
export { WEBSITE_RULES, WEBSITE_RULES as RULES, type RuleText, type WebsiteRule } from './website-rules.js';
export { checkRobots, checkSitemap, generateSitemap, parseRobotsTxt, SITEMAP_MAX_URLS } from './robots-sitemap.js';
export { checkSsl, isOutdatedProtocol, SSL_EXPIRY_WARNING_DAYS, tlsVersion } from './ssl-check.js';
export { linearScore, missingSecurityHeaders, performanceMetric, securityMetric, seoMetric, seoPagePoints, usabilityMetric } from './website-metrics.js';

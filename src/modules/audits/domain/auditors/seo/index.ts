export { auditSeo } from './audit-seo.js';
export { CHECK_OF_RULE, SEO_CATEGORIES, SEO_CATEGORY_WEIGHTS, SEO_CHECKS, type SeoCheck } from './seo-checks.js';
export { SEO_RULES, SEO_RULES as RULES, type RuleText, type SeoRule } from './seo-rules.js';
export { readStructuredData, type StructuredData } from './structured-data.js';

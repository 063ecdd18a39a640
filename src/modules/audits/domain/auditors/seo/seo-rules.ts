import type { Severity } from '../../finding.js';

export interface RuleText {
  severity: Severity;
  title: string;
  description: string;
  impact: string;
  remediation: string;
}

/**
 * English texts of the findings only the SEO audit makes; the others it reports come from the content,
 * semantic and website auditors with their own rule ids and texts. The frontend catalog translates them
 * by rule id.
 */
export const SEO_RULES = {
  'seo-structured-data-missing': {
    severity: 'medium',
    title: 'No structured data',
    description: 'The page declares no schema.org structured data (JSON-LD, microdata or RDFa).',
    impact: 'Search engines cannot show rich results (ratings, prices, breadcrumbs, articles) for the page and must guess what it describes.',
    remediation: 'Describe the page with schema.org JSON-LD in a <script type="application/ld+json"> block, for example Organization, Product, Article or BreadcrumbList.',
  },
  'seo-structured-data-invalid': {
    severity: 'high',
    title: 'Structured data cannot be read',
    description: '{count, plural, one {One JSON-LD block is} other {# JSON-LD blocks are}} not valid JSON or name no @type.',
    impact: 'Search engines ignore a block they cannot parse, so the page loses the rich results it was written for.',
    remediation: 'Fix the JSON syntax (quotes, commas, brackets) and give every item an @type; check the block with a structured-data validator.',
  },
} as const satisfies Record<string, RuleText>;

export type SeoRule = keyof typeof SEO_RULES;

import type { Severity } from '../../finding.js';

export interface RuleText {
  severity: Severity;
  title: string;
  description: string;
  impact: string;
  remediation: string;
}

/**
 * English texts of the semantic audit's rules (the frontend catalog translates them by rule id). Ids
 * carry a "semantic-" prefix because the content audit judges some of the same tags with other texts.
 */
export const SEMANTIC_RULES = {
  'semantic-page-unavailable': {
    severity: 'high',
    title: 'Page could not be analysed',
    description: 'The page returned no HTML to analyse (status {status}).',
    impact: 'No structure, accessibility or meta-tag result is available for this page.',
    remediation: 'Check that the URL answers with an HTML page, then run the audit again.',
  },
  'semantic-html-validation': {
    severity: 'medium',
    title: 'HTML validation: {validatorRule}',
    description: 'html-validate reports "{message}" ({count} occurrences).',
    impact: 'Invalid or ambiguous markup is repaired differently by browsers, assistive technologies and crawlers, so the page may not mean what it says.',
    remediation: 'Fix the markup at the reported elements; the html-validate documentation of rule {validatorRule} explains the rule and the correct pattern.',
  },
  'semantic-html-validation-failed': {
    severity: 'info',
    title: 'HTML could not be validated',
    description: 'The HTML validator stopped on this document: {error}.',
    impact: 'The HTML structure score is missing from the average.',
    remediation: 'Check that the page serves well-formed text HTML.',
  },
  'semantic-aria-violation': {
    severity: 'medium',
    title: 'Accessibility: {help}',
    description: 'axe-core rule {axeRule} fails on {nodes} element(s) (impact: {impact}).',
    impact: 'People using screen readers, keyboards or magnification may be unable to perceive or operate this part of the page.',
    remediation: 'Fix the listed elements as the rule’s documentation describes ({helpUrl}).',
  },
  'semantic-axe-unavailable': {
    severity: 'medium',
    title: 'Accessibility checks did not run',
    description: 'axe-core produced no result for this page ({code}).',
    impact: 'The ARIA/accessibility score is missing, and the average covers HTML structure and meta tags only.',
    remediation: 'Run the audit again; if it keeps failing, check that the page finishes loading in a browser.',
  },
  'semantic-title-missing': {
    severity: 'high',
    title: 'Missing page title',
    description: 'The document has no title element, or it is empty.',
    impact: 'Search results, browser tabs and bookmarks show the URL instead of a name; screen readers announce no page name.',
    remediation: 'Add a unique, descriptive title element of 30-60 characters in the head.',
  },
  'semantic-description-missing': {
    severity: 'medium',
    title: 'Missing meta description',
    description: 'The document has no meta name="description", or it is empty.',
    impact: 'Search engines invent a snippet from page text, which often describes the page badly.',
    remediation: 'Add a meta description of 120-160 characters summarising the page.',
  },
  'semantic-viewport-missing': {
    severity: 'high',
    title: 'Missing viewport meta tag',
    description: 'The document has no meta name="viewport".',
    impact: 'Mobile browsers render the page at desktop width and shrink it, so text is tiny and the page is not mobile-friendly.',
    remediation: 'Add <meta name="viewport" content="width=device-width, initial-scale=1">.',
  },
  'semantic-charset-missing': {
    severity: 'medium',
    title: 'No character encoding declared',
    description: 'Neither a meta charset nor the Content-Type header declares the encoding.',
    impact: 'Browsers may guess the wrong encoding and show garbled accented or non-Latin characters.',
    remediation: 'Add <meta charset="utf-8"> as the first element of the head.',
  },
  'semantic-lang-missing': {
    severity: 'medium',
    title: 'Missing lang attribute',
    description: 'The html element has no lang attribute.',
    impact: 'Screen readers pronounce the text with the wrong voice, and translation tools and search engines must guess the language.',
    remediation: 'Declare the language on the html element, e.g. <html lang="en">.',
  },
  'semantic-canonical-missing': {
    severity: 'low',
    title: 'Missing canonical link',
    description: 'The document has no link rel="canonical".',
    impact: 'When the page is reachable under several URLs, search engines may split its ranking between them.',
    remediation: 'Add <link rel="canonical" href="…"> pointing to the preferred URL of the page.',
  },
  'semantic-open-graph-incomplete': {
    severity: 'low',
    title: 'Incomplete Open Graph tags',
    description: 'Missing Open Graph tags: {missing}.',
    impact: 'Links shared on social networks and messengers show a poor or empty preview.',
    remediation: 'Add og:title, og:description and og:image meta tags (property attribute) to the head.',
  },
  'semantic-twitter-card-missing': {
    severity: 'low',
    title: 'Missing Twitter card',
    description: 'The document has no twitter:card meta tag.',
    impact: 'X (Twitter) shows a plain link instead of a card when the page is shared.',
    remediation: 'Add <meta name="twitter:card" content="summary_large_image">.',
  },
  'semantic-robots-noindex': {
    severity: 'medium',
    title: 'Page asks not to be indexed',
    description: 'The robots meta tag says "{content}".',
    impact: 'Search engines drop the page from their results.',
    remediation: 'Remove noindex from the robots meta tag unless the page must stay out of search results.',
  },
  'semantic-h1-missing': {
    severity: 'high',
    title: 'No H1 heading',
    description: 'The page has no level-one heading.',
    impact: 'Screen-reader users who jump to the main heading find none, and the topic of the page is less clear to search engines.',
    remediation: 'Give the page one H1 that states its topic.',
  },
  'semantic-h1-multiple': {
    severity: 'low',
    title: 'Several H1 headings',
    description: 'The page has {count} level-one headings.',
    impact: 'The outline has several tops, which blurs the page’s main topic for assistive technologies and search engines.',
    remediation: 'Keep one H1 for the page topic and demote the others to H2.',
  },
  'semantic-heading-levels-skipped': {
    severity: 'medium',
    title: 'Heading levels skipped',
    description: 'The outline jumps levels: {skips}.',
    impact: 'Screen-reader users navigating by headings think content is missing or misplaced.',
    remediation: 'Go down one level at a time (H1 → H2 → H3); choose heading levels by structure, not by size, and style them with CSS.',
  },
  'semantic-readability-difficult': {
    severity: 'low',
    title: 'Text is hard to read',
    description: 'Reading ease is {score} ({band}) with {wordsPerSentence} words per sentence on average.',
    impact: 'Many visitors skim or leave text written at this level.',
    remediation: 'Shorten sentences, prefer common words, and break long paragraphs with subheadings and lists.',
  },
} as const satisfies Record<string, RuleText>;

export type SemanticRule = keyof typeof SEMANTIC_RULES;

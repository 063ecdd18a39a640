import type { Severity } from '../../finding.js';

export interface RuleText {
  severity: Severity;
  title: string;
  description: string;
  impact: string;
  remediation: string;
}

/** English texts of the content audit's findings; the frontend catalog translates them by rule id. */
export const CONTENT_RULES = {
  'content-page-unavailable': {
    severity: 'high',
    title: 'Page could not be analysed',
    description: 'The page answered with an error status or an empty document, so its content could not be read.',
    impact: 'Visitors and search engines get no content from this URL.',
    remediation: 'Make sure the URL answers 200 with its HTML, or remove links pointing to it.',
  },
  'content-too-short': {
    severity: 'high',
    title: 'Very little content',
    description: 'The main content has fewer than 300 words.',
    impact: 'Thin pages rarely rank and seldom answer a visitor\'s question completely.',
    remediation: 'Expand the page to at least 800-1,000 words of useful, original content, or merge it with a related page.',
  },
  'content-short': {
    severity: 'medium',
    title: 'Content could be longer',
    description: 'The main content has between 300 and 799 words.',
    impact: 'Pages that cover a topic in depth (800-1,000 words or more) tend to rank better and keep readers longer.',
    remediation: 'Develop the topic further: examples, answers to common questions, data, to reach 800-1,000 words or more.',
  },
  'missing-h1': {
    severity: 'high',
    title: 'No H1 heading',
    description: 'The page has no H1, the heading that names its main topic.',
    impact: 'Search engines and screen-reader users lose the clearest signal of what the page is about.',
    remediation: 'Add exactly one H1 that states the page\'s topic, ideally with its main keyword.',
  },
  'multiple-h1': {
    severity: 'medium',
    title: 'More than one H1 heading',
    description: 'The page has several H1 headings.',
    impact: 'Several competing top-level headings blur the page\'s main topic.',
    remediation: 'Keep exactly one H1 and turn the others into H2 subheadings.',
  },
  'missing-h2': {
    severity: 'medium',
    title: 'No H2 subheadings',
    description: 'The content is not divided into sections with H2 subheadings.',
    impact: 'Long unstructured text is hard to scan; subheadings also help search engines understand the sections.',
    remediation: 'Split the content into sections, each introduced by an H2 subheading.',
  },
  'heading-level-skipped': {
    severity: 'low',
    title: 'Heading level skipped',
    description: 'The heading outline jumps down more than one level (for example from H2 to H4).',
    impact: 'Assistive technologies present a broken outline, and the structure is harder to follow.',
    remediation: 'Use heading levels in order: an H3 follows an H2, an H4 follows an H3.',
  },
  'img-alt-missing': {
    severity: 'high',
    title: 'Images without alt text',
    description: 'Some images have no alt attribute.',
    impact: 'Screen-reader users miss what the images show, and search engines cannot index them.',
    remediation: 'Give every image an alt attribute: a short description, or alt="" for purely decorative images.',
  },
  'img-dimensions-missing': {
    severity: 'low',
    title: 'Images without dimensions',
    description: 'Some images have no width and height set.',
    impact: 'The browser cannot reserve their space, so the layout shifts while they load.',
    remediation: 'Set width and height attributes (or a CSS aspect-ratio) on every image.',
  },
  'meta-title-missing': {
    severity: 'high',
    title: 'Missing title',
    description: 'The page has no <title>.',
    impact: 'Search results and browser tabs show no meaningful name for the page.',
    remediation: 'Add a unique, descriptive title of 30-60 characters.',
  },
  'meta-title-too-short': {
    severity: 'medium',
    title: 'Title too short',
    description: 'The title has fewer than 30 characters.',
    impact: 'A short title wastes space in search results and says little about the page.',
    remediation: 'Write a descriptive title of 30-60 characters with the page\'s main keyword.',
  },
  'meta-title-too-long': {
    severity: 'low',
    title: 'Title too long',
    description: 'The title has more than 60 characters.',
    impact: 'Search engines cut long titles, so the end is not shown.',
    remediation: 'Shorten the title to 60 characters or fewer, keeping the important words first.',
  },
  'meta-description-missing': {
    severity: 'medium',
    title: 'Missing meta description',
    description: 'The page has no meta description.',
    impact: 'Search engines pick an arbitrary snippet of text for the result, which often converts poorly.',
    remediation: 'Add a meta description of 150-160 characters summarising the page.',
  },
  'meta-description-too-short': {
    severity: 'low',
    title: 'Meta description too short',
    description: 'The meta description has fewer than 120 characters.',
    impact: 'A short description uses little of the space search results give it.',
    remediation: 'Lengthen the meta description to 150-160 characters.',
  },
  'meta-description-too-long': {
    severity: 'low',
    title: 'Meta description too long',
    description: 'The meta description has more than 160 characters.',
    impact: 'Search engines cut long descriptions mid-sentence.',
    remediation: 'Shorten the meta description to 150-160 characters.',
  },
  'canonical-missing': {
    severity: 'low',
    title: 'No canonical URL',
    description: 'The page declares no <link rel="canonical">.',
    impact: 'When the page is reachable under several URLs, search engines may split its ranking between them.',
    remediation: 'Add <link rel="canonical" href="…"> with the page\'s preferred URL.',
  },
  'open-graph-missing': {
    severity: 'low',
    title: 'Incomplete Open Graph tags',
    description: 'og:title, og:description or og:image is missing.',
    impact: 'Links shared on social networks show a poor or empty preview.',
    remediation: 'Add og:title, og:description and og:image (at least 1200×630 px) meta tags.',
  },
  'readability-difficult': {
    severity: 'medium',
    title: 'Text is hard to read',
    description: 'The reading-ease score is below 50 (difficult or very difficult).',
    impact: 'Many visitors give up on text with long sentences and long words.',
    remediation: 'Shorten sentences (aim for 15-20 words), prefer common words, and use lists for enumerations.',
  },
  'readability-approximate': {
    severity: 'info',
    title: 'Readability approximated',
    description: 'No readability formula is calibrated for this page\'s language; the Flesch formula was used on generic counts.',
    impact: 'The readability score is indicative only.',
    remediation: 'No action needed; judge readability with native readers of the language.',
  },
  'keyword-stuffing': {
    severity: 'medium',
    title: 'Keyword repeated too often',
    description: 'A keyword makes up more than 3 % of the words.',
    impact: 'Search engines may treat heavy repetition as keyword stuffing, and the text reads unnaturally.',
    remediation: 'Use the keyword naturally (1-3 % of words) and vary it with synonyms.',
  },
  'no-internal-links': {
    severity: 'low',
    title: 'No internal links',
    description: 'The page links to no other page of the site.',
    impact: 'Visitors reach a dead end, and search engines discover and rank related pages less well.',
    remediation: 'Link to related pages of the site with descriptive link text.',
  },
} as const satisfies Record<string, RuleText>;

export type ContentRule = keyof typeof CONTENT_RULES;

/**
 * Recommendation codes in ContentPage.recommendations with their English text. The first five are
 * the content recommendations of docs/product.md §8; the rest follow from the same checks.
 */
export const CONTENT_RECOMMENDATIONS = {
  'word-count-800': 'Write at least 800-1,000 words of useful content.',
  'single-h1': 'Use exactly one H1 heading.',
  'use-h2': 'Structure the content with H2 subheadings.',
  'meta-description-150-160': 'Write a meta description of 150-160 characters.',
  'alt-all-images': 'Give every image an alt text.',
  'meta-title-30-60': 'Write a title of 30-60 characters.',
  'improve-readability': 'Use shorter sentences and simpler words.',
  'add-canonical': 'Declare the canonical URL.',
  'add-open-graph': 'Add og:title, og:description and og:image.',
  'image-dimensions': 'Set width and height on every image.',
  'add-internal-links': 'Link to related pages of the site.',
  'reduce-keyword-repetition': 'Keep each keyword between 1 % and 3 % of the words.',
} as const;

export type ContentRecommendation = keyof typeof CONTENT_RECOMMENDATIONS;

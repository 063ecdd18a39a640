import type { Severity } from '../../finding.js';

export interface RuleText {
  severity: Severity;
  title: string;
  description: string;
  impact: string;
  remediation: string;
}

/**
 * English texts of the engagement audit's findings; `remediation` is the recommendation the
 * engagement page shows beside each issue. The frontend catalog translates them by rule id.
 */
export const ENGAGEMENT_RULES = {
  'engagement-page-unavailable': {
    severity: 'high',
    title: 'Page could not be analysed',
    description: 'The page answered with an error status or an empty document.',
    impact: 'Visitors reaching this URL cannot engage with anything.',
    remediation: 'Make sure the URL answers 200 with its HTML, or remove links pointing to it.',
  },
  'engagement-layout-unavailable': {
    severity: 'info',
    title: 'Layout not measured',
    description: 'The page was not rendered, so element positions, sizes and colours are unknown.',
    impact: 'Above-the-fold, contrast and tap-size checks were skipped for this page.',
    remediation: 'Run the audit again; if it persists, check that the page renders without errors.',
  },
  'no-cta': {
    severity: 'high',
    title: 'No call to action',
    description: 'The page has no button or action link inviting the visitor to do something.',
    impact: 'Visitors who are interested have no obvious next step, so they leave.',
    remediation: 'Add one clear call to action ("Start free trial", "Contact us") that matches the page\'s goal.',
  },
  'no-cta-above-fold': {
    severity: 'high',
    title: 'No call to action above the fold',
    description: 'No call to action is visible in the first screen (the top 940 px).',
    impact: 'Many visitors never scroll; they do not see what to do next.',
    remediation: 'Place the main call to action in the first screen, near the headline.',
  },
  'too-many-ctas': {
    severity: 'medium',
    title: 'Too many competing calls to action',
    description: 'More than 5 calls to action compete in the first screen, outside the header and navigation.',
    impact: 'Too many choices dilute attention and lower the click rate of the main action (Hick\'s law).',
    remediation: 'Keep one primary call to action per screen and make the others secondary (links or outline buttons).',
  },
  'cta-low-contrast': {
    severity: 'medium',
    title: 'Call to action with low contrast',
    description: 'The call to action\'s text contrast is below WCAG\'s minimum (4.5:1, or 3:1 for large text).',
    impact: 'Low-vision visitors, and anyone in sunlight, struggle to read the button.',
    remediation: 'Darken the text or the background until the contrast reaches at least 4.5:1.',
  },
  'cta-small-target': {
    severity: 'medium',
    title: 'Call to action too small',
    description: 'The call to action is smaller than 44×44 px.',
    impact: 'Small targets are hard to hit on touch screens and for people with motor impairments (WCAG 2.5.5).',
    remediation: 'Give the call to action at least 44×44 px, with padding rather than a larger font if needed.',
  },
  'no-social-links': {
    severity: 'low',
    title: 'No social links or sharing',
    description: 'The page has no link to a social profile, no share button and no social embed.',
    impact: 'Visitors cannot follow the brand or share the page in one click.',
    remediation: 'Link the brand\'s social profiles (usually in the footer) and add share links on content pages.',
  },
  'no-social-proof': {
    severity: 'low',
    title: 'No social proof',
    description: 'No testimonials, reviews, ratings or customer logos were found.',
    impact: 'Visitors have less reason to trust the offer, which lowers conversions.',
    remediation: 'Show a few testimonials, ratings or customer logos near the call to action.',
  },
  'no-navigation': {
    severity: 'medium',
    title: 'No navigation landmark',
    description: 'The page has no <nav> element (or role="navigation").',
    impact: 'Visitors and screen readers cannot find the way to other pages easily.',
    remediation: 'Wrap the main menu in a <nav> element with clear link labels.',
  },
  'missing-skip-link': {
    severity: 'low',
    title: 'No skip link',
    description: 'There is no "Skip to content" link before the navigation.',
    impact: 'Keyboard and screen-reader users must tab through the whole menu on every page.',
    remediation: 'Add a "Skip to main content" link as the first focusable element, pointing to the main content.',
  },
  'no-interactive-elements': {
    severity: 'low',
    title: 'No interactive elements',
    description: 'The page has no form, search field, input, video or other interactive element.',
    impact: 'Visitors can only read; there is no way to respond, search or subscribe.',
    remediation: 'Add a relevant way to interact: a newsletter form, a search field, a contact form or a demo video.',
  },
  'engagement-readability-low': {
    severity: 'medium',
    title: 'Text hard to read',
    description: 'The reading-ease score of the main content is below 50.',
    impact: 'Hard text makes visitors skim or leave before reaching the call to action.',
    remediation: 'Shorten sentences, prefer common words and break the text with subheadings and lists.',
  },
} as const satisfies Record<string, RuleText>;

export type EngagementRule = keyof typeof ENGAGEMENT_RULES;

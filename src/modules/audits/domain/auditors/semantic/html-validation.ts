import { HtmlValidate, type ConfigData } from 'html-validate/browser';

import type { SemanticDetails } from '../../audit-result.js';

/**
 * HTML structure checks with html-validate, kept in the domain because its browser build does no I/O:
 * `new HtmlValidate(config)` uses a StaticConfigLoader with no resolvers (no `.htmlvalidate.json`
 * lookup, no plugin loading), and the presets and html5 element metadata are bundled in the package.
 * `root: true` keeps it from merging any configuration it did not get here.
 *
 * Config: the "recommended" preset plus "document" (checks that only make sense for a whole page:
 * doctype, heading levels, labels, references), with three rules off:
 * - attr-quotes, void-style, doctype-style: formatting preferences ("prettier" preset), not structure;
 * - require-sri: subresource integrity belongs to the security audit, which scores it.
 */
export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:recommended', 'html-validate:document'],
  elements: ['html5'],
  rules: {
    'attr-quotes': 'off',
    'void-style': 'off',
    'doctype-style': 'off',
    'require-sri': 'off',
  },
};

const validator = new HtmlValidate(HTML_VALIDATE_CONFIG);

export type HtmlMessage = SemanticDetails['html']['messages'][number];

export interface HtmlValidation {
  errors: number;
  warnings: number;
  /** Every message, in source order. */
  messages: HtmlMessage[];
}

/** html-validate severities: 2 = error, 1 = warning. */
const ERROR = 2;

export function validateHtml(html: string): HtmlValidation {
  const report = validator.validateStringSync(html);
  const messages: HtmlMessage[] = report.results.flatMap((result) =>
    result.messages.map((message) => ({
      ruleId: message.ruleId,
      severity: message.severity >= ERROR ? ('error' as const) : ('warning' as const),
      message: message.message,
      line: message.line,
      column: message.column,
      selector: message.selector,
    })),
  );
  messages.sort((a, b) => a.line - b.line || a.column - b.column || a.ruleId.localeCompare(b.ruleId));
  return {
    errors: messages.filter((message) => message.severity === 'error').length,
    warnings: messages.filter((message) => message.severity === 'warning').length,
    messages,
  };
}

/** Points one message costs, and the most one validator rule can cost however often it repeats. */
export const HTML_SCORE_COSTS = { error: 3, warning: 1, perRuleCap: 15 } as const;

/**
 * HTML structure score: 100 − Σ over validator rules of min(15, 3 × errors + 1 × warnings), floored at 0.
 * The per-rule cap keeps one mistake repeated on every list item from outweighing several different
 * mistakes: a page must break at least seven different rules to reach 0.
 */
export function htmlStructureScore(messages: readonly HtmlMessage[]): number {
  const costByRule = new Map<string, number>();
  for (const message of messages) {
    const cost = message.severity === 'error' ? HTML_SCORE_COSTS.error : HTML_SCORE_COSTS.warning;
    costByRule.set(message.ruleId, (costByRule.get(message.ruleId) ?? 0) + cost);
  }
  let penalty = 0;
  for (const cost of costByRule.values()) penalty += Math.min(HTML_SCORE_COSTS.perRuleCap, cost);
  return Math.max(0, 100 - penalty);
}

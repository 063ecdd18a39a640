import type { IntlShape, MessageDescriptor } from 'react-intl';
import { auditRuleMessages, ruleArguments } from './audit-rules.messages';

export interface RuleText {
  readonly title: string;
  readonly description: string | null;
  readonly impact: string | null;
  readonly remediation: string | null;
  /** False when the catalog does not know the rule: the title is then the server's English message. */
  readonly known: boolean;
}

const PARTS = ['title', 'description', 'impact', 'remediation'] as const;
const catalog = auditRuleMessages as Record<string, MessageDescriptor | undefined>;

/** Turns a rule code into words when nothing better exists: 'missing-h1' → 'Missing h1'. */
export function humanizeRule(rule: string): string {
  const words = rule.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The translated texts of a finding's rule (`audits.rule.<rule>.*`, generated from the auditors'
 * RULES), with the finding's params as ICU arguments. A rule the catalog lacks, or a finding without
 * the arguments its texts need, falls back to the English `message` the server wrote.
 */
export function ruleText(intl: IntlShape, rule: string, params: Record<string, string | number>, fallback: string): RuleText {
  const title = catalog[`${rule}.title`];
  const needed = ruleArguments[rule] ?? [];
  if (!title || needed.some((name) => params[name] === undefined)) {
    return { title: fallback || humanizeRule(rule), description: null, impact: null, remediation: null, known: false };
  }
  const [, description, impact, remediation] = PARTS.map((part) => {
    const descriptor = catalog[`${rule}.${part}`];
    return descriptor ? intl.formatMessage(descriptor, params) : null;
  });
  return { title: intl.formatMessage(title, params), description: description ?? null, impact: impact ?? null, remediation: remediation ?? null, known: true };
}

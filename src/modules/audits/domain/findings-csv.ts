import type { AuditResult } from './audit-result.js';
import type { Finding } from './finding.js';

export interface CsvLabels {
  /** Column headings in the reader's language, in COLUMNS order. */
  headings: Record<(typeof COLUMNS)[number], string>;
  /** Translated rule title, or null to fall back to the finding's English message. */
  ruleTitle(rule: string, params: Record<string, string | number>): string | null;
  severity(severity: Finding['severity']): string;
}

export const COLUMNS = ['auditId', 'type', 'pageUrl', 'findingId', 'rule', 'severity', 'title', 'selector', 'evidence'] as const;

/**
 * One finding a row (audits README, "API"), RFC 4180 quoting, CRLF line ends, and a UTF-8 byte-order mark
 * added by the caller for spreadsheet programs. Cells that a spreadsheet would run as a formula
 * (=, +, -, @, tab, CR) are prefixed with an apostrophe: audited pages are attacker-controlled text.
 */
export function findingsCsv(auditId: string, result: AuditResult, labels: CsvLabels): string {
  const rows = [COLUMNS.map((column) => labels.headings[column])];
  for (const finding of result.findings) {
    rows.push([
      auditId,
      result.type,
      finding.pageUrl,
      finding.id,
      finding.rule,
      labels.severity(finding.severity),
      labels.ruleTitle(finding.rule, finding.params) ?? finding.message,
      finding.selector ?? '',
      finding.evidence ?? '',
    ]);
  }
  return rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Catalog ids are dotted camelCase words: rule 'missing-h1' is `audits.rule.missingH1.*` (frontend/scripts/audit-rule-messages.ts). */
export const ruleMessageSegment = (rule: string): string => rule.replace(/[-_]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase());

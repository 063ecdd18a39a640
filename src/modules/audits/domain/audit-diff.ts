import type { AuditDiff, AuditResult } from './audit-result.js';

/**
 * Compares two results of the same audit type by stable finding id (rule | page path | selector):
 * new = only in `other`, fixed = only in `base`, persisting = in both (as `other` reports it).
 * `base` is the earlier run in the usual reading, but the function does not depend on order.
 */
export function diffAudits(baseId: string, base: AuditResult, otherId: string, other: AuditResult): AuditDiff {
  const baseIds = new Set(base.findings.map((f) => f.id));
  const otherIds = new Set(other.findings.map((f) => f.id));
  return {
    baseId,
    otherId,
    scoreDelta: other.overall.score - base.overall.score,
    newFindings: other.findings.filter((f) => !baseIds.has(f.id)),
    fixedFindings: base.findings.filter((f) => !otherIds.has(f.id)),
    persistingFindings: other.findings.filter((f) => baseIds.has(f.id)),
  };
}

/** The audits module's public surface for other modules. */
export const AUDITS_QUEUE = 'audits';
export const AUDITS_JOBS = {
  run: 'audits.run',
  renderPdf: 'audits.render-pdf',
} as const;

export interface RunAuditJob {
  runId: string;
}

export interface RenderPdfJob {
  runId: string;
  language: string;
}

export type { AuditType } from './domain/audit-type.js';
export { AUDIT_TYPES } from './domain/audit-type.js';

// The SSRF guard and the shared browser, for other modules that open user-given URLs in Chromium
// (analytics' heatmap screenshots): the same refusals as audits, one implementation.
export { BrowserPool } from './adapters/collector/browser-pool.js';
export { checkTargetUrl, startFilteringProxy, TargetRefusedError, type FilteringProxy, type TargetPolicy } from './adapters/collector/ssrf/index.js';

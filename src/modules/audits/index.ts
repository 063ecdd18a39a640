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

import type { AuditRun } from '../../domain/audit-run.js';

/** Renders the print report of a finished run as a PDF in the given language (Chromium in the worker). */
export interface ReportRenderer {
  renderPdf(run: AuditRun, language: string): Promise<Buffer>;
}

import { inject, injectable } from 'inversify';
import { AUDITS } from '../../audits.tokens.js';
import type { RenderPdfJob } from '../../index.js';
import { finishedResult } from '../owned-run.js';
import type { AuditRunRepository } from '../ports/audit-run.repository.port.js';
import type { ReportRenderer } from '../ports/report-renderer.port.js';
import { DomainError } from '../../../../shared/index.js';

/** Worker side of the PDF export: the API checked ownership before queueing the job. */
@injectable()
export class RenderReport {
  constructor(
    @inject(AUDITS.RunRepository) private readonly runs: AuditRunRepository,
    @inject(AUDITS.ReportRenderer) private readonly renderer: ReportRenderer,
  ) {}

  async execute(job: RenderPdfJob): Promise<{ pdfBase64: string }> {
    const run = await this.runs.find(job.runId);
    if (!run) throw new DomainError('not_found', 'AUDIT_NOT_FOUND', 'No such audit');
    finishedResult(run);
    const pdf = await this.renderer.renderPdf(run, job.language);
    return { pdfBase64: pdf.toString('base64') };
  }
}

import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import type { RenderReport } from '../../application/render-report/render-report.use-case.js';
import { AUDITS } from '../../audits.tokens.js';
import type { RenderPdfJob } from '../../index.js';

@injectable()
export class RenderPdfProcessor implements JobProcessor<RenderPdfJob, { pdfBase64: string }> {
  constructor(@inject(AUDITS.RenderReport) private readonly render: RenderReport) {}

  handle(job: JobContext<RenderPdfJob>): Promise<{ pdfBase64: string }> {
    return this.render.execute({ runId: String(job.data.runId), language: String(job.data.language) });
  }
}

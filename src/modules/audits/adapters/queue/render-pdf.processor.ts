import { inject, injectable } from 'inversify';
import type { JobContext, JobProcessor } from '../../../../platform/queue/index.js';
import { RenderReport } from '../../application/render-report/render-report.use-case.js';
import type { RenderPdfJob } from '../../index.js';

@injectable()
export class RenderPdfProcessor implements JobProcessor<RenderPdfJob, { pdfBase64: string }> {
  constructor(@inject(RenderReport) private readonly render: RenderReport) {}

  handle(job: JobContext<RenderPdfJob>): Promise<{ pdfBase64: string }> {
    return this.render.execute({ runId: String(job.data.runId), language: String(job.data.language) });
  }
}

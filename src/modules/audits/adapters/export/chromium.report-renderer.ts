import { launchChromium } from '../../../../platform/outbound/index.js';
import { DomainError } from '../../../../shared/index.js';
import type { ReportRenderer } from '../../application/ports/report-renderer.port.js';
import type { AuditRun } from '../../domain/audit-run.js';

export interface ReportRendererOptions {
  /** Where the frontend is served to the worker, read at render time (the embedded process learns its port late). */
  frontendUrl: () => string | null;
  chromiumPath: string;
  timeoutMs: number;
}

/**
 * The PDF is the frontend's print page, printed by Chromium: one rendering and one set of translations
 * for the screen and the paper. The report is injected before the page's scripts run, and the page may
 * load nothing but the frontend's own files — an audited site's texts and image URLs are in the data,
 * and the renderer must not become a way to reach them (or anything else) from the worker.
 */
export class ChromiumReportRenderer implements ReportRenderer {
  constructor(private readonly options: ReportRendererOptions) {}

  async renderPdf(run: AuditRun, language: string): Promise<Buffer> {
    const frontendUrl = this.options.frontendUrl();
    if (!frontendUrl) throw new DomainError('unavailable', 'AUDIT_EXPORT_FAILED', 'AUDIT_REPORT_FRONTEND_URL is not set for this worker');
    const origin = new URL(frontendUrl).origin;
    // No proxy: the page is the frontend's, and the route below lets nothing else through.
    const browser = await launchChromium({ executablePath: this.options.chromiumPath, egress: 'routed-by-caller' });
    try {
      const context = await browser.newContext({ locale: language, colorScheme: 'light', javaScriptEnabled: true, serviceWorkers: 'block' });
      await context.route('**/*', (route) => (new URL(route.request().url()).origin === origin ? route.continue() : route.abort('blockedbyclient')));
      const page = await context.newPage();
      const report = {
        audit: { id: run.id, type: run.type, url: run.url, crawl: run.crawl, createdAt: run.createdAt.toISOString(), finishedAt: run.finishedAt?.toISOString() ?? null },
        result: run.result,
      };
      await page.addInitScript((data) => {
        (globalThis as unknown as { __STACKLENS_AUDIT_REPORT__: unknown }).__STACKLENS_AUDIT_REPORT__ = data;
      }, report);
      await page.goto(`${origin}/${language}/stack-audit/print`, { waitUntil: 'load', timeout: this.options.timeoutMs });
      await page.waitForSelector('[data-report-ready="true"]', { timeout: this.options.timeoutMs });
      await page.emulateMedia({ media: 'print' });
      return await page.pdf({ format: 'A4', printBackground: true, margin: { top: '16mm', bottom: '16mm', left: '12mm', right: '12mm' } });
    } finally {
      await browser.close();
    }
  }
}

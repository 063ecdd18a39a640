import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { QUEUE, type ProcessorRegistration } from '../../platform/queue/index.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../identity/index.js';
import { ChromiumReportRenderer } from './adapters/export/chromium.report-renderer.js';
import { FrontendReportCatalog } from './adapters/export/frontend.report-catalog.js';
import { AuditsRoutes } from './adapters/http/audits.routes.js';
import { WebsiteDataRoutes } from './adapters/http/website-data.routes.js';
import { AuditRunObjectionRepository } from './adapters/persistence/audit-run.objection-repository.js';
import { WebsiteDataKnexRepository } from './adapters/persistence/website-data.knex-repository.js';
import { AuditsPersonalDataHolder } from './adapters/personal-data/audits.personal-data-holder.js';
import { WebsiteDataPersonalDataHolder } from './adapters/personal-data/website-data.personal-data-holder.js';
import { RenderPdfProcessor } from './adapters/queue/render-pdf.processor.js';
import { RunAuditProcessor } from './adapters/queue/run-audit.processor.js';
import { RunnerPool } from './adapters/runner/runner-pool.js';
import { SandboxedAuditRunner } from './adapters/runner/sandboxed.audit-runner.js';
import type { AuditsSettings } from './application/audits-settings.js';
import { DeleteWebsiteData } from './application/delete-website-data/delete-website-data.use-case.js';
import { DiffAudits } from './application/diff-audits/diff-audits.use-case.js';
import { ExportAudit } from './application/export-audit/export-audit.use-case.js';
import { GetAudit } from './application/get-audit/get-audit.use-case.js';
import { ListAudits } from './application/list-audits/list-audits.use-case.js';
import { ListWebsiteData } from './application/list-website-data/list-website-data.use-case.js';
import type { AuditRunner } from './application/ports/audit-runner.port.js';
import type { ReportCatalog } from './application/ports/report-catalog.port.js';
import type { ReportRenderer } from './application/ports/report-renderer.port.js';
import { RecordWebsiteAnalysis } from './application/record-website-analysis/record-website-analysis.use-case.js';
import { RenderReport } from './application/render-report/render-report.use-case.js';
import { RunAudit } from './application/run-audit/run-audit.use-case.js';
import { SaveWebsiteData } from './application/save-website-data/save-website-data.use-case.js';
import { StartAudit } from './application/start-audit/start-audit.use-case.js';
import { AUDITS } from './audits.tokens.js';
import { AUDITS_JOBS, AUDITS_QUEUE } from './index.js';

/** Use cases and persistence: wherever any audits adapter runs. */
export const auditsCoreModule = new ContainerModule(({ bind }) => {
  bind<AuditsSettings>(AUDITS.Settings)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      // The API waits for the worker's PDF a little less than the job's own ceiling.
      return { maxUnfinishedPerUser: config.audits.maxRunningPerUser, pdfTimeoutMs: 60_000 };
    })
    .inSingletonScope();
  bind(AUDITS.RunRepository).to(AuditRunObjectionRepository).inSingletonScope();
  bind<ReportCatalog>(AUDITS.ReportCatalog).toConstantValue(new FrontendReportCatalog());
  bind(StartAudit).toSelf().inSingletonScope();
  bind(GetAudit).toSelf().inSingletonScope();
  bind(ListAudits).toSelf().inSingletonScope();
  bind(DiffAudits).toSelf().inSingletonScope();
  bind(ExportAudit).toSelf().inSingletonScope();
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(AuditsPersonalDataHolder).inSingletonScope();
  bind(AUDITS.WebsiteDataRepository).to(WebsiteDataKnexRepository).inSingletonScope();
  bind(SaveWebsiteData).toSelf().inSingletonScope();
  bind(ListWebsiteData).toSelf().inSingletonScope();
  bind(DeleteWebsiteData).toSelf().inSingletonScope();
  bind(RecordWebsiteAnalysis).toSelf().inSingletonScope();
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(WebsiteDataPersonalDataHolder).inSingletonScope();
});

export const auditsHttpModule = new ContainerModule(({ bind }) => {
  bind(AuditsRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: AuditsRoutes });
  bind(WebsiteDataRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: WebsiteDataRoutes });
});

/** The worker side: sandboxed runners with their browsers, and the PDF printer. */
export const auditsProcessorsModule = new ContainerModule(({ bind }) => {
  bind<AuditRunner>(AUDITS.Runner)
    .toDynamicValue((context) => {
      const { audits, outbound } = context.get<AppConfig>(PLATFORM.Config);
      const runners = Array.from(
        { length: audits.concurrency },
        () =>
          new SandboxedAuditRunner({
            allowPrivateTargets: outbound.allowPrivateTargets,
            allowedPorts: outbound.allowedPorts,
            chromiumPath: outbound.chromiumPath,
            browserRecycleJobs: audits.browserRecycleJobs,
            recycleAfterJobs: audits.browserRecycleJobs,
            jobTimeoutMs: audits.jobTimeoutMs,
          }),
      );
      return new RunnerPool(runners);
    })
    .inSingletonScope()
    .onDeactivation((runner) => runner.close());
  bind<ReportRenderer>(AUDITS.ReportRenderer)
    .toDynamicValue((context) => {
      const { audits, outbound } = context.get<AppConfig>(PLATFORM.Config);
      return new ChromiumReportRenderer({ frontendUrl: () => audits.reportFrontendUrl, chromiumPath: outbound.chromiumPath, timeoutMs: 30_000 });
    })
    .inSingletonScope();
  bind(RunAudit).toSelf().inSingletonScope();
  bind(RenderReport).toSelf().inSingletonScope();
  bind(RunAuditProcessor).toSelf();
  bind(RenderPdfProcessor).toSelf();
  bind<ProcessorRegistration>(QUEUE.Processors).toDynamicValue((context) => ({
    id: RunAuditProcessor,
    queue: AUDITS_QUEUE,
    name: AUDITS_JOBS.run,
    concurrency: context.get<AppConfig>(PLATFORM.Config).audits.concurrency,
    attempts: 1,
  }));
  bind<ProcessorRegistration>(QUEUE.Processors).toConstantValue({ id: RenderPdfProcessor, queue: AUDITS_QUEUE, name: AUDITS_JOBS.renderPdf, concurrency: 1, attempts: 1 });
});

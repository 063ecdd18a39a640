import { inject, injectable } from 'inversify';
import type { JobQueue } from '../../../../platform/queue/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError } from '../../../../shared/index.js';
import { AUDITS } from '../../audits.tokens.js';
import type { AuditExport } from '../../domain/audit-result.js';
import type { AuditRun } from '../../domain/audit-run.js';
import { COLUMNS, findingsCsv, ruleMessageSegment } from '../../domain/findings-csv.js';
import { AUDITS_JOBS, AUDITS_QUEUE, type RenderPdfJob } from '../../index.js';
import type { AuditsSettings } from '../audits-settings.js';
import { findOwnedRun, finishedResult } from '../owned-run.js';
import type { AuditRunRepository } from '../ports/audit-run.repository.port.js';
import type { ReportCatalog } from '../ports/report-catalog.port.js';

/** The $id of docs/audits/audit-export.schema.json. */
export const AUDIT_EXPORT_SCHEMA_ID = 'https://stacklens.dev/schemas/audit-export.v1.json';

export type ExportFormat = 'json' | 'csv' | 'pdf';

export interface ExportedFile {
  contentType: string;
  filename: string;
  body: Buffer;
}

@injectable()
export class ExportAudit {
  constructor(
    @inject(AUDITS.RunRepository) private readonly runs: AuditRunRepository,
    @inject(AUDITS.ReportCatalog) private readonly catalog: ReportCatalog,
    @inject(PLATFORM.JobQueue) private readonly queue: JobQueue,
    @inject(AUDITS.Settings) private readonly settings: AuditsSettings,
  ) {}

  async execute(command: { id: string; userId: string; format: ExportFormat; language?: string }): Promise<ExportedFile> {
    const run = await findOwnedRun(this.runs, command.id, command.userId);
    const result = finishedResult(run);
    const language = this.catalog.language(command.language);
    const filename = `stacklens-${run.type}-audit-${run.id.slice(0, 8)}`;
    if (command.format === 'json') {
      const document: AuditExport = { $schema: AUDIT_EXPORT_SCHEMA_ID, id: run.id, createdAt: run.createdAt.toISOString(), finishedAt: run.finishedAt?.toISOString() ?? null, result };
      return { contentType: 'application/json; charset=utf-8', filename: `${filename}.json`, body: Buffer.from(JSON.stringify(document, null, 2)) };
    }
    if (command.format === 'csv') {
      const text = (id: string, fallback: string) => this.catalog.message(language, id) ?? fallback;
      const csv = findingsCsv(run.id, result, {
        headings: Object.fromEntries(COLUMNS.map((c) => [c, text(`audits.export.csv.${c}`, c)])) as Record<(typeof COLUMNS)[number], string>,
        ruleTitle: (rule, params) => this.catalog.message(language, `audits.rule.${ruleMessageSegment(rule)}.title`, params),
        severity: (severity) => text(`audits.severity.${severity}`, severity),
      });
      return { contentType: 'text/csv; charset=utf-8', filename: `${filename}.csv`, body: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv)]) };
    }
    return { contentType: 'application/pdf', filename: `${filename}.pdf`, body: await this.pdf(run, language) };
  }

  /** Chromium lives in the worker: the API asks it for the PDF and waits a bounded time. */
  private async pdf(run: AuditRun, language: string): Promise<Buffer> {
    const job = await this.queue.add<RenderPdfJob>(AUDITS_QUEUE, AUDITS_JOBS.renderPdf, { runId: run.id, language });
    try {
      const { pdfBase64 } = await this.queue.waitUntilFinished<{ pdfBase64: string }>(AUDITS_QUEUE, job.id, this.settings.pdfTimeoutMs);
      return Buffer.from(pdfBase64, 'base64');
    } catch {
      throw new DomainError('unavailable', 'AUDIT_EXPORT_FAILED', 'The PDF could not be produced; try again in a moment');
    }
  }
}

import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import type { AuditRunRepository } from '../../application/ports/audit-run.repository.port.js';
import { AUDITS } from '../../audits.tokens.js';

/** Every audit a person ran, with its result; all of it is deleted with the account. */
@injectable()
export class AuditsPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'audits';

  constructor(@inject(AUDITS.RunRepository) private readonly runs: AuditRunRepository) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    const runs = await this.runs.listForUser(subject.userId);
    return runs.map((run) => ({
      id: run.id,
      type: run.type,
      url: run.url,
      crawl: run.crawl,
      status: run.status,
      result: run.result,
      error: run.error,
      createdAt: run.createdAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
    }));
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.runs.deleteForUser(subject.userId);
  }
}

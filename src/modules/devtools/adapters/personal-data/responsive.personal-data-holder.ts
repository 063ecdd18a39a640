import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import type { ResponsiveRunRepository } from '../../application/ports/responsive-run.repository.port.js';
import { RESPONSIVE_SETTINGS } from '../../application/responsive-settings.js';
import { DEVTOOLS } from '../../devtools.tokens.js';

/**
 * The account's responsive runs (devtools README, "Responsive testing"): the export lists each run's
 * address, sizes, status and findings, not the screenshots (pictures of other people's sites, which the
 * user can download from the run itself while it is kept); the account's deletion erases runs and shots.
 */
@injectable()
export class ResponsivePersonalDataHolder implements PersonalDataHolder {
  readonly name = 'devtoolsResponsive';

  constructor(@inject(DEVTOOLS.ResponsiveRunRepository) private readonly runs: ResponsiveRunRepository) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    // At most keepPerUser runs exist for one owner (older ones are pruned when a run starts).
    const runs = await this.runs.listRecent(subject.userId, RESPONSIVE_SETTINGS.keepPerUser * 2);
    return runs.map((run) => ({
      id: run.id,
      url: run.url,
      status: run.status,
      errorCode: run.errorCode,
      createdAt: run.createdAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      devices: run.devices.map((d) => ({ name: d.name, width: d.width, height: d.height, status: d.status, pageHeight: d.pageHeight, findings: d.findings })),
    }));
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.runs.deleteForOwner(subject.userId);
  }
}

import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/index.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { shotLabel } from '../../domain/responsive/responsive-run-view.js';
import type { ResponsiveRunRepository } from '../ports/responsive-run.repository.port.js';
import type { ShotComposer } from '../ports/shot-composer.port.js';
import { ownedRun } from '../responsive-settings.js';

/** The side-by-side PNG or the PDF of a finished run, composed on each request from the stored shots (devtools README, "Exports"). */
@injectable()
export class ExportResponsiveRun {
  constructor(
    @inject(DEVTOOLS.ResponsiveRunRepository) private readonly runs: ResponsiveRunRepository,
    @inject(DEVTOOLS.ShotComposer) private readonly composer: ShotComposer,
  ) {}

  async execute(command: { userId: string; id: string; format: 'png' | 'pdf' }): Promise<Buffer> {
    const run = await ownedRun(this.runs, command.userId, command.id);
    const shots = run.status === 'done' ? await this.runs.listShots(run.id) : [];
    if (shots.length === 0) throw new DomainError('conflict', 'DEVTOOLS_RESPONSIVE_NOT_FINISHED', 'The run has no screenshots to export yet');
    const labelled = shots.map((shot) => ({ ...shotLabel(run.devices[shot.index]!), width: shot.width, height: shot.height, png: shot.png }));
    return command.format === 'png' ? this.composer.sideBySide(labelled) : this.composer.pdf(labelled, run.url);
  }
}

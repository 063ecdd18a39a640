import { inject, injectable } from 'inversify';
import { DEVTOOLS } from '../../devtools.tokens.js';
import type { ResponsiveRunRepository } from '../ports/responsive-run.repository.port.js';
import { notFound, ownedRun } from '../responsive-settings.js';

@injectable()
export class GetResponsiveShot {
  constructor(@inject(DEVTOOLS.ResponsiveRunRepository) private readonly runs: ResponsiveRunRepository) {}

  async execute(command: { userId: string; id: string; index: number }): Promise<Buffer> {
    const run = await ownedRun(this.runs, command.userId, command.id);
    const shot = Number.isInteger(command.index) && command.index >= 0 && command.index < run.devices.length ? await this.runs.getShot(run.id, command.index) : null;
    if (!shot) throw notFound('DEVTOOLS_RESPONSIVE_SHOT_NOT_FOUND', 'No screenshot at this index');
    return shot.png;
  }
}

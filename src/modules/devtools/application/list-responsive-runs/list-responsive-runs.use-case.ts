import { inject, injectable } from 'inversify';
import type { ResponsiveRunSummary } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { responsiveRunSummary } from '../../domain/responsive/responsive-run-view.js';
import type { ResponsiveRunRepository } from '../ports/responsive-run.repository.port.js';
import { RESPONSIVE_SETTINGS } from '../responsive-settings.js';

@injectable()
export class ListResponsiveRuns {
  constructor(@inject(DEVTOOLS.ResponsiveRunRepository) private readonly runs: ResponsiveRunRepository) {}

  async execute(command: { userId: string }): Promise<ResponsiveRunSummary[]> {
    return (await this.runs.listRecent(command.userId, RESPONSIVE_SETTINGS.keepPerUser)).map(responsiveRunSummary);
  }
}

import { inject, injectable } from 'inversify';
import type { ResponsiveRunView } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { responsiveRunView } from '../../domain/responsive/responsive-run-view.js';
import type { ResponsiveRunRepository } from '../ports/responsive-run.repository.port.js';
import { ownedRun } from '../responsive-settings.js';

@injectable()
export class GetResponsiveRun {
  constructor(@inject(DEVTOOLS.ResponsiveRunRepository) private readonly runs: ResponsiveRunRepository) {}

  async execute(command: { userId: string; id: string }): Promise<ResponsiveRunView> {
    return responsiveRunView(await ownedRun(this.runs, command.userId, command.id));
  }
}

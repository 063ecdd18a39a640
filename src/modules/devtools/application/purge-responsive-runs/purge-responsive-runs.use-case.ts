import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import type { ResponsiveRunRepository } from '../ports/responsive-run.repository.port.js';
import { RESPONSIVE_SETTINGS } from '../responsive-settings.js';

/** Hourly (devtools README, "Responsive testing"): runs past 7 days go with their shots; runs whose worker vanished end as interrupted. */
@injectable()
export class PurgeResponsiveRuns {
  constructor(
    @inject(DEVTOOLS.ResponsiveRunRepository) private readonly runs: ResponsiveRunRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(): Promise<{ deleted: number; interrupted: number }> {
    const now = this.clock.now();
    const interrupted = await this.runs.failStale(new Date(now.getTime() - RESPONSIVE_SETTINGS.staleAfterMs), 'DEVTOOLS_RESPONSIVE_INTERRUPTED', now);
    const deleted = await this.runs.deleteCreatedBefore(new Date(now.getTime() - RESPONSIVE_SETTINGS.keepForMs));
    return { deleted, interrupted };
  }
}

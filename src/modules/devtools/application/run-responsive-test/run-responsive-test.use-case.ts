import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { EMPTY_FINDINGS, outcomeOf, type ResponsiveDeviceState } from '../../domain/responsive/responsive-run.js';
import type { ResponsiveRenderer } from '../ports/responsive-renderer.port.js';
import type { ResponsiveRunRepository } from '../ports/responsive-run.repository.port.js';
import { RESPONSIVE_SETTINGS } from '../responsive-settings.js';

/**
 * The worker's side of a run (devtools README, "Responsive testing"): every size rendered, each one's
 * findings and screenshot saved as it ends (the page polls them in), then the run's outcome. A size that
 * fails does not fail the run; a run fails when no size rendered. A screenshot over the size cap is not
 * kept, and its size fails with DEVTOOLS_RENDER_FAILED.
 */
@injectable()
export class RunResponsiveTest {
  constructor(
    @inject(DEVTOOLS.ResponsiveRunRepository) private readonly runs: ResponsiveRunRepository,
    @inject(DEVTOOLS.ResponsiveRenderer) private readonly renderer: ResponsiveRenderer,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: { runId: string; signal?: AbortSignal }): Promise<void> {
    const run = await this.runs.find(command.runId);
    if (!run || !(await this.runs.start(run.id, this.clock.now()))) return;
    const devices: ResponsiveDeviceState[] = run.devices.map((d) => ({ ...d, status: 'pending', errorCode: null, pageHeight: null, scrollWidth: null, findings: EMPTY_FINDINGS }));
    try {
      await this.renderer.render(
        run.url,
        devices,
        async (index, outcome) => {
          const device = devices[index]!;
          if (outcome.ok && outcome.rendered.png.length > RESPONSIVE_SETTINGS.maxShotBytes) {
            devices[index] = { ...device, status: 'failed', errorCode: 'DEVTOOLS_RENDER_FAILED' };
            await this.runs.saveDevice(run.id, index, devices[index]!, null);
          } else if (outcome.ok) {
            const { rendered } = outcome;
            devices[index] = { ...device, status: 'done', pageHeight: rendered.pageHeight, scrollWidth: rendered.scrollWidth, findings: rendered.findings };
            await this.runs.saveDevice(run.id, index, devices[index]!, { index, width: device.width, height: rendered.shotHeight, png: rendered.png });
          } else {
            devices[index] = { ...device, status: 'failed', errorCode: outcome.errorCode };
            await this.runs.saveDevice(run.id, index, devices[index]!, null);
          }
        },
        command.signal,
      );
    } catch (error) {
      // Shutting down: the queue hands the job to another worker, which starts the run over.
      if (command.signal?.aborted) throw error;
      await this.runs.finish(run.id, { status: 'failed', errorCode: 'DEVTOOLS_RENDER_FAILED' }, this.clock.now());
      throw error;
    }
    await this.runs.finish(run.id, outcomeOf(devices), this.clock.now());
  }
}

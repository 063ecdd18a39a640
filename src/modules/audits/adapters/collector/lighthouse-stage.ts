import type { LighthouseRun, StageFailure } from '../../domain/collection-bundle.js';
import { LighthouseSession, withLighthouseTurn } from './lighthouse-runner.js';
import { startFilteringProxy, type TargetPolicy } from '../../../../platform/outbound/index.js';
import { runStage } from './stage-runner.js';

const LAUNCH_TIMEOUT_MS = 30_000;

export interface LighthouseStageInput {
  url: string;
  runs: number;
  executablePath: string;
  policy: TargetPolicy;
  /** Per run. */
  timeoutMs: number;
  signal: AbortSignal;
  failures: StageFailure[];
  onRunDone: () => void;
}

/**
 * `runs` Lighthouse runs one after the other, in this process's Lighthouse turn, through a filtering proxy
 * of their own (Lighthouse loads the page itself each run, with its own request budget). A failed run is
 * reported and the next one tried; a run past its deadline ends the stage, its browser having been closed.
 */
export async function collectLighthouseRuns(input: LighthouseStageInput): Promise<LighthouseRun[] | null> {
  const { url, runs, policy, failures } = input;
  return withLighthouseTurn(async () => {
    const proxy = await startFilteringProxy({ policy, maxRequests: 300 * runs, maxBytes: 50 * 1024 * 1024 * runs });
    try {
      const opened = await runStage('lighthouse', { timeoutMs: LAUNCH_TIMEOUT_MS, signal: input.signal, pageUrl: url }, (signal) =>
        LighthouseSession.open({ executablePath: input.executablePath, proxyUrl: proxy.url }, signal),
      );
      if (!opened.ok) {
        failures.push(opened.failure);
        for (let run = 0; run < runs; run++) input.onRunDone();
        return null;
      }
      const results: LighthouseRun[] = [];
      try {
        for (let run = 0; run < runs; run++) {
          const outcome = await runStage('lighthouse', { timeoutMs: input.timeoutMs, signal: input.signal, pageUrl: url }, (signal) =>
            opened.value.run(url, signal),
          );
          input.onRunDone();
          if (outcome.ok) {
            results.push(outcome.value);
            continue;
          }
          failures.push({ ...outcome.failure, message: `Run ${run + 1} of ${runs}: ${outcome.failure.message}` });
          if (outcome.failure.code === 'STAGE_TIMEOUT') break;
        }
      } finally {
        await opened.value.close();
      }
      return results.length > 0 ? results : null;
    } finally {
      await proxy.close();
    }
  });
}

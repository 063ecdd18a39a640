import type { CollectionStage, StageFailure } from '../../domain/collection-bundle.js';
import { FetchLimitError, TargetRefusedError } from '../../../../platform/outbound/index.js';

export type StageOutcome<T> = { ok: true; value: T } | { ok: false; failure: StageFailure; error: unknown };

export class StageTimeoutError extends Error {
  override readonly name = 'StageTimeoutError';

  constructor(
    readonly stage: CollectionStage,
    readonly timeoutMs: number,
  ) {
    super(`${stage} took longer than ${timeoutMs} ms`);
  }
}

const FAILURE_CODES: Record<CollectionStage, string> = {
  fetch: 'FETCH_FAILED',
  tls: 'TLS_FAILED',
  robots: 'FETCH_FAILED',
  sitemap: 'FETCH_FAILED',
  render: 'RENDER_FAILED',
  measure: 'MEASURE_FAILED',
  axe: 'AXE_FAILED',
  lighthouse: 'LIGHTHOUSE_FAILED',
  crawl: 'CRAWL_FAILED',
};

export function stageFailure(stage: CollectionStage, error: unknown, pageUrl?: string): StageFailure {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0]!.slice(0, 500);
  let code = FAILURE_CODES[stage];
  if (error instanceof StageTimeoutError) code = 'STAGE_TIMEOUT';
  else if (error instanceof TargetRefusedError) code = 'BLOCKED_TARGET';
  else if (error instanceof FetchLimitError) code = error.reason === 'timeout' ? 'STAGE_TIMEOUT' : 'FETCH_LIMIT';
  else if (error instanceof Error && error.name === 'TimeoutError') code = 'STAGE_TIMEOUT';
  return pageUrl === undefined ? { stage, code, message } : { stage, pageUrl, code, message };
}

/**
 * Runs one stage under a hard deadline. The work gets a signal that aborts on the deadline or when the job
 * is cancelled and must release what it holds (sockets, browser contexts) when it fires; the stage itself
 * returns at the deadline whether or not the work has let go. A cancelled job rethrows the caller's abort
 * reason: nobody reads the bundle of a cancelled job.
 */
export async function runStage<T>(
  stage: CollectionStage,
  options: { timeoutMs: number; signal?: AbortSignal; pageUrl?: string },
  work: (signal: AbortSignal) => Promise<T>,
): Promise<StageOutcome<T>> {
  options.signal?.throwIfAborted();
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onAbort, { once: true });
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new StageTimeoutError(stage, options.timeoutMs);
      controller.abort(error);
      reject(error);
    }, options.timeoutMs);
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true });
  });
  const running = work(controller.signal);
  running.catch(() => undefined);
  deadline.catch(() => undefined);
  try {
    return { ok: true, value: await Promise.race([running, deadline]) };
  } catch (error) {
    if (options.signal?.aborted) throw options.signal.reason;
    return { ok: false, failure: stageFailure(stage, error, options.pageUrl), error };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * The sandboxed audit process (started by SandboxedAuditRunner): collects the bundle once, runs the
 * auditor, reports progress. It keeps its browser between jobs until the parent recycles it.
 */
import { isDomainError } from '../../../../shared/index.js';
import type { AuditStage } from '../../domain/audit-run.js';
import { collectionPlan } from '../../domain/auditor.js';
import { AUDITORS } from '../../domain/auditors/index.js';
import { PlaywrightPageCollector } from '../collector/index.js';
import type { FromChild, RunnerOptions, ToChild } from './runner-protocol.js';

let collector: PlaywrightPageCollector | null = null;
const running = new Map<number, AbortController>();

function send(message: FromChild): void {
  process.send?.(message);
}

function collectorFor(options: RunnerOptions): PlaywrightPageCollector {
  collector ??= new PlaywrightPageCollector({
    policy: { allowPrivate: options.allowPrivateTargets, allowedPorts: options.allowedPorts },
    chromiumPath: options.chromiumPath,
    recycleAfterJobs: options.browserRecycleJobs,
  });
  return collector;
}

async function run(message: Extract<ToChild, { kind: 'run' }>): Promise<void> {
  const { id, request } = message;
  const abort = new AbortController();
  running.set(id, abort);
  let stage: AuditStage = 'fetch';
  try {
    const bundle = await collectorFor(message.options).collect({
      url: request.url,
      plan: collectionPlan(request.type, request.crawl),
      signal: abort.signal,
      onProgress: (percent, current) => {
        stage = current;
        // Collection is most of the wall time; the auditors take the last tenth.
        send({ kind: 'progress', id, percent: Math.round(percent * 0.9), stage: current });
      },
    });
    if (bundle.pages.length === 0) {
      // Nothing to judge: the start page itself could not be fetched. Name the stage that failed.
      const failure = bundle.failures[0];
      send({ kind: 'error', id, code: 'AUDIT_FAILED', message: failure?.message ?? 'The page could not be fetched', stage: failure?.stage ?? 'fetch' });
      return;
    }
    stage = 'audit';
    send({ kind: 'progress', id, percent: 92, stage });
    const auditor = AUDITORS[request.type];
    const result = auditor(bundle, request.context);
    send({ kind: 'done', id, result });
  } catch (error) {
    if (isDomainError(error)) send({ kind: 'error', id, code: error.code, message: error.message, stage });
    else if (error instanceof Error && 'code' in error && typeof error.code === 'string' && error.code.startsWith('AUDIT_')) send({ kind: 'error', id, code: error.code, message: error.message, stage });
    else send({ kind: 'error', id, code: 'AUDIT_FAILED', message: error instanceof Error ? error.message : String(error), stage });
  } finally {
    running.delete(id);
  }
}

process.on('message', (message: ToChild) => {
  if (message.kind === 'run') void run(message);
  else running.get(message.id)?.abort();
});

// The parent recycles this process by disconnecting: close the browser cleanly, then leave.
process.on('disconnect', () => {
  void (collector?.close() ?? Promise.resolve()).finally(() => process.exit(0));
});

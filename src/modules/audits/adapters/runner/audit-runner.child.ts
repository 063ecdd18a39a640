/**
 * The sandboxed audit process (started by SandboxedAuditRunner): a thin driver of the CollectAndAudit use
 * case, which collects the bundle once and runs the auditor. It relays progress and the outcome over
 * IPC and keeps its browser between jobs until the parent recycles it.
 */
import { CollectAndAudit } from '../../application/collect-and-audit/collect-and-audit.use-case.js';
import { PlaywrightPageCollector } from '../collector/index.js';
import type { FromChild, RunnerOptions, ToChild } from './runner-protocol.js';

let collector: PlaywrightPageCollector | null = null;
let audit: CollectAndAudit | null = null;
const running = new Map<number, AbortController>();

function send(message: FromChild): void {
  process.send?.(message);
}

/** The collector, and the use case over it, are made on the first job: its options come with the job. */
function auditFor(options: RunnerOptions): CollectAndAudit {
  collector ??= new PlaywrightPageCollector({
    policy: { allowPrivate: options.allowPrivateTargets, allowedPorts: options.allowedPorts },
    chromiumPath: options.chromiumPath,
    recycleAfterJobs: options.browserRecycleJobs,
  });
  audit ??= new CollectAndAudit(collector);
  return audit;
}

async function run(message: Extract<ToChild, { kind: 'run' }>): Promise<void> {
  const { id, request } = message;
  const abort = new AbortController();
  running.set(id, abort);
  try {
    const outcome = await auditFor(message.options).execute({
      ...request,
      signal: abort.signal,
      onProgress: (percent, stage) => send({ kind: 'progress', id, percent, stage }),
    });
    send(outcome.ok ? { kind: 'done', id, result: outcome.result } : { kind: 'error', id, code: outcome.code, message: outcome.message, stage: outcome.stage });
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

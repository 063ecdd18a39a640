import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DomainError } from '../../../../shared/index.js';
import type { AuditRunner, AuditRunRequest } from '../../application/ports/audit-runner.port.js';
import type { AuditResult } from '../../domain/audit-result.js';
import type { AuditStage } from '../../domain/audit-run.js';
import type { FromChild, RunnerOptions, ToChild } from './runner-protocol.js';

export interface SandboxedRunnerOptions extends RunnerOptions {
  /** Whole-job ceiling: past it the child is killed and the run fails with AUDIT_TIMEOUT. */
  jobTimeoutMs: number;
  /** A child serves this many jobs, then exits and a fresh one starts (Lighthouse and Chromium leak). */
  recycleAfterJobs: number;
}

// tsx runs the sources; a build runs dist/. The child must be started the same way as this file.
const CHILD = fileURLToPath(new URL(import.meta.url.endsWith('.ts') ? './audit-runner.child.ts' : './audit-runner.child.js', import.meta.url));

/**
 * Runs each audit in a separate Node process (a sandboxed processor; audits README, "Flow"): a browser that hangs
 * or a Lighthouse that crashes takes that process down, never the worker, and the run ends failed
 * with the stage it was in. One job at a time per runner; the worker's concurrency decides how many
 * runners exist.
 */
export class SandboxedAuditRunner implements AuditRunner {
  private child: ChildProcess | null = null;
  private jobsServed = 0;
  private nextId = 1;
  private busy = false;

  constructor(private readonly options: SandboxedRunnerOptions) {}

  async run(request: AuditRunRequest): Promise<AuditResult> {
    if (this.busy) throw new Error('SandboxedAuditRunner runs one job at a time');
    this.busy = true;
    try {
      return await this.runInChild(request);
    } finally {
      this.busy = false;
      this.jobsServed += 1;
      if (this.jobsServed >= this.options.recycleAfterJobs) await this.stopChild();
    }
  }

  private runInChild(request: AuditRunRequest): Promise<AuditResult> {
    const child = this.ensureChild();
    const id = this.nextId++;
    let stage: AuditStage | null = null;
    return new Promise<AuditResult>((resolve, reject) => {
      const finish = (error: Error | null, result?: AuditResult) => {
        clearTimeout(timer);
        child.off('message', onMessage);
        child.off('exit', onExit);
        request.signal?.removeEventListener('abort', onAbort);
        if (error) reject(error);
        else resolve(result!);
      };
      const onMessage = (message: FromChild) => {
        if (message.id !== id) return;
        if (message.kind === 'progress') {
          stage = message.stage;
          request.onProgress?.(message.percent, message.stage);
        } else if (message.kind === 'done') finish(null, message.result);
        else finish(new DomainError('unavailable', message.code, message.message, { stage: message.stage }));
      };
      const onExit = () => {
        this.child = null;
        finish(new DomainError('unavailable', 'AUDIT_FAILED', 'The audit process stopped unexpectedly', { stage }));
      };
      const onAbort = () => {
        this.kill(child);
        finish(new DomainError('unavailable', 'AUDIT_CANCELLED', 'The audit was interrupted', { stage }));
      };
      const timer = setTimeout(() => {
        this.kill(child);
        finish(new DomainError('unavailable', 'AUDIT_TIMEOUT', 'The audit took too long and was stopped', { stage }));
      }, this.options.jobTimeoutMs);
      child.on('message', onMessage);
      child.once('exit', onExit);
      if (request.signal?.aborted) return onAbort();
      request.signal?.addEventListener('abort', onAbort, { once: true });
      const message: ToChild = {
        kind: 'run',
        id,
        options: this.runnerOptions(),
        request: { type: request.type, url: request.url, crawl: request.crawl, context: request.context },
      };
      child.send(message);
    });
  }

  private runnerOptions(): RunnerOptions {
    const { allowPrivateTargets, allowedPorts, browserRecycleJobs, chromiumPath } = this.options;
    return { allowPrivateTargets, allowedPorts, browserRecycleJobs, chromiumPath };
  }

  private ensureChild(): ChildProcess {
    if (this.child && this.child.exitCode === null && this.child.connected) return this.child;
    this.jobsServed = 0;
    const child = fork(CHILD, [], { execArgv: process.execArgv, serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('exit', () => {
      if (this.child === child) this.child = null;
    });
    this.child = child;
    return child;
  }

  private kill(child: ChildProcess): void {
    if (this.child === child) this.child = null;
    // Chromium is driven over a pipe: when the child dies the pipe closes and the browser exits with it.
    child.kill('SIGKILL');
  }

  private async stopChild(): Promise<void> {
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((done) => {
      const timer = setTimeout(() => {
        child.kill('SIGKILL');
        done();
      }, 5000);
      child.once('exit', () => {
        clearTimeout(timer);
        done();
      });
      child.disconnect();
    });
  }

  async close(): Promise<void> {
    await this.stopChild();
  }
}

import { expect } from 'chai';
import { FetchLimitError, TargetRefusedError } from '../../../../platform/outbound/index.js';
import { runStage, stageFailure, StageTimeoutError } from './stage-runner.js';

describe('runStage', () => {
  it('returns the value of work that finishes in time', async () => {
    expect(await runStage('fetch', { timeoutMs: 1_000 }, async () => 42)).to.deep.equal({ ok: true, value: 42 });
  });

  it('gives up at the deadline, aborts the work and names the stage and page', async () => {
    let workSignal: AbortSignal | undefined;
    const outcome = await runStage('render', { timeoutMs: 20, pageUrl: 'https://site.example/' }, (signal) => {
      workSignal = signal;
      return new Promise<never>(() => undefined);
    });
    expect(outcome.ok).to.equal(false);
    if (outcome.ok) return;
    expect(outcome.failure).to.deep.equal({ stage: 'render', pageUrl: 'https://site.example/', code: 'STAGE_TIMEOUT', message: 'render took longer than 20 ms' });
    expect(workSignal!.aborted).to.equal(true);
    expect(workSignal!.reason).to.be.instanceOf(StageTimeoutError);
  });

  it('records a failing stage with its code', async () => {
    const outcome = await runStage('axe', { timeoutMs: 1_000 }, async () => {
      throw new Error('axe is not defined\n    at stack');
    });
    expect(outcome).to.deep.include({ ok: false, failure: { stage: 'axe', code: 'AXE_FAILED', message: 'axe is not defined' } });
  });

  it('rethrows the job cancellation instead of reporting a failure', async () => {
    const controller = new AbortController();
    const reason = new Error('cancelled');
    const running = runStage('lighthouse', { timeoutMs: 10_000, signal: controller.signal }, () => new Promise<never>(() => undefined));
    controller.abort(reason);
    const error = await running.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).to.equal(reason);
    const already = await runStage('fetch', { timeoutMs: 10, signal: controller.signal }, async () => 1).catch((caught: unknown) => caught);
    expect(already).to.equal(reason);
  });

  it('maps refusals, fetch limits and Playwright timeouts to stable codes', () => {
    const refused = new TargetRefusedError('AUDIT_TARGET_REFUSED', 'link-local', 'Refused to fetch http://169.254.169.254/');
    expect(stageFailure('fetch', refused, 'http://a.example/').code).to.equal('BLOCKED_TARGET');
    expect(stageFailure('fetch', new FetchLimitError('timeout', 'slow')).code).to.equal('STAGE_TIMEOUT');
    expect(stageFailure('fetch', new FetchLimitError('too-many-redirects', 'loop')).code).to.equal('FETCH_LIMIT');
    expect(stageFailure('render', Object.assign(new Error('page.goto: Timeout 30000ms exceeded'), { name: 'TimeoutError' })).code).to.equal('STAGE_TIMEOUT');
    expect(stageFailure('tls', 'socket hang up')).to.deep.equal({ stage: 'tls', code: 'TLS_FAILED', message: 'socket hang up' });
  });
});

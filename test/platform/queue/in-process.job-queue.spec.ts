import { expect } from 'chai';
import { InProcessJobQueue } from '../../../src/platform/queue/index.js';
import { describeJobQueueContract, eventually, sleep } from './job-queue.contract.js';

describeJobQueueContract('InProcessJobQueue', async () => new InProcessJobQueue());

describe('InProcessJobQueue', function () {
  this.timeout(10_000);

  let jobs: InProcessJobQueue;

  beforeEach(() => {
    jobs = new InProcessJobQueue({ keepFinished: 2 });
  });

  afterEach(async () => {
    await jobs.close(0);
  });

  it('aborts a job that outlives the grace period and puts it back to waiting', async () => {
    let signal: AbortSignal | undefined;
    jobs.process('q', 'test.long-running', async (job) => {
      signal = job.signal;
      await job.reportProgress(30);
      await new Promise((_resolve, reject) => job.signal.addEventListener('abort', () => reject(job.signal.reason)));
    });
    const added = await jobs.add('q', 'test.long-running', {}, { attempts: 1 });
    await eventually(() => expect(signal).to.not.equal(undefined));

    await jobs.close(100);
    await sleep(20);

    expect(signal?.aborted).to.equal(true);
    // The handler's rejection after the abort neither fails the job nor counts as an attempt.
    expect(await jobs.getJob('q', added.id)).to.deep.include({ state: 'waiting', attemptsMade: 0, progress: 30 });
  });

  it('keeps a completed job after close() when it finished within the grace period', async () => {
    jobs.process('q', 'test.slow', async () => {
      await sleep(200);
      return 'late but fine';
    });
    const added = await jobs.add('q', 'test.slow', {});
    await eventually(async () => expect((await jobs.getJob('q', added.id))?.state).to.equal('active'));

    await jobs.close(5000);

    expect(await jobs.getJob('q', added.id)).to.deep.include({ state: 'completed', result: 'late but fine' });
  });

  it('refuses work after close() and rejects waiters', async () => {
    const added = await jobs.add('q', 'test.never', {});
    const waiting = jobs.waitUntilFinished('q', added.id);

    await jobs.close(0);

    await expectRejection(waiting, 'Job queue is closed');
    await expectRejection(jobs.add('q', 'test.never', {}), 'Job queue is closed');
    expect(await jobs.ping()).to.equal(false);
  });

  it('forgets the oldest finished jobs beyond keepFinished', async () => {
    jobs.process<number, number>('q', 'test.echo', async (job) => job.data);
    for (const n of [1, 2, 3]) await jobs.waitUntilFinished('q', (await jobs.add('q', 'test.echo', n, { jobId: `echo-${n}` })).id);

    expect(await jobs.getJob('q', 'echo-1')).to.equal(null);
    expect((await jobs.getJob('q', 'echo-2'))?.state).to.equal('completed');
    expect((await jobs.getJob('q', 'echo-3'))?.state).to.equal('completed');
  });

  it('copies data and results through JSON, as Redis would', async () => {
    const data = { at: new Date('2026-01-02T03:04:05Z') };
    jobs.process<{ at: string }, { at: Date }>('q', 'test.json', async (job) => {
      expect(job.data.at).to.equal('2026-01-02T03:04:05.000Z');
      return { at: new Date(job.data.at) };
    });

    const added = await jobs.add('q', 'test.json', data);
    data.at = new Date(0);

    expect(await jobs.waitUntilFinished('q', added.id, 1000)).to.deep.equal({ at: '2026-01-02T03:04:05.000Z' });
  });

  it('times out a wait', async () => {
    const added = await jobs.add('q', 'test.unhandled', {});

    await expectRejection(jobs.waitUntilFinished('q', added.id, 50), /Timed out/);
  });

  it('refuses a second handler for the same job name', () => {
    jobs.process('q', 'test.twice', async () => undefined);

    expect(() => jobs.process('q', 'test.twice', async () => undefined)).to.throw(/already registered/);
  });
});

async function expectRejection(promise: Promise<unknown>, message: string | RegExp): Promise<void> {
  const error = await promise.then(
    () => null,
    (err: unknown) => err,
  );
  expect(error).to.be.instanceOf(Error);
  if (typeof message === 'string') expect((error as Error).message).to.equal(message);
  else expect((error as Error).message).to.match(message);
}

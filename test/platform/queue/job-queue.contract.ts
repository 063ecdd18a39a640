import { expect } from 'chai';
import type { JobQueue } from '../../../src/platform/queue/index.js';

/**
 * The observable behaviour both JobQueue drivers promise. Each test gets a fresh driver and its own queue
 * name, so a job a failed test leaves behind in Redis cannot leak into the next one.
 */
const WAIT_MS = 10_000;

export function describeJobQueueContract(name: string, factory: () => Promise<JobQueue>): void {
  describe(`${name} (JobQueue contract)`, function () {
    // Waits allow 10 s: Bull promotes a delayed job up to its 5 s guard interval late if it misses the event.
    this.timeout(30_000);

    let jobs: JobQueue;
    let queue: string;
    let counter = 0;

    beforeEach(async () => {
      jobs = await factory();
      counter += 1;
      queue = `contract-${counter}-${Math.random().toString(36).slice(2, 8)}`;
    });

    afterEach(async () => {
      await jobs.close(0);
    });

    it('runs a job and keeps its result', async () => {
      jobs.process<{ n: number }, { doubled: number }>(queue, 'test.double', async (job) => ({ doubled: job.data.n * 2 }));

      const added = await jobs.add(queue, 'test.double', { n: 21 });

      expect(added.state).to.be.oneOf(['waiting', 'active', 'completed']);
      expect(await jobs.waitUntilFinished(queue, added.id, WAIT_MS)).to.deep.equal({ doubled: 42 });
      expect(await jobs.getJob(queue, added.id)).to.deep.include({
        id: added.id,
        queue,
        name: 'test.double',
        data: { n: 21 },
        state: 'completed',
        attemptsMade: 1,
        result: { doubled: 42 },
      });
    });

    it('forgets a job added with removeOnComplete once it completes, and keeps it when it fails', async () => {
      const ran: number[] = [];
      jobs.process<{ n: number }, void>(queue, 'test.forget', async (job) => {
        ran.push(job.data.n);
        if (job.data.n === 2) throw new Error('kept for inspection');
      });

      const done = await jobs.add(queue, 'test.forget', { n: 1 }, { removeOnComplete: true });
      const failed = await jobs.add(queue, 'test.forget', { n: 2 }, { removeOnComplete: true });

      await eventually(() => expect(ran).to.have.members([1, 2]), WAIT_MS);
      await eventually(async () => expect(await jobs.getJob(queue, done.id)).to.equal(null), WAIT_MS);
      await eventually(async () => expect(await jobs.getJob(queue, failed.id)).to.deep.include({ state: 'failed', failedReason: 'kept for inspection' }), WAIT_MS);
    });

    it('hands back falsy results as they are', async () => {
      const results: unknown[] = [0, false, '', []];
      jobs.process<{ i: number }, unknown>(queue, 'test.falsy', async (job) => results[job.data.i]);

      const added = await Promise.all(results.map((_result, i) => jobs.add(queue, 'test.falsy', { i })));

      for (const [i, job] of added.entries()) {
        expect(await jobs.waitUntilFinished(queue, job.id, WAIT_MS)).to.deep.equal(results[i]);
        expect((await jobs.getJob(queue, job.id))?.result).to.deep.equal(results[i]);
      }
    });

    it('returns the existing job when a jobId is added again, whatever its state', async () => {
      const first = await jobs.add(queue, 'test.once', { version: 1 }, { jobId: 'invoice-42' });
      const again = await jobs.add(queue, 'test.once', { version: 2 }, { jobId: 'invoice-42' });

      expect(first).to.deep.include({ id: 'invoice-42', state: 'waiting', data: { version: 1 } });
      expect(again).to.deep.include({ id: 'invoice-42', state: 'waiting', data: { version: 1 } });

      const runs: unknown[] = [];
      jobs.process(queue, 'test.once', async (job) => {
        runs.push(job.data);
        return 'done';
      });
      await jobs.waitUntilFinished(queue, 'invoice-42', WAIT_MS);
      const afterCompletion = await jobs.add(queue, 'test.once', { version: 3 }, { jobId: 'invoice-42' });
      await sleep(300);

      expect(afterCompletion).to.deep.include({ id: 'invoice-42', state: 'completed', result: 'done', data: { version: 1 } });
      expect(runs).to.deep.equal([{ version: 1 }]);
    });

    it('retries with a fixed backoff and then succeeds', async () => {
      const startedAt: number[] = [];
      jobs.process(queue, 'test.flaky', async (job) => {
        startedAt.push(Date.now());
        if (job.attempt < 3) throw new Error(`failure ${job.attempt}`);
        return { attempt: job.attempt };
      });

      const added = await jobs.add(queue, 'test.flaky', {}, { attempts: 3, backoff: { type: 'fixed', delayMs: 200 } });

      expect(await jobs.waitUntilFinished(queue, added.id, WAIT_MS)).to.deep.equal({ attempt: 3 });
      expect(startedAt).to.have.length(3);
      expect(startedAt[1]! - startedAt[0]!).to.be.at.least(100);
      expect(startedAt[2]! - startedAt[1]!).to.be.at.least(100);
      expect(await jobs.getJob(queue, added.id)).to.deep.include({ state: 'completed', attemptsMade: 3 });
    });

    it('retries with an exponential backoff', async () => {
      const startedAt: number[] = [];
      jobs.process(queue, 'test.flaky', async (job) => {
        startedAt.push(Date.now());
        if (job.attempt < 3) throw new Error(`failure ${job.attempt}`);
        return 'ok';
      });

      const added = await jobs.add(queue, 'test.flaky', {}, { attempts: 3, backoff: { type: 'exponential', delayMs: 150 } });

      expect(await jobs.waitUntilFinished(queue, added.id, WAIT_MS)).to.equal('ok');
      expect(startedAt).to.have.length(3);
      expect(startedAt[1]! - startedAt[0]!).to.be.at.least(75);
      expect(startedAt[2]! - startedAt[1]!).to.be.at.least(150);
    });

    it('fails for good after its attempts, keeping the reason', async () => {
      let calls = 0;
      jobs.process(queue, 'test.broken', async () => {
        calls += 1;
        throw new Error('boom');
      });

      const added = await jobs.add(queue, 'test.broken', {}, { attempts: 2 });

      const error = await jobs.waitUntilFinished(queue, added.id, WAIT_MS).then(
        () => null,
        (err: unknown) => err,
      );
      expect(error).to.be.instanceOf(Error).with.property('message', 'boom');
      expect(calls).to.equal(2);
      expect(await jobs.getJob(queue, added.id)).to.deep.include({ state: 'failed', failedReason: 'boom', attemptsMade: 2 });
    });

    it('shows progress while the job runs', async () => {
      const release = deferred();
      jobs.process(queue, 'test.slow', async (job) => {
        await job.reportProgress(50);
        await release.promise;
        await job.reportProgress(100);
      });

      const added = await jobs.add(queue, 'test.slow', {});

      await eventually(async () => {
        expect(await jobs.getJob(queue, added.id)).to.deep.include({ state: 'active', progress: 50 });
      });
      release.resolve();
      await jobs.waitUntilFinished(queue, added.id, WAIT_MS);
      expect(await jobs.getJob(queue, added.id)).to.deep.include({ state: 'completed', progress: 100 });
    });

    it('runs at most `concurrency` jobs of a handler at once', async () => {
      let running = 0;
      let maxRunning = 0;
      jobs.process(
        queue,
        'test.parallel',
        async () => {
          running += 1;
          maxRunning = Math.max(maxRunning, running);
          await sleep(150);
          running -= 1;
        },
        { concurrency: 2 },
      );

      const added = await Promise.all([1, 2, 3, 4, 5].map((n) => jobs.add(queue, 'test.parallel', { n })));
      await Promise.all(added.map((job) => jobs.waitUntilFinished(queue, job.id, WAIT_MS)));

      expect(maxRunning).to.equal(2);
    });

    it('does not run a delayed job before its delay', async () => {
      let ranAt = 0;
      jobs.process(queue, 'test.later', async () => {
        ranAt = Date.now();
      });

      const addedAt = Date.now();
      const added = await jobs.add(queue, 'test.later', {}, { delayMs: 500 });

      expect(added.state).to.equal('delayed');
      expect((await jobs.getJob(queue, added.id))?.state).to.equal('delayed');
      await jobs.waitUntilFinished(queue, added.id, WAIT_MS);
      expect(ranAt - addedAt).to.be.at.least(400);
    });

    it('repeats a job until removeRepeatable stops it', async () => {
      let runs = 0;
      jobs.process(queue, 'test.tick', async () => {
        runs += 1;
      });

      await jobs.add(queue, 'test.tick', {}, { repeat: { everyMs: 200 } });
      await eventually(() => expect(runs).to.be.at.least(3), WAIT_MS);
      await jobs.removeRepeatable(queue, 'test.tick', { everyMs: 200 });
      const runsAtRemoval = runs;
      await sleep(1000);

      // One iteration may have been between its start and the removal.
      expect(runs).to.be.at.most(runsAtRemoval + 1);
    });

    it('stops repeating at the limit', async () => {
      let runs = 0;
      jobs.process(queue, 'test.tick', async () => {
        runs += 1;
      });

      await jobs.add(queue, 'test.tick', {}, { repeat: { everyMs: 150, limit: 2 } });
      await eventually(() => expect(runs).to.equal(2), WAIT_MS);
      await sleep(600);

      expect(runs).to.equal(2);
    });

    it('does not start a second schedule when a repeatable job is added twice', async () => {
      const ran: string[] = [];
      jobs.process(queue, 'test.tick', async (job) => {
        ran.push(job.id);
      });

      await jobs.add(queue, 'test.tick', { from: 'first boot' }, { repeat: { everyMs: 300 } });
      await jobs.add(queue, 'test.tick', { from: 'second boot' }, { repeat: { everyMs: 300 } });
      await eventually(() => expect(ran).to.have.length.of.at.least(4), WAIT_MS);
      await jobs.removeRepeatable(queue, 'test.tick', { everyMs: 300 });

      // A repeat's job id ends with its slot (RepeatOptions): one schedule runs each slot once, and its
      // slots follow each other; a second schedule would run some slot twice or under a second id. Read
      // from the ids rather than the clock, so a loaded machine that runs a slot late cannot fail it.
      const slots = ran.map((id) => Number(id.slice(id.lastIndexOf(':') + 1)));
      expect(slots.every((slot) => Number.isInteger(slot) && slot % 300 === 0), ran.join(', ')).to.equal(true);
      expect(new Set(ran.map((id) => id.slice(0, id.lastIndexOf(':')))).size, ran.join(', ')).to.equal(1);
      const gaps = slots.slice(1).map((slot, i) => slot - slots[i]!);
      expect(Math.min(...gaps), ran.join(', ')).to.be.at.least(300);
    });

    it('lets an active job finish on close() and starts no other', async () => {
      const started: number[] = [];
      let finished = false;
      let aborted = false;
      jobs.process<{ n: number }, void>(queue, 'test.slow', async (job) => {
        started.push(job.data.n);
        await sleep(400);
        aborted = job.signal.aborted;
        finished = true;
      });

      const first = await jobs.add(queue, 'test.slow', { n: 1 });
      await jobs.add(queue, 'test.slow', { n: 2 });
      await eventually(async () => expect((await jobs.getJob(queue, first.id))?.state).to.equal('active'));
      await jobs.close(5000);

      expect(finished).to.equal(true);
      expect(aborted).to.equal(false);
      expect(started).to.deep.equal([1]);
    });

    it('runs jobs added before their handler was registered', async () => {
      const a = await jobs.add(queue, 'test.early', { n: 1 });
      const b = await jobs.add(queue, 'test.early', { n: 2 });
      await sleep(100);
      expect((await jobs.getJob(queue, a.id))?.state).to.equal('waiting');

      jobs.process<{ n: number }, number>(queue, 'test.early', async (job) => job.data.n * 10);

      expect(await jobs.waitUntilFinished(queue, a.id, WAIT_MS)).to.equal(10);
      expect(await jobs.waitUntilFinished(queue, b.id, WAIT_MS)).to.equal(20);
    });
  });
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Retries `check` until it stops throwing or `timeoutMs` runs out, then rethrows its last error. */
export async function eventually(check: () => unknown, timeoutMs = 5000, intervalMs = 25): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await sleep(intervalMs);
    }
  }
}

function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

import { expect } from 'chai';
import { BullJobQueue } from '../../../src/platform/queue/index.js';
import { describeJobQueueContract, eventually, sleep } from './job-queue.contract.js';
import { REDIS_URL, deleteKeys, randomPrefix, requireRedis } from './bull.redis.js';

describe('BullJobQueue on Redis', function () {
  this.timeout(30_000);

  const prefix = randomPrefix();
  const open: BullJobQueue[] = [];
  const create = (): BullJobQueue => {
    // A short lock makes released jobs come back quickly; see bull-worker-crash.medium.spec.ts for the numbers.
    const jobs = new BullJobQueue({ redisUrl: REDIS_URL, prefix, lockMs: 2000, stalledIntervalMs: 500 });
    open.push(jobs);
    return jobs;
  };

  before(async function () {
    await requireRedis(this);
  });

  after(async () => {
    await Promise.all(open.map((jobs) => jobs.close(0)));
    await deleteKeys(prefix);
  });

  describeJobQueueContract('BullJobQueue', async () => create());

  describe('specifics', () => {
    it('sees a job finished by another process', async () => {
      const producer = create();
      const worker = create();
      worker.process<{ n: number }, number>('cross', 'test.square', async (job) => job.data.n ** 2);

      const added = await producer.add('cross', 'test.square', { n: 12 });

      expect(await producer.waitUntilFinished('cross', added.id, 5000)).to.equal(144);
    });

    it('keeps a job completed within the grace period of close()', async () => {
      const worker = create();
      worker.process('graceful', 'test.slow', async () => {
        await sleep(300);
        return 'finished in time';
      });
      const added = await worker.add('graceful', 'test.slow', {});
      await eventually(async () => expect((await worker.getJob('graceful', added.id))?.state).to.equal('active'));

      await worker.close(5000);

      expect(await create().getJob('graceful', added.id)).to.deep.include({ state: 'completed', result: 'finished in time' });
    });

    it('releases a job that outlives the grace period to another worker', async () => {
      const first = create();
      let signal: AbortSignal | undefined;
      first.process('released', 'test.long-running', async (job) => {
        signal = job.signal;
        await new Promise((_resolve, reject) => job.signal.addEventListener('abort', () => reject(job.signal.reason)));
      });
      const added = await first.add('released', 'test.long-running', {});
      await eventually(() => expect(signal).to.not.equal(undefined));

      await first.close(100);
      expect(signal?.aborted).to.equal(true);

      const second = create();
      second.process('released', 'test.long-running', async (job) => `rescued on attempt ${job.attempt}`);
      expect(await second.waitUntilFinished('released', added.id, 10_000)).to.equal('rescued on attempt 1');
      expect(await second.getJob('released', added.id)).to.deep.include({ state: 'completed', attemptsMade: 1 });
    });

    it('answers ping with false when Redis is unreachable', async () => {
      const unreachable = new BullJobQueue({ redisUrl: 'redis://127.0.0.1:1', prefix });
      try {
        expect(await unreachable.ping()).to.equal(false);
      } finally {
        await unreachable.close(0);
      }
      expect(await create().ping()).to.equal(true);
    });
  });
});

import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { BullJobQueue } from '../../../src/platform/queue/index.js';
import { REDIS_URL, deleteKeys, randomPrefix, requireRedis } from './bull.redis.js';

const FIXTURE = fileURLToPath(new URL('./fixtures/bull-worker.ts', import.meta.url));
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
// Short enough for a crash to be recovered in a few seconds; the lock still survives a 1 s event-loop stall
// (it is renewed every LOCK_MS / 2), which a loaded CI machine does produce.
const LOCK_MS = 2000;
const STALLED_INTERVAL_MS = 500;

interface WorkerEvent {
  event: string;
  worker: string;
  jobId?: string;
  attempt?: number;
}

/** A fixtures/bull-worker.ts child process and the events it printed. */
class WorkerProcess {
  readonly events: WorkerEvent[] = [];
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private readonly child: ChildProcess;
  private stderr = '';
  private readonly listeners = new Set<() => void>();

  constructor(
    readonly id: string,
    env: Record<string, string>,
  ) {
    this.child = spawn(process.execPath, ['--import', 'tsx', FIXTURE], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        REDIS_URL,
        LOCK_MS: String(LOCK_MS),
        STALLED_INTERVAL_MS: String(STALLED_INTERVAL_MS),
        WORKER_ID: id,
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve({ code, signal })));
    this.child.stderr!.on('data', (chunk: Buffer) => {
      this.stderr += chunk.toString();
    });
    createInterface({ input: this.child.stdout! }).on('line', (line) => {
      try {
        this.events.push(JSON.parse(line) as WorkerEvent);
      } catch {
        return;
      }
      for (const listener of this.listeners) listener();
    });
  }

  waitFor(event: string, timeoutMs = 30_000): Promise<WorkerEvent> {
    return new Promise((resolve, reject) => {
      const check = () => {
        const found = this.events.find((e) => e.event === event);
        if (!found) return;
        clearTimeout(timer);
        this.listeners.delete(check);
        resolve(found);
      };
      const timer = setTimeout(() => {
        this.listeners.delete(check);
        reject(new Error(`Worker ${this.id} did not report "${event}" within ${timeoutMs} ms. stderr:\n${this.stderr}`));
      }, timeoutMs);
      this.listeners.add(check);
      check();
    });
  }

  names(): string[] {
    return this.events.map((e) => e.event);
  }

  kill(signal: NodeJS.Signals): void {
    this.child.kill(signal);
  }

  get running(): boolean {
    return this.child.exitCode === null && this.child.signalCode === null;
  }
}

describe('BullJobQueue workers in separate processes', function () {
  // Normally a few seconds each; the margin is for child processes starting slowly on a loaded machine.
  this.timeout(60_000);

  const prefix = randomPrefix();
  const workers: WorkerProcess[] = [];
  let producer: BullJobQueue;
  let queue: string;
  let counter = 0;

  const startWorker = (id: string, env: Record<string, string> = {}): WorkerProcess => {
    const worker = new WorkerProcess(id, { QUEUE_PREFIX: prefix, QUEUE_NAME: queue, ...env });
    workers.push(worker);
    return worker;
  };

  before(async function () {
    await requireRedis(this);
  });

  beforeEach(() => {
    counter += 1;
    queue = `workers-${counter}`;
    producer = new BullJobQueue({ redisUrl: REDIS_URL, prefix, lockMs: LOCK_MS, stalledIntervalMs: STALLED_INTERVAL_MS });
  });

  afterEach(async () => {
    for (const worker of workers.splice(0)) {
      if (worker.running) worker.kill('SIGKILL');
      await worker.exited;
    }
    await producer.close(0);
  });

  after(async () => {
    await deleteKeys(prefix);
  });

  it('completes on another worker a job whose worker was killed mid-job', async () => {
    const first = startWorker('A', { JOB_MS: '3000' });
    await first.waitFor('ready');

    const added = await producer.add(queue, 'test.slow', { report: 42 }, { jobId: 'audit-42' });
    expect((await first.waitFor('started')).jobId).to.equal('audit-42');
    first.kill('SIGKILL');
    expect(await first.exited).to.deep.equal({ code: null, signal: 'SIGKILL' });

    // The dead worker's lock still holds the job: nothing has failed or finished it.
    expect((await producer.getJob(queue, added.id))?.state).to.equal('active');

    const second = startWorker('B', { JOB_MS: '500' });
    const result = await producer.waitUntilFinished(queue, added.id, 30_000);

    expect(result).to.deep.equal({ worker: 'B', attempt: 1 });
    expect(first.names()).to.not.include('finished');
    expect(second.events.filter((e) => e.event === 'started').map((e) => e.jobId)).to.deep.equal(['audit-42']);
    // A crash is not a failed try: the job still has all its attempts.
    expect(await producer.getJob(queue, added.id)).to.deep.include({
      state: 'completed',
      attemptsMade: 1,
      data: { report: 42 },
      progress: 100,
    });
  });

  it('finishes the active job on SIGTERM, takes no new one and exits with code 0', async () => {
    const worker = startWorker('A', { JOB_MS: '1500', GRACE_MS: '10000' });
    await worker.waitFor('ready');

    const first = await producer.add(queue, 'test.slow', {});
    await worker.waitFor('started');
    worker.kill('SIGTERM');
    await worker.waitFor('closing');
    const second = await producer.add(queue, 'test.slow', {});

    expect(await worker.exited).to.deep.equal({ code: 0, signal: null });
    expect(worker.names()).to.deep.equal(['ready', 'started', 'closing', 'finished', 'closed']);
    expect(await producer.getJob(queue, first.id)).to.deep.include({ state: 'completed', result: { worker: 'A', attempt: 1 } });
    expect((await producer.getJob(queue, second.id))?.state).to.equal('waiting');
  });

  it('releases a job that outlives the grace period to the next worker', async () => {
    const first = startWorker('A', { JOB_MS: '5000', GRACE_MS: '200' });
    await first.waitFor('ready');

    const added = await producer.add(queue, 'test.slow', {}, { attempts: 1 });
    await first.waitFor('started');
    first.kill('SIGTERM');

    expect(await first.exited).to.deep.equal({ code: 0, signal: null });
    expect(first.names()).to.deep.equal(['ready', 'started', 'closing', 'closed']);
    expect((await producer.getJob(queue, added.id))?.state).to.equal('active');

    startWorker('B', { JOB_MS: '500' });

    // With a single attempt, a job failed by the abort could not come back: completing proves it was released.
    expect(await producer.waitUntilFinished(queue, added.id, 30_000)).to.deep.equal({ worker: 'B', attempt: 1 });
  });
});

import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { domainRejection } from '../../../../test/support/domain-rejection.js';
import type { Logger } from '../../../platform/logging/index.js';
import type { AddJobOptions, JobQueue } from '../../../platform/queue/index.js';
import type { DataJob } from '../domain/data-job.js';
import type { ExportedEvent } from '../domain/export-format.js';
import { SYSTEM_SITE_OWNER } from '../domain/self-site.js';
import { ApplyRetention } from './apply-retention/apply-retention.use-case.js';
import { DATA_JOBS, DATA_JOBS_QUEUE } from '../index.js';
import { DeleteSiteData } from './delete-site-data/delete-site-data.use-case.js';
import { GetExport } from './exports/get-export.use-case.js';
import { RunExport } from './exports/run-export.use-case.js';
import { StartExport } from './exports/start-export.use-case.js';
import { directTransactions, InMemorySiteData, InMemorySites } from '../testing/in-memory-fakes.fake.js';
import { findOwnedSite } from './owned-site.js';
import type { DataJobRepository, ExportFileStore, NewDataJob } from './ports/data-job.repository.port.js';
import type { PurgeChallengeSigner, SignedPurgeChallenge } from './ports/purge-challenge-signer.port.js';
import type { EventPage } from './ports/site-data.store.port.js';
import type { SystemSiteSpec, SystemSiteStore } from './ports/system-site.store.port.js';
import { GetPurge, GetPurgeChallenge, StartPurge } from './purges/purge-challenge.use-cases.js';
import { RunPurge } from './purges/run-purge.use-case.js';
import { GetSelfAnalytics, selfScriptUrl } from './self-analytics/get-self-analytics.use-case.js';

class InMemoryJobs implements DataJobRepository {
  readonly rows = new Map<string, DataJob>();
  // The database stamps a job's creation; the test's clock stands for it (an export's file name shows the date).
  constructor(private readonly clock: { now(): Date }) {}
  async create(job: NewDataJob): Promise<DataJob> {
    const row: DataJob = {
      id: randomUUID(), siteId: job.siteId, userId: job.userId, kind: job.kind, status: 'queued', format: job.format ?? null, scope: job.scope ?? null,
      cutoff: job.cutoff ?? null, recordCount: null, storedBytes: null, error: null, createdAt: this.clock.now(), startedAt: null, finishedAt: null, expiresAt: null,
    };
    this.rows.set(row.id, row);
    return { ...row };
  }
  async find(id: string) {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }
  async markRunning(id: string, at: Date) {
    const row = this.rows.get(id);
    if (!row) return null;
    Object.assign(row, { status: 'running', startedAt: at });
    return { ...row };
  }
  async markDone(id: string, result: { recordCount: number; storedBytes?: number; expiresAt?: Date }, at: Date) {
    Object.assign(this.rows.get(id)!, { status: 'done', recordCount: result.recordCount, storedBytes: result.storedBytes ?? null, expiresAt: result.expiresAt ?? null, finishedAt: at });
  }
  async markFailed(id: string, error: string, at: Date) {
    Object.assign(this.rows.get(id)!, { status: 'failed', error, finishedAt: at });
  }
  async deleteExports(siteId: string) {
    let n = 0;
    for (const [id, row] of this.rows) if (row.siteId === siteId && row.kind === 'export' && this.rows.delete(id)) n++;
    return n;
  }
  async deleteExpiredExports(now: Date) {
    let n = 0;
    for (const [id, row] of this.rows) if (row.kind === 'export' && row.expiresAt && row.expiresAt <= now && this.rows.delete(id)) n++;
    return n;
  }
}

class InMemoryFiles implements ExportFileStore {
  readonly files = new Map<string, string>();
  async create(jobId: string) {
    this.files.set(jobId, '');
    return {
      write: async (text: string) => void this.files.set(jobId, this.files.get(jobId) + text),
      finish: async () => ({ storedBytes: Buffer.byteLength(this.files.get(jobId)!) }),
    };
  }
  async *read(jobId: string) {
    yield Buffer.from(this.files.get(jobId) ?? '');
  }
}

class RecordingQueue {
  readonly added: { queue: string; name: string; data: unknown; options?: AddJobOptions }[] = [];
  async add(queue: string, name: string, data: unknown, options?: AddJobOptions) {
    this.added.push({ queue, name, data, options });
    return { id: options?.jobId ?? '1', queue, name, data, state: 'waiting' as const, progress: 0, attemptsMade: 0 };
  }
}

/** Not a real signature: the HMAC is tested with its adapter; here only what the use cases do with it. */
const plainSigner: PurgeChallengeSigner = {
  sign: (c: SignedPurgeChallenge) => JSON.stringify({ ...c, expiresAt: c.expiresAt.getTime() }),
  verify: (token) => {
    try {
      const p = JSON.parse(String(token)) as SignedPurgeChallenge & { expiresAt: number };
      return { ...p, expiresAt: new Date(p.expiresAt) };
    } catch {
      return null;
    }
  },
};

const silent = { warn: () => undefined, error: () => undefined, info: () => undefined } as unknown as Logger;
const DAY = 86_400_000;

describe('analytics: data management use cases', () => {
  let now: Date;
  const clock = { now: () => now };
  let sites: InMemorySites;
  let data: InMemorySiteData;
  let jobs: InMemoryJobs;
  let files: InMemoryFiles;
  let queue: RecordingQueue;
  const owner = { userId: 'u1', isAdmin: false };

  beforeEach(() => {
    now = new Date('2026-11-23T12:00:00Z');
    sites = new InMemorySites();
    data = new InMemorySiteData();
    jobs = new InMemoryJobs(clock);
    files = new InMemoryFiles();
    queue = new RecordingQueue();
  });

  const addSite = (userId = 'u1', name = 'My Shop') => sites.create({ userId, name, url: 'https://shop.example', host: 'shop.example' });

  it('lets admins act as the owner of the built-in site only', async () => {
    const system = await addSite(SYSTEM_SITE_OWNER, 'StackLens');
    const other = await addSite('u2');
    expect((await findOwnedSite(sites, system.id, { userId: 'admin', isAdmin: true })).id).to.equal(system.id);
    expect((await domainRejection(findOwnedSite(sites, system.id, { userId: 'u1', isAdmin: false }))).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await domainRejection(findOwnedSite(sites, system.id, 'u1'))).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await domainRejection(findOwnedSite(sites, other.id, { userId: 'admin', isAdmin: true }))).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect((await findOwnedSite(sites, other.id, 'u2')).id).to.equal(other.id);
  });

  it('starts an export only with the tick, for the owner, and queues it under its id', async () => {
    const site = await addSite();
    const start = new StartExport(sites, jobs, queue as unknown as JobQueue);
    expect((await domainRejection(start.execute({ siteId: site.id, caller: owner, format: 'csv', confirmed: false }))).code).to.equal('ANALYTICS_EXPORT_NOT_CONFIRMED');
    expect((await domainRejection(start.execute({ siteId: site.id, caller: owner, format: 'xls', confirmed: true }))).code).to.equal('ANALYTICS_EXPORT_INVALID_FORMAT');
    expect((await domainRejection(start.execute({ siteId: site.id, caller: { userId: 'u2' }, format: 'csv', confirmed: true }))).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect(queue.added).to.deep.equal([]);
    const { id } = await start.execute({ siteId: site.id, caller: owner, format: 'json', confirmed: true });
    expect(jobs.rows.get(id)).to.include({ kind: 'export', status: 'queued', format: 'json', siteId: site.id, userId: 'u1' });
    expect(queue.added).to.have.length(1);
    expect(queue.added[0]).to.deep.include({ queue: DATA_JOBS_QUEUE, name: DATA_JOBS.export, data: { jobId: id } });
    expect(queue.added[0]!.options?.jobId).to.equal(`export-${id}`);
  });

  it('writes every page of events into the file, then offers it for 24 hours', async () => {
    const site = await addSite();
    const events: ExportedEvent[] = Array.from({ length: 7 }, (_, i) => ({
      id: `e${i}`, siteId: site.id, visitorId: 'v', sessionId: 's', kind: 'pageview', occurredAt: new Date(now.getTime() - i * 1000), path: `/p${i}`,
      referrer: null, sourceKind: null, country: null, city: null, browser: null, os: null, device: null, data: {},
    }));
    // Pages of 3 through the port's cursor, as the real store pages through (time, id).
    data.readEvents = async (_siteId: string, cursor: string | null, limit: number): Promise<EventPage> => {
      const from = cursor ? Number(cursor) : 0;
      const page = events.slice(from, from + Math.min(limit, 3));
      return { events: page, next: from + page.length < events.length ? String(from + page.length) : null };
    };
    const job = await jobs.create({ siteId: site.id, userId: 'u1', kind: 'export', format: 'json' });
    expect(await new RunExport(jobs, files, data, clock, silent).execute({ jobId: job.id, finalAttempt: true })).to.deep.equal({ rows: 7 });
    const parsed = JSON.parse(files.files.get(job.id)!) as { id: string; path: string }[];
    expect(parsed.map((e) => e.id)).to.deep.equal(events.map((e) => e.id));
    const done = jobs.rows.get(job.id)!;
    expect(done).to.include({ status: 'done', recordCount: 7 });
    expect(done.expiresAt?.getTime()).to.equal(now.getTime() + DAY);

    const get = new GetExport(sites, jobs, files, clock);
    const download = await get.download({ siteId: site.id, exportId: job.id, caller: owner });
    expect(download).to.include({ fileName: 'stacklens-analytics-my-shop-2026-11-23.json', contentType: 'application/json; charset=utf-8' });
    now = new Date(now.getTime() + DAY + 1);
    expect((await domainRejection(get.download({ siteId: site.id, exportId: job.id, caller: owner }))).code).to.equal('ANALYTICS_EXPORT_EXPIRED');
    const other = await addSite('u2');
    expect((await domainRejection(get.execute({ siteId: other.id, exportId: job.id, caller: { userId: 'u2' } }))).code).to.equal('ANALYTICS_EXPORT_NOT_FOUND');
  });

  it('records the failure on the last try only', async () => {
    const site = await addSite();
    data.readEvents = () => Promise.reject(new Error('connection lost'));
    const job = await jobs.create({ siteId: site.id, userId: 'u1', kind: 'export', format: 'csv' });
    const run = new RunExport(jobs, files, data, clock, silent);
    await run.execute({ jobId: job.id, finalAttempt: false }).catch(() => undefined);
    expect(jobs.rows.get(job.id)).to.include({ status: 'running', error: null });
    await run.execute({ jobId: job.id, finalAttempt: true }).catch(() => undefined);
    expect(jobs.rows.get(job.id)).to.include({ status: 'failed', error: 'ANALYTICS_EXPORT_FAILED' });
    expect(await run.execute({ jobId: 'not-a-uuid', finalAttempt: true })).to.deep.equal({ rows: 0 });
  });

  it('purges after the right answer to a fresh question of this site and user, older than the scope', async () => {
    const site = await addSite();
    data.events.set(site.id, [0, 5, 29, 31, 89, 91, 200].map((d) => new Date(now.getTime() - d * DAY)));
    const challenge = new GetPurgeChallenge(sites, plainSigner, () => 0.5, clock);
    const start = new StartPurge(sites, jobs, plainSigner, queue as unknown as JobQueue, clock);
    const { a, b, token } = await challenge.execute({ siteId: site.id, caller: owner });
    expect([a, b]).to.deep.equal([6, 6]);

    const attempt = (over: Record<string, unknown>) => start.execute({ siteId: site.id, caller: owner, scope: '30d', answer: a + b, token, ...over });
    expect((await domainRejection(attempt({ answer: a + b + 1 }))).code).to.equal('ANALYTICS_PURGE_WRONG_ANSWER');
    expect((await domainRejection(attempt({ answer: a + b + 1 }))).message).to.equal('Incorrect answer. Please try again.');
    expect((await domainRejection(attempt({ scope: '60d' }))).code).to.equal('ANALYTICS_PURGE_INVALID_SCOPE');
    expect((await domainRejection(attempt({ token: 'forged' }))).code).to.equal('ANALYTICS_PURGE_CHALLENGE_EXPIRED');
    const otherSite = await addSite();
    expect((await domainRejection(start.execute({ siteId: otherSite.id, caller: owner, scope: '30d', answer: a + b, token }))).code).to.equal('ANALYTICS_PURGE_CHALLENGE_EXPIRED');
    expect((await domainRejection(start.execute({ siteId: site.id, caller: { userId: 'u2' }, scope: '30d', answer: a + b, token }))).code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    expect(queue.added).to.deep.equal([]);

    const { id } = await attempt({ answer: ` ${a + b} ` });
    expect(jobs.rows.get(id)).to.include({ kind: 'purge', scope: '30d' });
    expect(jobs.rows.get(id)!.cutoff?.getTime()).to.equal(now.getTime() - 30 * DAY);
    expect(queue.added[0]).to.deep.include({ name: DATA_JOBS.purge, data: { jobId: id } });

    // The worker runs it later: the cut-off fixed at confirmation still applies.
    now = new Date(now.getTime() + 2 * DAY);
    expect(await new RunPurge(jobs, data, clock, silent).execute({ jobId: id, finalAttempt: true })).to.deep.equal({ deleted: 4 });
    expect(data.events.get(site.id)).to.have.length(3);
    const purge = await new GetPurge(sites, jobs).execute({ siteId: site.id, purgeId: id, caller: owner });
    expect(purge).to.include({ status: 'done', recordCount: 4 });

    now = new Date(now.getTime() + 11 * 60 * 1000);
    expect((await domainRejection(attempt({}))).code).to.equal('ANALYTICS_PURGE_CHALLENGE_EXPIRED');
  });

  it('deletes a site\'s data with the site\'s confirmation, and its exports with it', async () => {
    const site = await addSite();
    data.events.set(site.id, [now, now, now]);
    const exported = await jobs.create({ siteId: site.id, userId: 'u1', kind: 'export', format: 'csv' });
    const purge = await jobs.create({ siteId: site.id, userId: 'u1', kind: 'purge', scope: 'all' });
    const remove = new DeleteSiteData(sites, data, jobs, directTransactions);
    expect((await domainRejection(remove.execute({ siteId: site.id, caller: owner, confirmName: 'my shop', acknowledge: true }))).code).to.equal('ANALYTICS_DELETE_NAME_MISMATCH');
    expect((await domainRejection(remove.execute({ siteId: site.id, caller: owner, confirmName: 'My Shop' }))).code).to.equal('ANALYTICS_DELETE_NOT_ACKNOWLEDGED');
    expect(data.events.get(site.id)).to.have.length(3);
    expect(await remove.execute({ siteId: site.id, caller: owner, confirmName: 'My Shop', acknowledge: true })).to.deep.equal({ deleted: 3 });
    expect(data.events.get(site.id)).to.deep.equal([]);
    expect([...jobs.rows.keys()]).to.deep.equal([purge.id]);
    expect(jobs.rows.has(exported.id)).to.equal(false);
    expect(sites.rows).to.have.length(1);
  });

  it('applies each site\'s retention and removes expired exports', async () => {
    const long = await addSite('u1', 'Long');
    const short = await addSite('u1', 'Short');
    data.retentionList = [{ siteId: long.id, retentionDays: 395 }, { siteId: short.id, retentionDays: 30 }];
    data.events.set(long.id, [10, 100, 400].map((d) => new Date(now.getTime() - d * DAY)));
    data.events.set(short.id, [10, 100, 400].map((d) => new Date(now.getTime() - d * DAY)));
    const expired = await jobs.create({ siteId: long.id, userId: 'u1', kind: 'export', format: 'csv' });
    await jobs.markDone(expired.id, { recordCount: 1, expiresAt: new Date(now.getTime() - 1) }, now);
    const fresh = await jobs.create({ siteId: long.id, userId: 'u1', kind: 'export', format: 'csv' });
    await jobs.markDone(fresh.id, { recordCount: 1, expiresAt: new Date(now.getTime() + 1000) }, now);
    const outcome = await new ApplyRetention(data, jobs, clock).execute();
    expect(outcome).to.deep.include({ globalCutoff: new Date(now.getTime() - 395 * DAY).toISOString(), deletedEvents: 3, sitesTrimmed: 1, expiredExports: 1 });
    expect(data.events.get(long.id)).to.have.length(2);
    expect(data.events.get(short.id)).to.have.length(1);
    expect([...jobs.rows.keys()]).to.deep.equal([fresh.id]);
  });

  it('ensures the built-in site once per while, and answers null when switched off', async () => {
    const ensured: SystemSiteSpec[] = [];
    const store: SystemSiteStore = {
      ensure: async (spec) => {
        ensured.push(spec);
        return { ...(await addSite(spec.userId, spec.name)), id: spec.id ?? 'generated' };
      },
    };
    const settings = (enabled: boolean) => ({ selfAnalytics: { enabled, siteId: null, publicUrl: 'https://stacklens.example/', trackerPublicUrl: 'https://t.stacklens.example/' } });
    const self = new GetSelfAnalytics(settings(true), store, clock, silent);
    expect(await self.execute()).to.deep.equal({ siteId: 'generated', scriptUrl: 'https://t.stacklens.example/s.js' });
    await self.execute();
    expect(ensured).to.deep.equal([{ id: null, userId: SYSTEM_SITE_OWNER, name: 'StackLens', url: 'https://stacklens.example', host: 'stacklens.example' }]);
    now = new Date(now.getTime() + 11 * 60 * 1000);
    await self.execute();
    expect(ensured).to.have.length(2);
    expect(await new GetSelfAnalytics(settings(false), store, clock, silent).execute()).to.deep.equal({ siteId: null, scriptUrl: 'https://t.stacklens.example/s.js' });
    expect(ensured).to.have.length(2);
  });

  it('answers the snippet path alone when the tracker shares the app origin, so the page loads it from its own address', () => {
    expect(selfScriptUrl('http://localhost:8080', 'http://localhost:8080/')).to.equal('/s.js');
    expect(selfScriptUrl('https://stacklens.example/', 'https://stacklens.example/')).to.equal('/s.js');
    expect(selfScriptUrl('https://stacklens.example/', 'https://t.stacklens.example/')).to.equal('https://t.stacklens.example/s.js');
    expect(selfScriptUrl('http://localhost:8080', 'http://localhost:8081')).to.equal('http://localhost:8081/s.js');
  });
});

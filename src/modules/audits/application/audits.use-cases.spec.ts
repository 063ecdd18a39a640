import { expect } from 'chai';
import type { JobQueue } from '../../../platform/queue/index.js';
import { DomainError } from '../../../shared/index.js';
import type { AuditResult } from '../domain/audit-result.js';
import { scored } from '../domain/score-band.js';
import { DiffAudits } from './diff-audits/diff-audits.use-case.js';
import { GetAudit } from './get-audit/get-audit.use-case.js';
import { InMemoryAuditRuns, RecordingQueue } from '../testing/in-memory-fakes.fake.js';
import { InMemoryWebsiteData } from '../testing/in-memory-website-data.fake.js';
import { RecordWebsiteAnalysis } from './record-website-analysis/record-website-analysis.use-case.js';
import type { AuditRunner, AuditRunRequest } from './ports/audit-runner.port.js';
import { RunAudit } from './run-audit/run-audit.use-case.js';
import { StartAudit } from './start-audit/start-audit.use-case.js';

const user = { id: 'u1', isPremium: false, isAdmin: false };
const premium = { id: 'u2', isPremium: true, isAdmin: false };
const result = (score: number): AuditResult => ({ type: 'content', url: 'https://a.test/', overall: scored(score), pagesAnalysed: 1, findings: [], failures: [], details: {} as never, schemaVersion: 1, collectedAt: '', durationMs: 1 });

async function rejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a rejection');
}

class ScriptedRunner implements AuditRunner {
  requests: AuditRunRequest[] = [];
  constructor(private readonly script: (request: AuditRunRequest) => Promise<AuditResult>) {}
  run(request: AuditRunRequest) {
    this.requests.push(request);
    return this.script(request);
  }
  async close() {}
}

describe('audits: use cases', () => {
  let runs: InMemoryAuditRuns;
  let queue: RecordingQueue;
  let start: StartAudit;
  let websites: InMemoryWebsiteData;

  beforeEach(() => {
    runs = new InMemoryAuditRuns();
    websites = new InMemoryWebsiteData();
    queue = new RecordingQueue();
    start = new StartAudit(runs, queue as unknown as JobQueue, { maxUnfinishedPerUser: 2, pdfTimeoutMs: 1000 });
  });

  it('queues a run under its own id as a deterministic job', async () => {
    const { id } = await start.execute({ user, type: 'content', url: 'https://a.test/#x', crawl: true });
    expect(runs.rows[0]).to.include({ id, type: 'content', url: 'https://a.test/', crawl: true, status: 'queued' });
    expect(queue.added).to.deep.equal([{ queue: 'audits', name: 'audits.run', data: { runId: id }, options: { jobId: `run-${id}` } }]);
  });

  it('keeps semantic and SEO for premium (trial included) and refuses them to others', async () => {
    expect((await rejection(start.execute({ user, type: 'semantic', url: 'https://a.test/', crawl: false }))).code).to.equal('PREMIUM_REQUIRED');
    expect((await rejection(start.execute({ user, type: 'seo', url: 'https://a.test/', crawl: true }))).code).to.equal('PREMIUM_REQUIRED');
    expect(runs.rows).to.have.length(0);
    await start.execute({ user: premium, type: 'semantic', url: 'https://a.test/', crawl: false });
    await start.execute({ user: premium, type: 'seo', url: 'https://a.test/', crawl: true });
    expect(runs.rows.map((row) => row.type)).to.deep.equal(['semantic', 'seo']);
  });

  it('refuses unknown types and bad URLs with their codes, and caps unfinished runs per user', async () => {
    expect((await rejection(start.execute({ user, type: 'accessibility', url: 'https://a.test/', crawl: false }))).code).to.equal('AUDIT_INVALID_TYPE');
    expect((await rejection(start.execute({ user, type: 'content', url: 'a.test', crawl: false }))).code).to.equal('AUDIT_INVALID_URL');
    await start.execute({ user, type: 'content', url: 'https://a.test/', crawl: false });
    await start.execute({ user, type: 'website', url: 'https://a.test/', crawl: false });
    const third = await rejection(start.execute({ user, type: 'security', url: 'https://a.test/', crawl: false }));
    expect([third.kind, third.code]).to.deep.equal(['rate_limited', 'AUDIT_TOO_MANY_RUNNING']);
    // Another user is not affected.
    await start.execute({ user: premium, type: 'security', url: 'https://a.test/', crawl: false });
  });

  it('runs a queued audit to done, writing progress once per whole percent and the previous run for trends', async () => {
    const first = await start.execute({ user, type: 'content', url: 'https://a.test/', crawl: false });
    await new RunAudit(runs, new ScriptedRunner(async () => result(40)), new RecordWebsiteAnalysis(websites)).execute({ runId: first.id });
    const second = await start.execute({ user, type: 'content', url: 'https://a.test/', crawl: false });
    const runner = new ScriptedRunner(async (request) => {
      for (const p of [1, 1.2, 1.7, 5, 5, 50]) request.onProgress?.(p, 'render');
      request.onProgress?.(50, 'audit');
      return result(70);
    });
    await new RunAudit(runs, runner, new RecordWebsiteAnalysis(websites)).execute({ runId: second.id });
    expect(runner.requests[0]!.context.previous?.id).to.equal(first.id);
    expect(runs.progressWrites.filter((w) => w.id === second.id).map((w) => `${w.progress}:${w.stage}`)).to.deep.equal(['1:render', '5:render', '50:render', '50:audit']);
    const done = await runs.find(second.id);
    expect(done).to.include({ status: 'done', progress: 100 });
    expect(done?.result?.overall.score).to.equal(70);
  });

  it('ends a run failed with the runner’s code and the stage it was in; a redelivered job does nothing', async () => {
    const { id } = await start.execute({ user, type: 'performance', url: 'https://a.test/', crawl: false });
    const runner = new ScriptedRunner(async (request) => {
      request.onProgress?.(30, 'lighthouse');
      throw new DomainError('unavailable', 'AUDIT_TIMEOUT', 'too long');
    });
    await new RunAudit(runs, runner, new RecordWebsiteAnalysis(websites)).execute({ runId: id });
    expect(await runs.find(id)).to.deep.include({ status: 'failed', error: { code: 'AUDIT_TIMEOUT', message: 'too long', stage: 'lighthouse' } });
    await new RunAudit(runs, runner, new RecordWebsiteAnalysis(websites)).execute({ runId: id });
    expect(runner.requests).to.have.length(1);
  });

  it('maps an unexpected crash to AUDIT_FAILED with the product’s message', async () => {
    const { id } = await start.execute({ user, type: 'content', url: 'https://a.test/', crawl: false });
    await new RunAudit(runs, new ScriptedRunner(async () => Promise.reject(new TypeError('boom'))), new RecordWebsiteAnalysis(websites)).execute({ runId: id });
    expect((await runs.find(id))?.error).to.deep.equal({ code: 'AUDIT_FAILED', message: 'Failed to analyze URL. Please check the URL and try again.', stage: null });
  });

  it('shows a run only to its owner; another user’s id or a malformed id is 404', async () => {
    const { id } = await start.execute({ user, type: 'content', url: 'https://a.test/', crawl: false });
    const get = new GetAudit(runs);
    expect((await get.execute({ id, userId: 'u1' })).id).to.equal(id);
    expect((await rejection(get.execute({ id, userId: 'u2' }))).code).to.equal('AUDIT_NOT_FOUND');
    expect((await rejection(get.execute({ id: 'not-a-uuid', userId: 'u1' }))).code).to.equal('AUDIT_NOT_FOUND');
  });

  it('diffs two finished runs of one type only', async () => {
    const a = await start.execute({ user: premium, type: 'content', url: 'https://a.test/', crawl: false });
    await new RunAudit(runs, new ScriptedRunner(async () => result(40)), new RecordWebsiteAnalysis(websites)).execute({ runId: a.id });
    const b = await start.execute({ user: premium, type: 'website', url: 'https://a.test/', crawl: false });
    const diff = new DiffAudits(runs);
    expect((await rejection(diff.execute({ id: a.id, otherId: b.id, userId: 'u2' }))).code).to.equal('AUDIT_TYPE_MISMATCH');
    const c = await start.execute({ user: premium, type: 'content', url: 'https://a.test/', crawl: false });
    expect((await rejection(diff.execute({ id: a.id, otherId: c.id, userId: 'u2' }))).code).to.equal('AUDIT_NOT_FINISHED');
    await new RunAudit(runs, new ScriptedRunner(async () => result(55)), new RecordWebsiteAnalysis(websites)).execute({ runId: c.id });
    expect((await diff.execute({ id: a.id, otherId: c.id, userId: 'u2' })).scoreDelta).to.equal(15);
  });
});

import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { AuditResult } from '../../domain/audit-result.js';
import { makeFinding } from '../../domain/finding.js';
import { scored } from '../../domain/score-band.js';
import { AuditRunObjectionRepository } from './audit-run.objection-repository.js';

const result = (score: number): AuditResult => ({
  type: 'content',
  url: 'https://a.test/',
  overall: scored(score),
  pagesAnalysed: 1,
  findings: [makeFinding({ audit: 'content', rule: 'missing-h1', severity: 'high', pageUrl: 'https://a.test/', message: 'No H1', params: { count: 0 } })],
  failures: [],
  details: { pages: [], averageScore: score } as never,
  schemaVersion: 1,
  collectedAt: '2026-11-23T10:00:00.000Z',
  durationMs: 10,
});

describe('audits objection repository (real database)', () => {
  let db: TestDatabase;
  let runs: AuditRunObjectionRepository;
  before(async () => {
    db = await createTestDatabase();
    runs = new AuditRunObjectionRepository(db.database);
  });
  after(() => db.drop());

  it('stores a run through its life: queued, running with progress, done with its jsonb result', async () => {
    const run = await runs.create({ userId: 'u1', type: 'content', url: 'https://a.test/', crawl: true });
    expect(run).to.include({ userId: 'u1', status: 'queued', progress: 0, stage: 'queued', crawl: true, result: null });
    expect(run.id).to.match(/^[0-9a-f-]{36}$/);
    expect(await runs.countUnfinished('u1')).to.equal(1);
    await runs.markRunning(run.id, new Date());
    await runs.updateProgress(run.id, 42, 'render');
    expect(await runs.find(run.id)).to.include({ status: 'running', progress: 42, stage: 'render' });
    await runs.complete(run.id, result(81), new Date());
    const done = await runs.find(run.id);
    expect(done).to.include({ status: 'done', progress: 100, stage: 'done' });
    expect(done?.result).to.deep.equal(result(81));
    expect(done?.finishedAt).to.be.instanceOf(Date);
    // A late progress write cannot reopen a finished run.
    await runs.updateProgress(run.id, 10, 'fetch');
    expect(await runs.find(run.id)).to.include({ progress: 100, stage: 'done' });
    expect(await runs.countUnfinished('u1')).to.equal(0);
  });

  it('keeps a failure with its code and stage', async () => {
    const run = await runs.create({ userId: 'u1', type: 'performance', url: 'https://a.test/', crawl: false });
    await runs.fail(run.id, { code: 'AUDIT_TIMEOUT', message: 'too long', stage: 'lighthouse' }, new Date());
    expect((await runs.find(run.id))?.error).to.deep.equal({ code: 'AUDIT_TIMEOUT', message: 'too long', stage: 'lighthouse' });
  });

  it('finds the previous done run and pages the history newest first, by type and URL, with scores', async () => {
    const make = async (type: 'content' | 'website', url: string, score: number | null) => {
      const run = await runs.create({ userId: 'u2', type, url, crawl: false });
      if (score !== null) await runs.complete(run.id, result(score), new Date());
      return run;
    };
    const a = await make('content', 'https://b.test/', 50);
    await make('website', 'https://b.test/', 60);
    const c = await make('content', 'https://b.test/', null);
    const d = await make('content', 'https://b.test/', 70);
    expect((await runs.findPreviousDone('u2', 'content', 'https://b.test/', d.createdAt))?.id).to.equal(a.id);
    expect(await runs.findPreviousDone('u2', 'content', 'https://b.test/', a.createdAt)).to.equal(null);
    const page = await runs.history({ userId: 'u2', type: 'content', url: 'https://b.test/', limit: 2, offset: 0 });
    expect(page.total).to.equal(3);
    expect(page.items.map((i) => [i.id, i.score])).to.deep.equal([
      [d.id, 70],
      [c.id, null],
    ]);
    expect((await runs.history({ userId: 'u2', limit: 10, offset: 0 })).total).to.equal(4);
    expect((await runs.history({ userId: 'nobody', limit: 10, offset: 0 })).total).to.equal(0);
  });

  it('lists and deletes everything of one user only', async () => {
    await runs.create({ userId: 'u3', type: 'security', url: 'https://c.test/', crawl: false });
    const other = await runs.create({ userId: 'u4', type: 'security', url: 'https://c.test/', crawl: false });
    expect((await runs.listForUser('u3')).map((r) => r.userId)).to.deep.equal(['u3']);
    expect(await runs.deleteForUser('u3')).to.equal(1);
    expect(await runs.listForUser('u3')).to.deep.equal([]);
    expect(await runs.find(other.id)).to.not.equal(null);
  });
});

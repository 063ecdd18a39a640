import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { parseResponsiveDevices } from '../../domain/responsive/responsive-request.js';
import type { ResponsiveDeviceState } from '../../domain/responsive/responsive-run.js';
import { ResponsiveRunKnexRepository } from './responsive-run.knex-repository.js';

/** devtools_responsive_runs and _shots on a migrated database (PostgreSQL with DATABASE_URL, PGlite without). */
const devices = () =>
  parseResponsiveDevices([
    { id: 'iphone-se', name: 'iPhone SE', width: 375, height: 667 },
    { name: 'Tablet', width: 768, height: 1024 },
    { name: 'Desktop', width: 1920, height: 1080 },
  ]);

const done = (device: ResponsiveDeviceState, width: number): ResponsiveDeviceState => ({
  ...device,
  status: 'done',
  pageHeight: 1200,
  scrollWidth: width,
  findings: { overflow: [], overflowTotal: 0, tapTargets: [{ selector: 'button.x', width: 10, height: 10, text: 'Ünïcode ✓' }], tapTargetTotal: 1 },
});

describe('devtools responsive runs repository (real database)', () => {
  let db: TestDatabase;
  let repo: ResponsiveRunKnexRepository;
  before(async () => {
    db = await createTestDatabase();
    repo = new ResponsiveRunKnexRepository(db.database);
  });
  after(() => db.drop());

  it('records sizes ending at once without losing any, with their shots, and ends the run', async () => {
    const owner = `resp_${randomUUID().slice(0, 8)}`;
    const run = await repo.create({ ownerId: owner, url: 'https://example.org/', devices: devices() });
    expect(run).to.deep.include({ ownerId: owner, status: 'queued', errorCode: null, startedAt: null, finishedAt: null });
    expect(await repo.countUnfinished(owner)).to.equal(1);
    expect(await repo.start(run.id, new Date())).to.equal(true);

    const png = (n: number) => Buffer.from([0x89, 0x50, 0x4e, 0x47, n, 0, 255]);
    const [phone, tablet, desktop] = run.devices;
    await Promise.all([
      repo.saveDevice(run.id, 2, done(desktop!, 1920), { index: 2, width: 1920, height: 1200, png: png(2) }),
      repo.saveDevice(run.id, 0, done(phone!, 375), { index: 0, width: 375, height: 1200, png: png(0) }),
      repo.saveDevice(run.id, 1, { ...tablet!, status: 'failed', errorCode: 'DEVTOOLS_RENDER_TIMEOUT' }, null),
    ]);
    const saved = (await repo.find(run.id))!;
    expect(saved.status).to.equal('running');
    expect(saved.devices.map((d) => [d.name, d.status, d.errorCode, d.scrollWidth])).to.deep.equal([
      ['iPhone SE', 'done', null, 375],
      ['Tablet', 'failed', 'DEVTOOLS_RENDER_TIMEOUT', null],
      ['Desktop', 'done', null, 1920],
    ]);
    expect(saved.devices[0]!.findings.tapTargets[0]!.text).to.equal('Ünïcode ✓');
    expect((await repo.getShot(run.id, 0))!.png.equals(png(0))).to.equal(true);
    expect(await repo.getShot(run.id, 1)).to.equal(null);
    expect((await repo.listShots(run.id)).map((s) => [s.index, s.width])).to.deep.equal([
      [0, 375],
      [2, 1920],
    ]);

    await repo.finish(run.id, { status: 'done', errorCode: null }, new Date());
    expect(await repo.countUnfinished(owner)).to.equal(0);
    // An ended run is not started again (a late duplicate of its job does nothing).
    expect(await repo.start(run.id, new Date())).to.equal(false);
    await repo.saveDevice(run.id, 1, done(tablet!, 768), null);
    expect((await repo.find(run.id))!.devices[1]!.status).to.equal('failed');
  });

  it('starts a run over when its job comes again while running', async () => {
    const run = await repo.create({ ownerId: `resp_${randomUUID().slice(0, 8)}`, url: 'https://example.org/', devices: devices() });
    await repo.start(run.id, new Date());
    await repo.saveDevice(run.id, 0, done(run.devices[0]!, 375), { index: 0, width: 375, height: 10, png: Buffer.from('x') });
    expect(await repo.start(run.id, new Date())).to.equal(true);
    const again = (await repo.find(run.id))!;
    expect(again.devices.map((d) => d.status)).to.deep.equal(['pending', 'pending', 'pending']);
    expect(await repo.listShots(run.id)).to.deep.equal([]);
  });

  it("keeps the newest runs of an owner, never an unfinished one nor another owner's", async () => {
    const owner = `resp_${randomUUID().slice(0, 8)}`;
    const other = `resp_${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const run = await repo.create({ ownerId: owner, url: `https://example.org/${i}`, devices: devices() });
      await db.knex('devtools_responsive_runs').where({ id: run.id }).update({ created_at: new Date(Date.UTC(2026, 0, 1 + i)), status: i === 0 ? 'running' : 'done' });
      ids.push(run.id);
    }
    const theirs = await repo.create({ ownerId: other, url: 'https://example.org/theirs', devices: devices() });
    await repo.saveDevice(ids[1]!, 0, done(devices()[0]!, 375), { index: 0, width: 375, height: 10, png: Buffer.from('x') });

    expect(await repo.pruneForOwner(owner, { keep: 2, maxBytes: 1_000_000 })).to.equal(2);
    // The two newest stay, and the oldest because it is still running.
    expect((await repo.listRecent(owner, 20)).map((r) => r.url)).to.deep.equal(['https://example.org/4', 'https://example.org/3', 'https://example.org/0']);
    expect(await db.knex('devtools_responsive_shots').where({ run_id: ids[1] })).to.deep.equal([]);
    expect(await repo.find(theirs.id)).not.to.equal(null);
  });

  it('keeps only the newest runs whose shots fit in the byte budget', async () => {
    const owner = `resp_${randomUUID().slice(0, 8)}`;
    const ids: string[] = [];
    for (let i = 0; i < 4; i++) {
      const run = await repo.create({ ownerId: owner, url: `https://example.org/${i}`, devices: devices() });
      await repo.start(run.id, new Date());
      await repo.saveDevice(run.id, 0, done(run.devices[0]!, 375), { index: 0, width: 375, height: 10, png: Buffer.alloc(400 + i) });
      await repo.finish(run.id, { status: 'done', errorCode: null }, new Date());
      await db.knex('devtools_responsive_runs').where({ id: run.id }).update({ created_at: new Date(Date.UTC(2026, 1, 1 + i)) });
      ids.push(run.id);
    }
    // Newest first: 403, then 402 (805 in all), then 401 (1206): past 1000 bytes the older runs go.
    expect(await repo.pruneForOwner(owner, { keep: 20, maxBytes: 1000 })).to.equal(2);
    expect((await repo.listRecent(owner, 20)).map((r) => r.id)).to.deep.equal([ids[3], ids[2]]);
    expect(await repo.pruneForOwner(owner, { keep: 20, maxBytes: 10 })).to.equal(2);
    expect(await repo.listRecent(owner, 20)).to.deep.equal([]);
  });

  it('ends abandoned runs as interrupted and deletes runs past their time, then erases an owner', async () => {
    const owner = `resp_${randomUUID().slice(0, 8)}`;
    const stale = await repo.create({ ownerId: owner, url: 'https://example.org/stale', devices: devices() });
    const old = await repo.create({ ownerId: owner, url: 'https://example.org/old', devices: devices() });
    const fresh = await repo.create({ ownerId: owner, url: 'https://example.org/fresh', devices: devices() });
    const now = new Date();
    await db.knex('devtools_responsive_runs').where({ id: stale.id }).update({ created_at: new Date(now.getTime() - 60 * 60_000), status: 'running' });
    await db.knex('devtools_responsive_runs').where({ id: old.id }).update({ created_at: new Date(now.getTime() - 8 * 24 * 60 * 60_000), status: 'done' });

    expect(await repo.failStale(new Date(now.getTime() - 30 * 60_000), 'DEVTOOLS_RESPONSIVE_INTERRUPTED', now)).to.be.at.least(1);
    expect(await repo.find(stale.id)).to.deep.include({ status: 'failed', errorCode: 'DEVTOOLS_RESPONSIVE_INTERRUPTED' });
    expect((await repo.find(fresh.id))!.status).to.equal('queued');

    expect(await repo.deleteCreatedBefore(new Date(now.getTime() - 7 * 24 * 60 * 60_000))).to.be.at.least(1);
    expect(await repo.find(old.id)).to.equal(null);
    expect(await repo.find(stale.id)).not.to.equal(null);

    expect(await repo.deleteForOwner(owner)).to.equal(2);
    expect(await repo.listRecent(owner, 20)).to.deep.equal([]);
  });
});

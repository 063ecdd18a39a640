import 'reflect-metadata';
import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { DataJobKnexRepository } from './data-job.knex-repository.js';
import { EXPORT_CHUNK_BYTES, ExportFilePgStore } from './export-file.pg-store.js';

describe('analytics export jobs and files (real database)', () => {
  let db: TestDatabase;
  let jobs: DataJobKnexRepository;
  let files: ExportFilePgStore;
  const site = '00000000-0000-4000-8000-0000000000e1';
  before(async () => {
    db = await createTestDatabase();
    jobs = new DataJobKnexRepository(db.database);
    files = new ExportFilePgStore(db.database);
  });
  after(() => db.drop());

  const readAll = async (jobId: string) => {
    const parts: Buffer[] = [];
    for await (const part of files.read(jobId)) parts.push(Buffer.from(part));
    return parts;
  };

  it('records a job through its states', async () => {
    const at = new Date('2026-11-23T10:00:00.000Z');
    const job = await jobs.create({ siteId: site, userId: 'u1', kind: 'purge', scope: '30d', cutoff: new Date('2026-10-24T10:00:00.000Z') });
    expect(job).to.include({ siteId: site, userId: 'u1', kind: 'purge', status: 'queued', scope: '30d', format: null, recordCount: null, error: null });
    expect(job.cutoff?.toISOString()).to.equal('2026-10-24T10:00:00.000Z');
    expect((await jobs.markRunning(job.id, at))?.status).to.equal('running');
    await jobs.markFailed(job.id, 'ANALYTICS_PURGE_FAILED', at);
    expect(await jobs.find(job.id)).to.include({ status: 'failed', error: 'ANALYTICS_PURGE_FAILED' });
    expect((await jobs.markRunning(job.id, at))?.error).to.equal(null);
    await jobs.markDone(job.id, { recordCount: 12_345_678_901 }, at);
    const done = await jobs.find(job.id);
    expect(done).to.include({ status: 'done', recordCount: 12_345_678_901, error: null });
    expect(done?.finishedAt?.toISOString()).to.equal(at.toISOString());
    expect(await jobs.markRunning('00000000-0000-4000-8000-000000000000', at)).to.equal(null);
  });

  it('stores a large file gzipped in ordered pieces and reads back the same bytes', async () => {
    const job = await jobs.create({ siteId: site, userId: 'u1', kind: 'export', format: 'csv' });
    // Random text barely compresses, so 3 MiB of it needs several pieces.
    const parts = Array.from({ length: 48 }, () => randomBytes(48 * 1024).toString('base64'));
    const writer = await files.create(job.id);
    for (const part of parts) await writer.write(part);
    const { storedBytes } = await writer.finish();
    const stored = await readAll(job.id);
    expect(stored.length).to.be.greaterThan(2);
    expect(stored.slice(0, -1).every((p) => p.length >= EXPORT_CHUNK_BYTES)).to.equal(true);
    expect(stored.reduce((n, p) => n + p.length, 0)).to.equal(storedBytes);
    expect(gunzipSync(Buffer.concat(stored)).toString('utf8')).to.equal(parts.join(''));

    // A retried job starts its file over.
    const again = await files.create(job.id);
    await again.write('id\r\n');
    await again.finish();
    expect(gunzipSync(Buffer.concat(await readAll(job.id))).toString('utf8')).to.equal('id\r\n');
  });

  it('deletes a site\'s exports and expired ones with their files, and keeps the rest', async () => {
    const now = new Date();
    const expired = await jobs.create({ siteId: site, userId: 'u1', kind: 'export', format: 'json' });
    const fresh = await jobs.create({ siteId: site, userId: 'u1', kind: 'export', format: 'json' });
    const purge = await jobs.create({ siteId: site, userId: 'u1', kind: 'purge', scope: 'all', cutoff: null });
    for (const job of [expired, fresh]) await (await files.create(job.id)).finish();
    await jobs.markDone(expired.id, { recordCount: 0, storedBytes: 20, expiresAt: new Date(now.getTime() - 1000) }, now);
    await jobs.markDone(fresh.id, { recordCount: 0, storedBytes: 20, expiresAt: new Date(now.getTime() + 3_600_000) }, now);
    expect(await jobs.deleteExpiredExports(now)).to.equal(1);
    expect(await jobs.find(expired.id)).to.equal(null);
    expect(await readAll(expired.id)).to.deep.equal([]);
    expect(await readAll(fresh.id)).to.have.length(1);
    expect(await jobs.deleteExports(site)).to.be.at.least(1);
    expect(await jobs.find(fresh.id)).to.equal(null);
    expect(await jobs.find(purge.id)).to.include({ kind: 'purge' });
  });
});

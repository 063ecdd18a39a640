import { expect } from 'chai';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import { isDomainError, systemClock } from '../../../../shared/index.js';
import type { StudioImageFormat } from '../../contract.js';
import { UPLOAD_LIMITS } from '../../../../shared/studio/index.js';
import type { UploadRecord } from '../../domain/upload.js';
import type { ImageReencoder, ReencodedImage } from '../ports/image-reencoder.port.js';
import type { UploadStorage, UploadWrite } from '../ports/upload-storage.port.js';
import { UploadImage } from './upload-image.use-case.js';

class InMemoryUploads implements UploadStorage {
  readonly rows: (UploadRecord & { data: Buffer })[] = [];

  async putWithinQuota(write: UploadWrite, quotaBytes: number): Promise<UploadRecord | null> {
    if ((await this.usageForOwner(write.ownerId)) + write.data.length > quotaBytes) return null;
    const row = { ...write, id: `id-${this.rows.length + 1}`, bytes: write.data.length, createdAt: new Date() };
    this.rows.push(row);
    return row;
  }
  async getByToken(token: string) {
    const row = this.rows.find((r) => r.token === token);
    return row ? { record: row, data: row.data } : null;
  }
  async listForOwner(ownerId: string) {
    return this.rows.filter((r) => r.ownerId === ownerId);
  }
  async usageForOwner(ownerId: string) {
    return this.rows.filter((r) => r.ownerId === ownerId).reduce((sum, r) => sum + r.bytes, 0);
  }
  async delete(id: string, ownerId: string) {
    const at = this.rows.findIndex((r) => r.id === id && r.ownerId === ownerId);
    if (at >= 0) this.rows.splice(at, 1);
    return at >= 0;
  }
  async deleteForOwner(ownerId: string) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => r.ownerId !== ownerId));
    return before - this.rows.length;
  }
}

/** Answers a fixed-size image in the sniffed format, and records what it was asked. */
class FakeReencoder implements ImageReencoder {
  readonly calls: StudioImageFormat[] = [];
  constructor(private readonly outputBytes = 10) {}
  async reencode(_input: Buffer, format: StudioImageFormat): Promise<ReencodedImage> {
    this.calls.push(format);
    return { data: Buffer.alloc(this.outputBytes, 1), format, width: 3, height: 2 };
  }
}

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('UploadImage', () => {
  const setup = (outputBytes?: number) => {
    const storage = new InMemoryUploads();
    const reencoder = new FakeReencoder(outputBytes);
    const upload = new UploadImage(storage, reencoder, { publicUrl: 'https://stacklens.example' }, new MemoryRateLimiter(systemClock));
    return { storage, reencoder, upload };
  };

  it('stores the re-encoded image under a 43-character random token, with the cleaned name, and answers its absolute URL', async () => {
    const { storage, reencoder, upload } = setup();
    const view = await upload.execute({ ownerId: 'u1', data: PNG, fileName: 'dir/logo.png' });
    expect(reencoder.calls).to.deep.equal(['png']);
    expect(storage.rows).to.have.length(1);
    const row = storage.rows[0]!;
    expect(row.token).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(row).to.include({ ownerId: 'u1', contentType: 'image/png', format: 'png', bytes: 10, width: 3, height: 2, originalName: 'logo.png' });
    expect(view.url).to.equal(`https://stacklens.example/api/studio/uploads/file/${row.token}`);
    const second = await upload.execute({ ownerId: 'u1', data: PNG });
    expect(second.url).to.not.equal(view.url);
  });

  it('refuses before decoding: no bytes, too many bytes, SVG, anything without an image\'s magic number', async () => {
    const { reencoder, upload } = setup();
    expect(await codeOf(upload.execute({ ownerId: 'u1', data: Buffer.alloc(0) }))).to.equal('STUDIO_UPLOAD_MISSING_FILE');
    expect(await codeOf(upload.execute({ ownerId: 'u1', data: Buffer.concat([PNG, Buffer.alloc(UPLOAD_LIMITS.maxFileBytes)]) }))).to.equal('STUDIO_UPLOAD_TOO_LARGE');
    expect(await codeOf(upload.execute({ ownerId: 'u1', data: Buffer.from('<svg/>'), fileName: 'a.png' }))).to.equal('STUDIO_UPLOAD_SVG_REFUSED');
    expect(await codeOf(upload.execute({ ownerId: 'u1', data: Buffer.from('MZ\x90\x00'), fileName: 'a.png' }))).to.equal('STUDIO_UPLOAD_NOT_AN_IMAGE');
    expect(reencoder.calls).to.deep.equal([]);
  });

  it('keeps each owner within the quota by the stored size, and admit() refuses a full one before any file is read', async () => {
    const { storage, upload } = setup(10);
    const seed = (bytes: number) => storage.rows.push({ id: `seed-${bytes}`, ownerId: 'u1', token: 't', contentType: 'image/png', format: 'png', bytes, width: 1, height: 1, originalName: 's.png', createdAt: new Date(), data: Buffer.alloc(0) });
    seed(UPLOAD_LIMITS.quotaBytesPerUser - 15);
    await upload.execute({ ownerId: 'u1', data: PNG });
    expect(await codeOf(upload.execute({ ownerId: 'u1', data: PNG })), '10 more bytes than the quota leaves').to.equal('STUDIO_UPLOAD_QUOTA_EXCEEDED');
    await upload.admit('u1');
    seed(5);
    expect(await codeOf(upload.admit('u1'))).to.equal('STUDIO_UPLOAD_QUOTA_EXCEEDED');
    await upload.admit('u2');
    expect(storage.rows).to.have.length(3);
  });

  it('admits 30 uploads a user in the window, then answers RATE_LIMITED with the wait', async () => {
    const { upload } = setup();
    for (let i = 0; i < 30; i++) await upload.admit('u1');
    try {
      await upload.admit('u1');
      expect.fail('the 31st was admitted');
    } catch (error) {
      expect(isDomainError(error) && [error.kind, error.code]).to.deep.equal(['rate_limited', 'RATE_LIMITED']);
      expect(isDomainError(error) && error.details?.retryAfterMs).to.be.a('number');
    }
    await upload.admit('u2');
  });
});

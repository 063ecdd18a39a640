import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import type { ListUploadsResponse, StudioUpload, UploadResponse } from '../../../src/modules/studio/contract.js';
import { UPLOAD_LIMITS } from '../../../src/shared/studio/index.js';
import type { AppConfig } from '../../../src/platform/config/index.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Image uploads of the studio through the real stack (studio README, "Uploads"): every fixture is made here
 * with sharp or by hand, judged by its bytes whatever its name and declared type; what is stored is
 * re-encoded without metadata and served with its own headers to anyone holding the address; the list and
 * deletion are the owner's only; the images are in the account export and gone with the account.
 */
interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown>;
}

interface Part {
  field?: string;
  name: string;
  type: string;
  data: Buffer;
}

/** A JPEG as a phone writes one: GPS position and camera make in its EXIF, turned by its orientation tag. */
async function phoneJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 200, channels: 3, background: '#3366aa' } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({ IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '48/1 51/1 2400/100', GPSLongitudeRef: 'E', GPSLongitude: '2/1 21/1 300/100' } })
    .toBuffer();
}

/** A PNG with EXIF (GPS), XMP and a Display P3 ICC profile. */
async function taggedPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 200, g: 30, b: 60, alpha: 0.8 } } })
    .png()
    .withIccProfile('p3')
    .withExif({ IFD0: { Artist: 'Someone' }, IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 51/1 0/1' } })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"></rdf:RDF></x:xmpmeta>')
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function crc32(data: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of data) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A decompression bomb: a 4 kB PNG whose header declares 20,000 × 20,000 pixels (400 megapixels). */
function bombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(20_000, 0);
  header.writeUInt32BE(20_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.alloc(20_001 * 100))), pngChunk('IEND', Buffer.alloc(0))]);
}

async function animatedGif(): Promise<Buffer> {
  const frame = (background: string) => sharp({ create: { width: 30, height: 20, channels: 4, background } }).png().toBuffer();
  return sharp([await frame('red'), await frame('green'), await frame('blue')], { join: { animated: true } })
    .gif({ loop: 0, delay: [100, 150, 200] })
    .toBuffer();
}

describe('Studio uploads API (POST /api/upload, /api/studio/uploads)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  let app: TestApp;
  let publicUrl: string;
  const tokens = new Map<string, string>();

  before(async () => {
    app = await startTestApp();
    publicUrl = app.process.container.root.get<AppConfig>(PLATFORM.Config).http.publicUrl;
  });
  after(() => app?.stop());

  async function tokenOf(who: string): Promise<string> {
    const id = `upl-${who}-${run}`;
    if (!tokens.has(id)) tokens.set(id, await app.tokenFor({ sub: id }));
    return tokens.get(id)!;
  }
  const userId = (who: string) => `upl-${who}-${run}`;

  async function post(token: string | null, parts: Part[], extra: { fields?: Record<string, string> } = {}): Promise<Response> {
    const form = new FormData();
    for (const [name, value] of Object.entries(extra.fields ?? {})) form.append(name, value);
    for (const part of parts) form.append(part.field ?? 'file', new Blob([part.data], { type: part.type }), part.name);
    return fetch(`${app.baseUrl}/api/upload`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  async function uploaded(who: string, part: Part): Promise<UploadResponse> {
    const res = await post(await tokenOf(who), [part]);
    const text = await res.text();
    expect(res.status, text).to.equal(201);
    return JSON.parse(text) as UploadResponse;
  }

  async function refused(who: string, part: Part, status: number): Promise<ErrorView> {
    const res = await post(await tokenOf(who), [part]);
    const text = await res.text();
    expect(res.status, text).to.equal(status);
    const body = JSON.parse(text) as ErrorView;
    expect(body.success).to.equal(false);
    return body;
  }

  async function call(method: string, path: string, token: string | null): Promise<Response> {
    return fetch(`${app.baseUrl}${path}`, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  }

  /** The image's address is absolute on PUBLIC_URL; the test server answers it on its own port. */
  const served = (upload: StudioUpload) => fetch(upload.url.replace(publicUrl, app.baseUrl));

  it('declares the upload routes: the owner\'s calls for a signed-in user, the image itself public', () => {
    const routes = app.process.routes.filter((r) => r.path === '/api/upload' || r.path.startsWith('/api/studio/uploads'));
    expect(routes.map((r) => `${r.method} ${r.path} ${r.auth}`)).to.have.members([
      'POST /api/upload user',
      'GET /api/studio/uploads user',
      'DELETE /api/studio/uploads/:id user',
      'GET /api/studio/uploads/file/:token public',
    ]);
  });

  it('answers 401 without a token', async () => {
    expect((await post(null, [{ name: 'a.png', type: 'image/png', data: await taggedPng() }])).status).to.equal(401);
    expect((await call('GET', '/api/studio/uploads', null)).status).to.equal(401);
    const res = await call('DELETE', `/api/studio/uploads/${randomUuid()}`, null);
    expect(res.status).to.equal(401);
    expect(((await res.json()) as ErrorView).code).to.equal('AUTH_REQUIRED');
  });

  it('stores a phone JPEG upright and without its EXIF (GPS, camera), at an absolute unguessable address', async () => {
    const original = await phoneJpeg();
    expect((await sharp(original).metadata()).exif, 'the fixture carries EXIF').to.be.instanceOf(Buffer);
    const body = await uploaded('owner', { name: 'holiday.jpg', type: 'image/jpeg', data: original });
    expect(body.success).to.equal(true);
    expect(body.url).to.equal(body.upload.url);
    expect(body.url.startsWith(`${publicUrl}/api/studio/uploads/file/`), body.url).to.equal(true);
    expect(body.url.split('/').pop()).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(body.upload).to.include({ contentType: 'image/jpeg', format: 'jpeg', width: 200, height: 320, originalName: 'holiday.jpg' });

    const res = await served(body.upload);
    expect(res.status).to.equal(200);
    expect(res.headers.get('content-type')).to.equal('image/jpeg');
    expect(res.headers.get('x-content-type-options')).to.equal('nosniff');
    expect(res.headers.get('content-disposition')).to.equal('inline');
    expect(res.headers.get('cache-control')).to.equal('public, max-age=31536000, immutable');
    expect(res.headers.get('content-security-policy')).to.equal("default-src 'none'; sandbox");
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.length).to.equal(body.upload.bytes);
    const meta = await sharp(bytes).metadata();
    expect(meta.format).to.equal('jpeg');
    expect(meta.exif, 'EXIF stripped').to.equal(undefined);
    expect(meta.orientation, 'no orientation tag left: the pixels are turned').to.equal(undefined);
    expect([meta.width, meta.height]).to.deep.equal([200, 320]);
    expect(bytes.includes(Buffer.from('PhoneMaker')), 'camera make gone').to.equal(false);
  });

  it('stores a PNG without its EXIF, XMP or ICC profile', async () => {
    const original = await taggedPng();
    const before = await sharp(original).metadata();
    expect(before.exif && before.xmp && before.icc, 'the fixture carries all three').to.be.instanceOf(Buffer);
    const body = await uploaded('owner', { name: 'logo.png', type: 'image/png', data: original });
    expect(body.upload).to.include({ format: 'png', contentType: 'image/png', width: 64, height: 48 });
    const meta = await sharp(Buffer.from(await (await served(body.upload)).arrayBuffer())).metadata();
    expect([meta.format, meta.exif, meta.xmp, meta.icc, meta.hasAlpha]).to.deep.equal(['png', undefined, undefined, undefined, true]);
  });

  it('keeps an animated GIF\'s frames and delays, and takes WebP and AVIF in their own format', async () => {
    const gif = await uploaded('owner', { name: 'spinner.gif', type: 'image/gif', data: await animatedGif() });
    expect(gif.upload).to.include({ format: 'gif', width: 30, height: 20 });
    const meta = await sharp(Buffer.from(await (await served(gif.upload)).arrayBuffer()), { animated: true }).metadata();
    expect([meta.format, meta.pages, meta.delay]).to.deep.equal(['gif', 3, [100, 150, 200]]);

    const webp = await uploaded('owner', { name: 'a.webp', type: 'image/webp', data: await sharp({ create: { width: 40, height: 30, channels: 3, background: 'teal' } }).webp().toBuffer() });
    expect(webp.upload).to.include({ format: 'webp', contentType: 'image/webp' });
    const avif = await uploaded('owner', { name: 'a.avif', type: 'image/avif', data: await sharp({ create: { width: 40, height: 30, channels: 3, background: 'teal' } }).avif().toBuffer() });
    expect(avif.upload).to.include({ format: 'avif', contentType: 'image/avif' });
    const res = await served(avif.upload);
    expect(res.headers.get('content-type')).to.equal('image/avif');
    expect((await sharp(Buffer.from(await res.arrayBuffer())).metadata()).compression).to.equal('av1');
  });

  it('judges the file by its bytes: a PHP script named .png, an SVG with a script, a text file', async () => {
    const php = await refused('owner', { name: 'shell.png', type: 'image/png', data: Buffer.from('<?php system($_GET["c"]); ?>\n') }, 400);
    expect(php.code).to.equal('STUDIO_UPLOAD_NOT_AN_IMAGE');
    const svg = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>');
    expect((await refused('owner', { name: 'logo.png', type: 'image/png', data: svg }, 400)).code).to.equal('STUDIO_UPLOAD_SVG_REFUSED');
    expect((await refused('owner', { name: 'logo.svg', type: 'image/svg+xml', data: Buffer.from('<svg onload="alert(1)"/>') }, 400)).code).to.equal('STUDIO_UPLOAD_SVG_REFUSED');
    // A JPEG declared as text keeps being a JPEG: the declared type is not read either.
    const jpeg = await uploaded('owner', { name: 'notes.txt', type: 'text/plain', data: await sharp({ create: { width: 8, height: 8, channels: 3, background: 'red' } }).jpeg().toBuffer() });
    expect(jpeg.upload.contentType).to.equal('image/jpeg');
  });

  it('refuses a file over 5 MB with 413, a decompression bomb before decoding it, a truncated JPEG', async () => {
    const big = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(6 * 1024 * 1024)]);
    const tooLarge = await refused('owner', { name: 'big.png', type: 'image/png', data: big }, 413);
    expect(tooLarge.code).to.equal('STUDIO_UPLOAD_TOO_LARGE');
    expect(tooLarge.details).to.deep.equal({ maxBytes: UPLOAD_LIMITS.maxFileBytes });

    const bomb = bombPng();
    expect(bomb.length).to.be.below(10_000);
    expect((await refused('owner', { name: 'bomb.png', type: 'image/png', data: bomb }, 400)).code).to.equal('STUDIO_UPLOAD_TOO_MANY_PIXELS');

    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
    expect((await refused('owner', { name: 'cut.jpg', type: 'image/jpeg', data: jpeg.subarray(0, Math.floor(jpeg.length / 2)) }, 400)).code).to.equal('STUDIO_UPLOAD_CORRUPT');
  });

  it('answers STUDIO_UPLOAD_MISSING_FILE without a `file` field, for an empty file and for a JSON body', async () => {
    const png = await taggedPng();
    const token = await tokenOf('owner');
    const wrongField = await post(token, [{ field: 'image', name: 'a.png', type: 'image/png', data: png }], { fields: { note: 'x' } });
    expect(wrongField.status).to.equal(400);
    expect(((await wrongField.json()) as ErrorView).code).to.equal('STUDIO_UPLOAD_MISSING_FILE');
    expect((await refused('owner', { name: '', type: 'application/octet-stream', data: Buffer.alloc(0) }, 400)).code).to.equal('STUDIO_UPLOAD_MISSING_FILE');
    const json = await fetch(`${app.baseUrl}/api/upload`, { method: 'POST', body: JSON.stringify({ file: 'x' }), headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } });
    expect(json.status).to.equal(400);
    expect(((await json.json()) as ErrorView).code).to.equal('STUDIO_UPLOAD_MISSING_FILE');
  });

  it('refuses an upload past the 100 MB quota, and any upload once it is full', async () => {
    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    const seed = (bytes: number) =>
      knex('studio_uploads').insert({ owner_id: userId('full'), token: randomBytes(32).toString('base64url'), content_type: 'image/png', format: 'png', bytes, width: 1, height: 1, original_name: 'seeded.png', data: Buffer.from([0]) });
    await seed(UPLOAD_LIMITS.quotaBytesPerUser - 100);
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(png.length).to.be.above(100);
    const over = await refused('full', { name: 'one-more.png', type: 'image/png', data: png }, 409);
    expect(over.code).to.equal('STUDIO_UPLOAD_QUOTA_EXCEEDED');
    expect(over.details).to.deep.include({ quotaBytes: UPLOAD_LIMITS.quotaBytesPerUser });
    await seed(100);
    expect((await refused('full', { name: 'tiny.png', type: 'image/png', data: await sharp({ create: { width: 1, height: 1, channels: 3, background: 'red' } }).png().toBuffer() }, 409)).code).to.equal('STUDIO_UPLOAD_QUOTA_EXCEEDED');
    const list = (await (await call('GET', '/api/studio/uploads', await tokenOf('full'))).json()) as ListUploadsResponse;
    expect([list.usedBytes, list.quotaBytes, list.uploads.length]).to.deep.equal([UPLOAD_LIMITS.quotaBytesPerUser, UPLOAD_LIMITS.quotaBytesPerUser, 2]);
  });

  it('lists the owner\'s images only, newest first; others\' ids answer 404; a deleted image\'s address answers 404', async () => {
    const first = await uploaded('lister', { name: 'one.png', type: 'image/png', data: await taggedPng() });
    const second = await uploaded('lister', { name: 'photos/two.jpg', type: 'image/jpeg', data: await phoneJpeg() });
    expect(second.upload.originalName).to.equal('two.jpg');
    const list = (await (await call('GET', '/api/studio/uploads', await tokenOf('lister'))).json()) as ListUploadsResponse;
    expect(list.success).to.equal(true);
    expect(list.uploads.map((u) => u.id)).to.deep.equal([second.upload.id, first.upload.id]);
    expect(list.uploads[0]).to.deep.equal(second.upload);
    expect(list.usedBytes).to.equal(first.upload.bytes + second.upload.bytes);
    expect(list.quotaBytes).to.equal(UPLOAD_LIMITS.quotaBytesPerUser);

    const stranger = await tokenOf('stranger');
    const strangers = (await (await call('GET', '/api/studio/uploads', stranger)).json()) as ListUploadsResponse;
    expect(strangers.uploads).to.deep.equal([]);
    for (const id of [first.upload.id, 'not-an-id', randomUuid()]) {
      const res = await call('DELETE', `/api/studio/uploads/${id}`, stranger);
      expect(res.status, id).to.equal(404);
      expect(((await res.json()) as ErrorView).code).to.equal('STUDIO_UPLOAD_NOT_FOUND');
    }
    expect((await served(first.upload)).status, 'still there after the stranger\'s attempt').to.equal(200);

    const removed = await call('DELETE', `/api/studio/uploads/${first.upload.id}`, await tokenOf('lister'));
    expect(removed.status).to.equal(200);
    expect(await removed.json()).to.deep.equal({ success: true });
    const gone = await served(first.upload);
    expect(gone.status).to.equal(404);
    expect(((await gone.json()) as ErrorView).code).to.equal('STUDIO_UPLOAD_NOT_FOUND');
    expect((await call('GET', '/api/studio/uploads/file/short', null)).status).to.equal(404);
    const after = (await (await call('GET', '/api/studio/uploads', await tokenOf('lister'))).json()) as ListUploadsResponse;
    expect(after.uploads.map((u) => u.id)).to.deep.equal([second.upload.id]);
  });

  it('limits a user to 30 uploads in 10 minutes (RATE_LIMITED), counted before the file is read', async () => {
    const token = await tokenOf('hasty');
    for (let i = 0; i < 30; i++) {
      const res = await post(token, [{ field: 'other', name: 'x.bin', type: 'application/octet-stream', data: Buffer.from('x') }]);
      expect(res.status, `call ${i + 1}`).to.equal(400);
      await res.body?.cancel();
    }
    const res = await post(token, [{ name: 'a.png', type: 'image/png', data: await taggedPng() }]);
    expect(res.status).to.equal(429);
    const body = (await res.json()) as ErrorView;
    expect(body.code).to.equal('RATE_LIMITED');
    expect(body.details?.retryAfterMs).to.be.a('number');
    expect((await post(await tokenOf('calm'), [{ name: 'a.png', type: 'image/png', data: await taggedPng() }])).status, 'another user is not held back').to.equal(201);
  });

  it('puts the images in the account export (records and addresses, no bytes) and erases them with the account', async () => {
    const person = new ApiSession(app.baseUrl);
    const { user } = await person.signUp({ username: `upleaver_${run}`, email: `upl-leaver-${run}@example.org`, password: 'studio uploads pass 2026' });
    const form = new FormData();
    form.append('file', new Blob([await taggedPng()], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${app.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${person.accessToken}` } });
    expect(res.status).to.equal(201);
    const mine = (await res.json()) as UploadResponse;

    const exported = (await (await person.request('GET', '/api/auth/export')).json()) as { sections: { studio: { uploads: StudioUpload[] } } };
    expect(exported.sections.studio.uploads).to.deep.equal([mine.upload]);

    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    expect((await person.request('DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' })).status).to.equal(200);
    expect(Number((await knex('studio_uploads').where({ owner_id: user.id }).count('* as n'))[0]?.n)).to.equal(0);
    expect((await served(mine.upload)).status).to.equal(404);
    expect(Number((await knex('studio_uploads').where({ owner_id: userId('lister') }).count('* as n'))[0]?.n)).to.equal(1);
  });
});

function randomUuid(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

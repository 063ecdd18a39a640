import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SharpImageReencoder } from '../../../src/modules/studio/adapters/image/sharp.image-reencoder.js';
import type { UploadResponse } from '../../../src/modules/studio/contract.js';
import { startTestApp } from '../../support/test-app.js';

/**
 * The studio's upload (docs/benchmarks.md, "studio"): a 2 MB JPEG through `POST /api/upload` of an app
 * started in this process (multipart parsing, sniffing, header check, sharp re-encoding, the insert into
 * studio_uploads), beside sharp alone re-encoding the same bytes the same way in the same run, the two
 * rotated so all see the same machine; the module's re-encoder called directly sits between the two.
 */
export interface Timing {
  p50Ms: number;
  p95Ms: number;
}

export interface UploadFigures {
  engine: string;
  fileBytes: number;
  width: number;
  height: number;
  storedBytes: number;
  runs: number;
  http: Timing;
  /** The module's re-encoder called directly: the header check and the same re-encoding, no HTTP or database. */
  reencoder: Timing;
  sharpAlone: Timing;
  loadBefore: number[];
  loadAfter: number[];
}

const RUNS = 40;
const WARMUP = 5;
/** Below the 30 uploads per user in 10 minutes and the 100 MB quota (about 2 MB stored per upload). */
const UPLOADS_PER_ACCOUNT = 25;
const TARGET_BYTES = 2 * 1024 * 1024;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const summary = (ms: number[]): Timing => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50Ms: percentile(sorted, 50), p95Ms: percentile(sorted, 95) };
};
const load = () => loadavg().map((n) => Math.round(n * 100) / 100);

/** A photo-sized JPEG of noise (it compresses like a detailed photo), scaled once to about 2 MB. */
async function twoMegabyteJpeg(): Promise<{ data: Buffer; width: number; height: number }> {
  const make = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: 'black', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg({ quality: 90 }).toBuffer();
  const first = await make(1600, 1200);
  const scale = Math.sqrt(TARGET_BYTES / first.length);
  const width = Math.round(1600 * scale);
  const height = Math.round(1200 * scale);
  return { data: await make(width, height), width, height };
}

/** What the upload's re-encoder does to a JPEG, without the HTTP route around it. */
const sharpAlone = (data: Buffer) => sharp(data, { failOn: 'error', limitInputPixels: 40_000_000 }).rotate().jpeg({ quality: 90, mozjpeg: false }).toBuffer();

export async function benchUpload(): Promise<UploadFigures> {
  const image = await twoMegabyteJpeg();
  const app = await startTestApp();
  try {
    const run = randomBytes(4).toString('hex');
    let account = -1;
    let token = '';
    let uploads = UPLOADS_PER_ACCOUNT;
    let storedBytes = 0;
    const upload = async () => {
      if (uploads === UPLOADS_PER_ACCOUNT) {
        account += 1;
        uploads = 0;
        token = await app.tokenFor({ sub: `bench-upload-${run}-${account}` });
      }
      uploads += 1;
      const form = new FormData();
      form.append('file', new Blob([image.data], { type: 'image/jpeg' }), 'photo.jpg');
      const start = performance.now();
      const res = await fetch(`${app.baseUrl}/api/upload`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      const body = (await res.json()) as UploadResponse;
      const ms = performance.now() - start;
      if (res.status !== 201) throw new Error(`upload answered ${res.status}: ${JSON.stringify(body)}`);
      storedBytes = body.upload.bytes;
      return ms;
    };
    const timed = async (work: () => Promise<unknown>) => {
      const start = performance.now();
      await work();
      return performance.now() - start;
    };
    const reencoder = new SharpImageReencoder();
    const alone = () => timed(() => sharpAlone(image.data));
    const module = () => timed(() => reencoder.reencode(image.data, 'jpeg', { maxPixels: 40_000_000 }));
    for (let i = 0; i < WARMUP; i++) {
      await upload();
      await module();
      await alone();
    }
    const loadBefore = load();
    const sides = { http: [] as number[], reencoder: [] as number[], direct: [] as number[] };
    const steps: [number[], () => Promise<number>][] = [
      [sides.http, upload],
      [sides.reencoder, module],
      [sides.direct, alone],
    ];
    for (let i = 0; i < RUNS; i++) {
      // Rotated, so no side always runs right after the same other one.
      for (let k = 0; k < steps.length; k++) {
        const [into, step] = steps[(i + k) % steps.length]!;
        into.push(await step());
      }
    }
    return {
      engine: process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite',
      fileBytes: image.data.length,
      width: image.width,
      height: image.height,
      storedBytes,
      runs: RUNS,
      http: summary(sides.http),
      reencoder: summary(sides.reencoder),
      sharpAlone: summary(sides.direct),
      loadBefore,
      loadAfter: load(),
    };
  } finally {
    await app.stop();
  }
}

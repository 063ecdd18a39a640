import { benchPreview, PREVIEW_GOAL } from './preview.bench.js';
import { benchUpload } from './upload.bench.js';

/**
 * `make bench` section `studio` (docs/benchmarks.md, "studio"): one part per studio server path, each
 * printing its figures beside a baseline of the same run. A part joins by adding itself to STUDIO_PARTS;
 * `node --import tsx test/bench/run.ts studio` runs them all.
 */
export interface StudioBenchPart {
  name: string;
  run(): Promise<void>;
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');
const ms = (n: number) => `${n.toFixed(1).padStart(7)} ms`;

const uploadPart: StudioBenchPart = {
  name: 'upload',
  async run() {
    const f = await benchUpload();
    console.log(`\n### upload: a ${fmt(f.fileBytes)}-byte JPEG (${f.width}×${f.height}), ${f.runs} runs of each, rotated, after 5 warm-up runs (${f.engine})`);
    console.log(`load average ${f.loadBefore.join(' ')} before, ${f.loadAfter.join(' ')} after`);
    console.log(`sharp alone: rotate + JPEG q90 re-encode (baseline)   p50 ${ms(f.sharpAlone.p50Ms)}  p95 ${ms(f.sharpAlone.p95Ms)}`);
    console.log(`SharpImageReencoder (header check + re-encode)        p50 ${ms(f.reencoder.p50Ms)}  p95 ${ms(f.reencoder.p95Ms)}`);
    console.log(`POST /api/upload (multipart, checks, re-encode, insert) p50 ${ms(f.http.p50Ms)}  p95 ${ms(f.http.p95Ms)}`);
    console.log(`ratio upload / sharp alone: p50 ${(f.http.p50Ms / f.sharpAlone.p50Ms).toFixed(2)}, p95 ${(f.http.p95Ms / f.sharpAlone.p95Ms).toFixed(2)}; re-encoder / sharp alone: p50 ${(f.reencoder.p50Ms / f.sharpAlone.p50Ms).toFixed(2)}, p95 ${(f.reencoder.p95Ms / f.sharpAlone.p95Ms).toFixed(2)}; stored ${fmt(f.storedBytes)} bytes`);
  },
};

const previewPart: StudioBenchPart = {
  name: 'preview',
  async run() {
    const f = await benchPreview();
    console.log(`\n### preview: update latency in headless Chromium, ${f.samples} samples of each, alternated, after 5 warm-up runs`);
    console.log(`load average ${f.loadBefore.join(' ')} before, ${f.loadAfter.join(' ')} after`);
    console.log(`bare srcdoc iframe, write to load event (baseline)       p50 ${ms(f.bare.p50Ms)}  p95 ${ms(f.bare.p95Ms)}`);
    console.log(`sandboxed frame, render message to rendered             p50 ${ms(f.frame.p50Ms)}  p95 ${ms(f.frame.p95Ms)}`);
    console.log(`ratio frame / bare: p50 ${(f.frame.p50Ms / f.bare.p50Ms).toFixed(2)}, p95 ${(f.frame.p95Ms / f.bare.p95Ms).toFixed(2)}; goal p95 <= ${PREVIEW_GOAL.p95Ms} ms ${f.frame.p95Ms <= PREVIEW_GOAL.p95Ms ? 'met' : 'NOT met'}`);
    if ('skipped' in f.page) console.log(`/en/studio keystroke: skipped (${f.page.skipped})`);
    else
      console.log(
        `/en/studio keystroke to rendered (${f.page.samples}, page scheduling included) p50 ${ms(f.page.p50Ms)}  p95 ${ms(f.page.p95Ms)}; goal ${f.page.p95Ms <= PREVIEW_GOAL.p95Ms ? 'met' : 'NOT met'}`,
      );
  },
};

export const STUDIO_PARTS: StudioBenchPart[] = [uploadPart, previewPart];

export async function studioSection(): Promise<void> {
  console.log('\n## Studio');
  for (const part of STUDIO_PARTS) await part.run();
}

import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { snippetEtag } from './snippet-etag.js';

/**
 * Builds the browser snippet (browser/snippet.ts) into one minified IIFE.
 *
 * Two ways to use it:
 * - in a process running from TypeScript sources (tsx: dev, tests, embedded mode), the tracker calls
 *   `buildSnippet()` once at start-up (about 20 ms) and serves `code` at SNIPPET_PATH with `etag`;
 * - for the compiled image, where browser/ sources are not compiled by tsc, run this file as a script
 *   (`node --import tsx src/modules/analytics/adapters/snippet/build-snippet.ts [out]`) at image build time;
 *   it writes `dist/snippet/s.js` (or `out`) and prints the size.
 */
export interface BuiltSnippet {
  code: string;
  /** Strong ETag over the code, quoted as the header wants it. */
  etag: string;
  bytes: number;
  /** Size after gzip -9, the figure the size budget and the benchmarks report. */
  gzipBytes: number;
}

export const SNIPPET_ENTRY = resolve(dirname(fileURLToPath(import.meta.url)), 'browser', 'snippet.ts');

export async function buildSnippet(entry = SNIPPET_ENTRY): Promise<BuiltSnippet> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    minify: true,
    format: 'iife',
    // Optional chaining and ?? stay native: every browser with sendBeacon and MutationObserver that still
    // gets updates supports ES2020, and down-levelling them costs about 10 % of the size budget.
    target: 'es2020',
    platform: 'browser',
    legalComments: 'none',
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
    // Not the snippet's tsconfig: its `strict` would add a "use strict" prologue the IIFE does not need.
    tsconfigRaw: {},
  });
  const code = result.outputFiles[0]?.text.trim() ?? '';
  return { code, etag: snippetEtag(code), bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length };
}

async function main(out = resolve('dist/snippet/s.js')): Promise<void> {
  const snippet = await buildSnippet();
  await mkdir(dirname(out), { recursive: true });
  await writeFile(out, snippet.code);
  console.log(`${out}: ${snippet.bytes} bytes, ${snippet.gzipBytes} bytes gzip -9`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv[2]);

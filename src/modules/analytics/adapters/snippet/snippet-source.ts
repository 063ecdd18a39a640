import { injectable } from 'inversify';
import { readFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { snippetEtag } from './snippet-etag.js';

export interface ServedSnippet {
  code: Buffer;
  /** The same bytes after gzip -9, for clients that accept it. */
  gzipped: Buffer;
  etag: string;
}

/**
 * Where the compiled image keeps the snippet: `dist/snippet/s.js`, written at image build time by
 * `build-snippet.ts` (deploy/backend.Dockerfile), because the image has no browser/ TypeScript sources.
 * From this file (dist/src/modules/analytics/adapters/snippet/) that is five folders up. Run from the
 * sources, the same path is `<repo>/snippet/s.js`, which does not exist, so the snippet is built.
 */
export const PREBUILT_SNIPPET = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../..', 'snippet', 's.js');

/**
 * The snippet the tracker serves at SNIPPET_PATH: the prebuilt file when present, otherwise built by
 * esbuild from browser/snippet.ts (about 20 ms, once). esbuild is only loaded in the second case.
 */
@injectable()
export class SnippetSource {
  private loaded?: Promise<ServedSnippet>;

  constructor(private readonly prebuiltPath = PREBUILT_SNIPPET) {}

  get(): Promise<ServedSnippet> {
    this.loaded ??= this.load();
    this.loaded.catch(() => (this.loaded = undefined));
    return this.loaded;
  }

  private async load(): Promise<ServedSnippet> {
    const prebuilt = await readFile(this.prebuiltPath, 'utf8').catch(() => null);
    const code = prebuilt?.trim() || (await import('./build-snippet.js').then((m) => m.buildSnippet())).code;
    const bytes = Buffer.from(code, 'utf8');
    return { code: bytes, gzipped: gzipSync(bytes, { level: 9 }), etag: snippetEtag(code) };
  }
}

import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import ts from 'typescript';
import { TRACKING_ENDPOINT_PATH } from '../../domain/tracking-event.js';
import { buildSnippet } from './build-snippet.js';

/** The snippet's budget, with everything it records: 2.5 KB after gzip -9 (docs/product.md §11: ≤ 2,560 B). */
const BUDGET_GZIP_BYTES = 2_560;

describe('tracking snippet build', function () {
  this.timeout(30_000);

  it(`builds one minified IIFE of at most ${BUDGET_GZIP_BYTES} bytes gzip -9`, async () => {
    const snippet = await buildSnippet();
    console.log(`        snippet: ${snippet.bytes} B minified, ${snippet.gzipBytes} B gzip -9 (budget ${BUDGET_GZIP_BYTES} B)`);
    expect(snippet.code).to.match(/^\(\(\)=>\{[\s\S]*\}\)\(\);$/);
    expect(snippet.code).to.include(JSON.stringify(TRACKING_ENDPOINT_PATH));
    expect(snippet.code, 'zod must not be bundled').to.not.match(/ZodError|safeParse/);
    expect(snippet.etag).to.match(/^"[\w-]{27}"$/);
    expect(snippet.gzipBytes, 'snippet gzip -9 bytes').to.be.at.most(BUDGET_GZIP_BYTES);
  });

  it('type-checks under its own browser tsconfig (the root one excludes browser/)', () => {
    const configPath = fileURLToPath(new URL('./tsconfig.json', import.meta.url));
    const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: (d) => { throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n')); } });
    if (!config) throw new Error(`cannot read ${configPath}`);
    const program = ts.createProgram(config.fileNames, config.options);
    const diagnostics = ts.getPreEmitDiagnostics(program).map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    expect(config.fileNames.some((name) => name.endsWith('browser/snippet.ts'))).to.equal(true);
    expect(diagnostics).to.deep.equal([]);
  });
});

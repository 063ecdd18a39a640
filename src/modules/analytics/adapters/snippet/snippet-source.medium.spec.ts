import { expect } from 'chai';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildSnippet } from './build-snippet.js';
import { snippetEtag } from './snippet-etag.js';
import { SnippetSource } from './snippet-source.js';

describe('analytics: the snippet the tracker serves', function () {
  this.timeout(30_000);
  const dir = mkdtempSync(join(tmpdir(), 'stacklens-snippet-'));
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the prebuilt file of the image when there is one', async () => {
    const prebuilt = join(dir, 's.js');
    writeFileSync(prebuilt, '(()=>{})();\n');
    const served = await new SnippetSource(prebuilt).get();
    expect(served.code.toString('utf8')).to.equal('(()=>{})();');
    expect(served.etag).to.equal(snippetEtag('(()=>{})();'));
    expect(gunzipSync(served.gzipped).toString('utf8')).to.equal('(()=>{})();');
  });

  it('builds it from the sources otherwise, with the build\'s own ETag', async () => {
    const built = await buildSnippet();
    const served = await new SnippetSource(join(dir, 'missing.js')).get();
    expect(served.code.toString('utf8')).to.equal(built.code);
    expect(served.etag).to.equal(built.etag);
  });
});

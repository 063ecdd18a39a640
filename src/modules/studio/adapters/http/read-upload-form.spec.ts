import { expect } from 'chai';
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import { isDomainError } from '../../../../shared/index.js';
import { UPLOAD_LIMITS } from '../../../../shared/studio/index.js';
import { readUploadForm } from './read-upload-form.js';

const BOUNDARY = 'xXxBoundary';

function request(chunks: Iterable<Buffer>, headers: Record<string, string> = {}): IncomingMessage {
  const stream = Readable.from(chunks) as unknown as IncomingMessage;
  stream.headers = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers };
  return stream;
}

const part = (field: string, fileName: string, body: Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`), body, Buffer.from('\r\n')]);
const end = Buffer.from(`--${BOUNDARY}--\r\n`);

async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('readUploadForm', () => {
  it('keeps the `file` field\'s bytes and name, skipping other parts', async () => {
    const file = await readUploadForm(request([part('other', 'x.bin', Buffer.from('skip me')), part('file', 'a.png', Buffer.from('the bytes')), end]), () => {});
    expect(file.fileName).to.equal('a.png');
    expect(file.data.toString()).to.equal('the bytes');
  });

  it('answers STUDIO_UPLOAD_TOO_LARGE for a file one byte over the limit, after reading the rest of the form', async () => {
    let cut = false;
    const body = [part('file', 'big.png', Buffer.alloc(UPLOAD_LIMITS.maxFileBytes + 1)), end];
    expect(await codeOf(readUploadForm(request(body), () => (cut = true)))).to.equal('STUDIO_UPLOAD_TOO_LARGE');
    expect(cut, 'drained, not cut off').to.equal(false);
    const exact = await readUploadForm(request([part('file', 'ok.png', Buffer.alloc(UPLOAD_LIMITS.maxFileBytes)), end]), () => {});
    expect(exact.data.length).to.equal(UPLOAD_LIMITS.maxFileBytes);
  });

  it('cuts off a body that declares, or streams, far more than a file may be', async () => {
    let cuts = 0;
    expect(await codeOf(readUploadForm(request([end], { 'content-length': String(50 * 1024 * 1024) }), () => (cuts += 1)))).to.equal('STUDIO_UPLOAD_TOO_LARGE');
    function* endless() {
      yield Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\n\r\n`);
      for (let i = 0; i < 1000; i++) yield Buffer.alloc(1024 * 1024);
    }
    expect(await codeOf(readUploadForm(request(endless()), () => (cuts += 1)))).to.equal('STUDIO_UPLOAD_TOO_LARGE');
    expect(cuts).to.equal(2);
  });

  it('answers STUDIO_UPLOAD_MISSING_FILE for a form without `file`, an empty file, or a body that is no form', async () => {
    expect(await codeOf(readUploadForm(request([part('image', 'a.png', Buffer.from('x')), end]), () => {}))).to.equal('STUDIO_UPLOAD_MISSING_FILE');
    expect(await codeOf(readUploadForm(request([part('file', '', Buffer.alloc(0)), end]), () => {}))).to.equal('STUDIO_UPLOAD_MISSING_FILE');
    expect(await codeOf(readUploadForm(request([Buffer.from('{}')], { 'content-type': 'application/json' }), () => {}))).to.equal('STUDIO_UPLOAD_MISSING_FILE');
  });
});

import { expect } from 'chai';
import { Readable } from 'node:stream';
import { DomainError } from '../../../../shared/index.js';
import { isOneClickBody, isOneClickContentType, ONE_CLICK_BODY_LIMIT, readSmallBody, requireOneClickBody } from './one-click-body.js';

const URLENCODED = 'application/x-www-form-urlencoded';
const multipart = (boundary: string, name: string, value: string) =>
  `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n--${boundary}--\r\n`;

const stream = (body: string, headers: Record<string, string> = {}) => Object.assign(Readable.from([Buffer.from(body)]), { headers });

async function failure(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).to.be.instanceOf(DomainError);
  return error as DomainError;
}

describe('one-click unsubscribe body (RFC 8058)', () => {
  it('accepts List-Unsubscribe=One-Click form-urlencoded, with or without a charset', () => {
    expect(isOneClickBody(URLENCODED, 'List-Unsubscribe=One-Click')).to.equal(true);
    expect(isOneClickBody(`${URLENCODED}; charset=UTF-8`, 'List-Unsubscribe=One-Click')).to.equal(true);
    expect(isOneClickBody(URLENCODED, 'List-Unsubscribe=One-Click&other=1')).to.equal(true);
  });

  it('accepts the multipart/form-data encoding the RFC recommends', () => {
    expect(isOneClickBody('multipart/form-data; boundary=xYz', multipart('xYz', 'List-Unsubscribe', 'One-Click'))).to.equal(true);
    expect(isOneClickBody('multipart/form-data; boundary="a b"', multipart('a b', 'List-Unsubscribe', 'One-Click'))).to.equal(true);
  });

  it('refuses other values, fields, encodings and a multipart body without its boundary', () => {
    expect(isOneClickBody(URLENCODED, 'List-Unsubscribe=Yes')).to.equal(false);
    expect(isOneClickBody(URLENCODED, '')).to.equal(false);
    expect(isOneClickBody('multipart/form-data; boundary=b', multipart('b', 'Unsubscribe', 'One-Click'))).to.equal(false);
    expect(isOneClickBody('multipart/form-data; boundary=b', multipart('b', 'List-Unsubscribe', 'Later'))).to.equal(false);
    expect(isOneClickBody('multipart/form-data', multipart('b', 'List-Unsubscribe', 'One-Click'))).to.equal(false);
    expect(isOneClickBody('application/json', '{"List-Unsubscribe":"One-Click"}')).to.equal(false);
    expect(isOneClickContentType('text/plain')).to.equal(false);
    expect(isOneClickContentType('Multipart/Form-Data; boundary=b')).to.equal(true);
  });

  it('reads a small body and refuses a larger one, announced or not, with 413', async () => {
    expect(await readSmallBody(stream('List-Unsubscribe=One-Click'))).to.equal('List-Unsubscribe=One-Click');
    const big = 'x'.repeat(ONE_CLICK_BODY_LIMIT + 1);
    expect((await failure(readSmallBody(stream(big)))).code).to.equal('PAYLOAD_TOO_LARGE');
    expect((await failure(readSmallBody(stream('', { 'content-length': String(ONE_CLICK_BODY_LIMIT + 1) })))).code).to.equal('PAYLOAD_TOO_LARGE');
  });

  it('answers a wrong content type or body with VALIDATION_FAILED, before or after reading', async () => {
    await requireOneClickBody(URLENCODED, stream('List-Unsubscribe=One-Click'));
    expect((await failure(requireOneClickBody('application/json', stream('{}')))).code).to.equal('VALIDATION_FAILED');
    const wrong = await failure(requireOneClickBody(URLENCODED, stream('List-Unsubscribe=No')));
    expect(wrong).to.include({ kind: 'validation', code: 'VALIDATION_FAILED' });
  });
});

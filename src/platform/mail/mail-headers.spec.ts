import { expect } from 'chai';
import { extraHeaders } from './mail-headers.js';

describe('extraHeaders', () => {
  it('passes valid extra headers through, and none as {}', () => {
    const headers = { 'List-Unsubscribe': '<https://x.io/u?token=t>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
    expect(extraHeaders(headers)).to.deep.equal(headers);
    expect(extraHeaders(undefined)).to.deep.equal({});
  });

  it('refuses a value that would start another header line', () => {
    expect(() => extraHeaders({ 'List-Unsubscribe': '<https://x.io>\r\nBcc: all@x.io' })).to.throw(/single line/);
    expect(() => extraHeaders({ 'X-Note': 'a\nb' })).to.throw(/single line/);
    expect(() => extraHeaders({ 'X-Note': 'x'.repeat(901) })).to.throw(/single line/);
  });

  it('refuses malformed names and the fields the mailer sets itself', () => {
    expect(() => extraHeaders({ 'Bad Name': 'x' })).to.throw(/not a valid field name/);
    expect(() => extraHeaders({ 'X:Y': 'x' })).to.throw(/not a valid field name/);
    for (const name of ['From', 'to', 'BCC', 'Subject', 'Content-Type']) {
      expect(() => extraHeaders({ [name]: 'x' }), name).to.throw(/set by the mailer/);
    }
  });
});

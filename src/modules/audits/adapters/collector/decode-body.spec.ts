import { expect } from 'chai';
import { decodeBody } from './decode-body.js';

describe('decodeBody', () => {
  const latin1 = Buffer.from('<p>Caf\xe9</p>', 'latin1');

  it('uses the charset of the Content-Type header first', () => {
    expect(decodeBody(latin1, 'text/html; charset=ISO-8859-1')).to.equal('<p>Café</p>');
  });

  it('falls back to a meta charset in the first bytes, then to UTF-8', () => {
    const withMeta = Buffer.concat([Buffer.from('<meta charset="windows-1252">'), latin1]);
    expect(decodeBody(withMeta, 'text/html')).to.equal('<meta charset="windows-1252"><p>Café</p>');
    expect(decodeBody(Buffer.from('<p>Café</p>', 'utf8'), null)).to.equal('<p>Café</p>');
  });

  it('ignores a charset label it does not know', () => {
    expect(decodeBody(Buffer.from('<p>ok</p>'), 'text/html; charset=x-unknown-42')).to.equal('<p>ok</p>');
  });
});

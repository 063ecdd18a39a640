import { expect } from 'chai';
import { type DomainError } from '../../../shared/index.js';
import { parseAuditUrl } from './audit-url.js';

describe('audits: analysis URL rule (docs/product.md §8)', () => {
  const codeOf = (input: unknown) => {
    try {
      parseAuditUrl(input);
      return null;
    } catch (error) {
      return (error as DomainError).code;
    }
  };

  it('accepts http and https URLs, normalising the host and dropping the fragment', () => {
    expect(parseAuditUrl('  https://Example.COM/Page?q=1#top ')).to.equal('https://example.com/Page?q=1');
    expect(parseAuditUrl('http://example.com')).to.equal('http://example.com/');
  });

  it('refuses what does not start with http:// or https:// with the product message', () => {
    for (const input of ['example.com', 'ftp://example.com', 'javascript:alert(1)', '//example.com', '', 42, null, 'https://', 'http:// spaced.example']) {
      expect(codeOf(input), String(input)).to.equal('AUDIT_INVALID_URL');
    }
    try {
      parseAuditUrl('example.com');
    } catch (error) {
      expect((error as DomainError).message).to.equal('Please enter a valid URL starting with http:// or https://');
      expect((error as DomainError).kind).to.equal('validation');
    }
  });

  it('refuses credentials in the URL', () => {
    expect(codeOf('https://user:pass@example.com/')).to.equal('AUDIT_TARGET_REFUSED');
    expect(codeOf('https://user@example.com/')).to.equal('AUDIT_TARGET_REFUSED');
  });

  it('refuses absurdly long URLs', () => {
    expect(codeOf(`https://example.com/${'a'.repeat(2100)}`)).to.equal('AUDIT_INVALID_URL');
  });
});

import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { parseSiteName, parseSiteUrl, type SiteFormContext } from './site-url.js';

const failure = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
};

describe('analytics: site URL and name rules (docs/product.md §8)', () => {
  it('accepts http and https on the add form and normalises the URL', () => {
    expect(parseSiteUrl(' HTTPS://WWW.Example.COM/ ', 'add')).to.deep.equal({ url: 'https://www.example.com', host: 'example.com' });
    expect(parseSiteUrl('http://example.com:8080/shop/?q=1#x', 'add')).to.deep.equal({ url: 'http://example.com:8080/shop', host: 'example.com' });
    expect(parseSiteUrl('http://localhost:5173', 'add').host).to.equal('localhost');
  });

  it("says 'URL is required' for an empty URL in both forms", () => {
    for (const context of ['add', 'settings'] as SiteFormContext[]) {
      for (const input of ['', '   ', undefined, null, 42]) {
        const error = failure(() => parseSiteUrl(input, context, 'https://example.com'));
        expect(error.code).to.equal('ANALYTICS_SITE_URL_REQUIRED');
        expect(error.message).to.equal('URL is required');
        expect(error.kind).to.equal('validation');
        expect(error.details).to.deep.equal({ field: 'url' });
      }
    }
  });

  it('refuses a URL without http:// or https:// on the add form, bare hosts included', () => {
    for (const input of ['example.com', 'www.example.com', 'ftp://example.com', 'javascript:alert(1)', '//example.com', 'https://', 'https://user:pw@example.com', `https://example.com/${'a'.repeat(2100)}`]) {
      const error = failure(() => parseSiteUrl(input, 'add'));
      expect(error.code, input).to.equal('ANALYTICS_SITE_URL_INVALID');
      expect(error.message).to.equal('The URL must start with http:// or https://');
    }
  });

  it('requires https:// when the settings form changes the URL, but keeps an unchanged http URL', () => {
    const error = failure(() => parseSiteUrl('http://new.example.com', 'settings', 'https://example.com'));
    expect(error.code).to.equal('ANALYTICS_SITE_URL_HTTPS_REQUIRED');
    expect(error.message).to.equal('The URL must start with https://');
    expect(failure(() => parseSiteUrl('example.com', 'settings', 'https://example.com')).code).to.equal('ANALYTICS_SITE_URL_HTTPS_REQUIRED');
    expect(parseSiteUrl('https://new.example.com', 'settings', 'http://example.com').url).to.equal('https://new.example.com');
    expect(parseSiteUrl('http://example.com/', 'settings', 'http://example.com').url).to.equal('http://example.com');
  });

  it('refuses a host the rule names, on the add form and for a changed URL in settings, with the rule’s reason', () => {
    const rule = (host: string) => (host === '127.0.0.1' || host === 'localhost' ? 'loopback' : null);
    const add = failure(() => parseSiteUrl('http://127.0.0.1:5173/', 'add', undefined, rule));
    expect(add.code).to.equal('ANALYTICS_SITE_URL_NOT_PUBLIC');
    expect(add.message).to.equal('The URL must be a public website, not a private, loopback or link-local address');
    expect(add.details).to.deep.equal({ field: 'url', reason: 'loopback' });
    expect(failure(() => parseSiteUrl('https://localhost/', 'settings', 'https://example.com', rule)).code).to.equal('ANALYTICS_SITE_URL_NOT_PUBLIC');
    // The https rule comes first on the settings form, as before.
    expect(failure(() => parseSiteUrl('http://localhost/', 'settings', 'https://example.com', rule)).code).to.equal('ANALYTICS_SITE_URL_HTTPS_REQUIRED');
    // An unchanged URL is not judged again, so an older site can still save its other settings.
    expect(parseSiteUrl('http://localhost:5173', 'settings', 'http://localhost:5173', rule).host).to.equal('localhost');
    expect(parseSiteUrl('https://example.com', 'add', undefined, rule).host).to.equal('example.com');
  });

  it('names the missing name in each form’s own words, with one code', () => {
    const add = failure(() => parseSiteName('  ', 'add'));
    expect(add.code).to.equal('ANALYTICS_SITE_NAME_REQUIRED');
    expect(add.message).to.equal('Name is required');
    const settings = failure(() => parseSiteName(undefined, 'settings'));
    expect(settings.code).to.equal('ANALYTICS_SITE_NAME_REQUIRED');
    expect(settings.message).to.equal('The website name is required');
  });

  it('trims names, collapses spaces and caps the length at 100', () => {
    expect(parseSiteName('  My   Shop ', 'add')).to.equal('My Shop');
    expect(parseSiteName('x'.repeat(100), 'add')).to.have.length(100);
    expect(failure(() => parseSiteName('x'.repeat(101), 'add')).code).to.equal('ANALYTICS_SITE_NAME_TOO_LONG');
  });
});

import { expect } from 'chai';
import { DomainError, type Clock } from '../../../shared/index.js';
import {
  PURGE_SCOPES,
  assertDeletionConfirmed,
  assertExportConfirmed,
  assertPurgeAnswer,
  createPurgeChallenge,
  parsePurgeScope,
  purgeCutoff,
  validateNewSite,
  validateSiteSettings,
  type RandomSource,
} from './site.js';

const failure = (fn: () => unknown): DomainError => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e;
    throw e;
  }
  throw new Error('expected a DomainError');
};

const sequence = (...values: number[]): RandomSource => {
  let i = 0;
  return () => values[i++ % values.length] ?? 0;
};

describe('analytics: site rules', () => {
  describe('add site', () => {
    it('returns the normalised site', () => {
      expect(validateNewSite({ name: ' Shop ', url: 'https://www.shop.example/' })).to.deep.equal({ name: 'Shop', url: 'https://www.shop.example', host: 'shop.example' });
    });

    it('reports both missing fields, URL first', () => {
      const error = failure(() => validateNewSite({ name: '', url: '' }));
      expect(error.code).to.equal('ANALYTICS_SITE_URL_REQUIRED');
      expect(error.details?.errors).to.deep.equal([
        { field: 'url', code: 'ANALYTICS_SITE_URL_REQUIRED', message: 'URL is required' },
        { field: 'name', code: 'ANALYTICS_SITE_NAME_REQUIRED', message: 'Name is required' },
      ]);
    });

    it('reports a missing name alone', () => {
      const error = failure(() => validateNewSite({ url: 'https://example.com' }));
      expect(error.code).to.equal('ANALYTICS_SITE_NAME_REQUIRED');
      expect(error.details?.errors).to.have.length(1);
    });
  });

  describe('website settings', () => {
    it('changes only the fields given, with the settings messages', () => {
      expect(validateSiteSettings({ name: 'New' }, { url: 'http://example.com' })).to.deep.equal({ name: 'New' });
      expect(validateSiteSettings({ url: 'https://example.org' }, { url: 'http://example.com' })).to.deep.equal({ url: 'https://example.org', host: 'example.org' });
      const error = failure(() => validateSiteSettings({ name: '', url: 'http://example.org' }, { url: 'https://example.com' }));
      expect(error.code).to.equal('ANALYTICS_SITE_URL_HTTPS_REQUIRED');
      expect((error.details?.errors as Array<{ message: string }>).map((e) => e.message)).to.deep.equal([
        'The URL must start with https://',
        'The website name is required',
      ]);
    });
  });

  describe('deletion confirmation', () => {
    it('needs the exact site name and the tick', () => {
      expect(() => assertDeletionConfirmed('My Shop', { typedName: ' My  Shop ', acknowledged: true })).not.to.throw();
      expect(failure(() => assertDeletionConfirmed('My Shop', { typedName: 'my shop', acknowledged: true })).code).to.equal('ANALYTICS_DELETE_NAME_MISMATCH');
      expect(failure(() => assertDeletionConfirmed('My Shop', { typedName: '', acknowledged: true })).code).to.equal('ANALYTICS_DELETE_NAME_MISMATCH');
      expect(failure(() => assertDeletionConfirmed('My Shop', { acknowledged: true })).code).to.equal('ANALYTICS_DELETE_NAME_MISMATCH');
      expect(failure(() => assertDeletionConfirmed('My Shop', { typedName: 'My Shop' })).code).to.equal('ANALYTICS_DELETE_NOT_ACKNOWLEDGED');
      expect(failure(() => assertDeletionConfirmed('My Shop', { typedName: 'My Shop', acknowledged: 'true' })).code).to.equal('ANALYTICS_DELETE_NOT_ACKNOWLEDGED');
    });
  });

  it('export needs the confirmation tick', () => {
    expect(() => assertExportConfirmed(true)).not.to.throw();
    for (const v of [false, undefined, 'yes', 1]) expect(failure(() => assertExportConfirmed(v)).code).to.equal('ANALYTICS_EXPORT_NOT_CONFIRMED');
  });

  describe('purge question', () => {
    it('draws two numbers from 1 to 10 from the injected source', () => {
      expect(createPurgeChallenge(sequence(0, 0.999))).to.deep.equal({ a: 1, b: 10 });
      expect(createPurgeChallenge(sequence(0.35, 0.61))).to.deep.equal({ a: 4, b: 7 });
      // A broken source still yields an answerable question.
      expect(createPurgeChallenge(sequence(1, Number.NaN))).to.deep.equal({ a: 10, b: 1 });
      const seen = new Set<number>();
      for (let i = 0; i < 100; i++) seen.add(createPurgeChallenge(sequence(i / 100, i / 100)).a);
      expect([...seen].sort((x, y) => x - y)).to.deep.equal([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    });

    it('accepts the sum as a number or typed text and refuses anything else', () => {
      const challenge = { a: 4, b: 7 };
      expect(() => assertPurgeAnswer(challenge, 11)).not.to.throw();
      expect(() => assertPurgeAnswer(challenge, ' 11 ')).not.to.throw();
      for (const wrong of [10, '12', '11.0', '1 1', '', undefined, null, 'eleven', 11.5]) {
        const error = failure(() => assertPurgeAnswer(challenge, wrong));
        expect(error.code, String(wrong)).to.equal('ANALYTICS_PURGE_WRONG_ANSWER');
        expect(error.message).to.equal('Incorrect answer. Please try again.');
      }
    });
  });

  describe('purge scope', () => {
    const clock: Clock = { now: () => new Date('2024-05-31T10:00:00.000Z') };

    it('turns 90, 30 and 7 days into a cutoff from the clock, and all into no cutoff', () => {
      expect(purgeCutoff('90d', clock)?.toISOString()).to.equal('2024-03-02T10:00:00.000Z');
      expect(purgeCutoff('30d', clock)?.toISOString()).to.equal('2024-05-01T10:00:00.000Z');
      expect(purgeCutoff('7d', clock)?.toISOString()).to.equal('2024-05-24T10:00:00.000Z');
      expect(purgeCutoff('all', clock)).to.equal(null);
    });

    it('accepts only the four scopes', () => {
      for (const s of PURGE_SCOPES) expect(parsePurgeScope(s)).to.equal(s);
      for (const s of ['1d', '90', 'ALL', '', undefined]) expect(failure(() => parsePurgeScope(s)).code).to.equal('ANALYTICS_PURGE_INVALID_SCOPE');
    });
  });
});

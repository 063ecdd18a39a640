import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { profilePatch } from './profile.js';

const refused = (input: Record<string, unknown>) => {
  try {
    profilePatch(input);
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    return error as DomainError;
  }
  throw new Error('expected a refusal');
};

describe('profile rules', () => {
  it('keeps only the fields sent, trims text and clears empty ones', () => {
    expect(profilePatch({})).to.deep.equal({});
    expect(profilePatch({ company: '  ACME ', bio: '', website: null })).to.deep.equal({ company: 'ACME', bio: null, website: null });
    expect(profilePatch({ email: ' Ada@Example.ORG', username: 'Zoe\u0301' })).to.deep.equal({ email: 'ada@example.org', username: 'Zoé' });
  });

  it('accepts only absolute https website URLs', () => {
    expect(profilePatch({ website: 'https://ada.example.org/a?b=c' }).website).to.equal('https://ada.example.org/a?b=c');
    for (const website of ['http://ada.example.org', 'javascript:alert(1)', 'https://', 'https://localhost', 'ada.example.org', 'https://a b.example.org']) {
      const error = refused({ website });
      expect(error.code, website).to.equal('PROFILE_WEBSITE_INVALID');
      expect(error.message).to.equal('The URL must start with https://');
    }
  });

  it('reports every problem by field with its code', () => {
    const error = refused({ email: 'nope', username: 'a', company: 'x'.repeat(101), bio: 'y'.repeat(1001), website: 'ftp://x.y' });
    expect(error.code).to.equal('AUTH_EMAIL_INVALID');
    expect(error.details).to.deep.equal({
      fields: { email: 'AUTH_EMAIL_INVALID', username: 'AUTH_USERNAME_INVALID', company: 'PROFILE_FIELD_TOO_LONG', bio: 'PROFILE_FIELD_TOO_LONG', website: 'PROFILE_WEBSITE_INVALID' },
    });
    expect(refused({ bio: 42 }).details).to.deep.equal({ fields: { bio: 'VALIDATION_FAILED' } });
    expect(refused({ email: '' }).code).to.equal('AUTH_EMAIL_REQUIRED');
  });

  it('counts lengths in characters, so 1000 emoji fit in the bio', () => {
    expect(profilePatch({ bio: '😀'.repeat(1000) }).bio).to.have.length(2000);
  });
});

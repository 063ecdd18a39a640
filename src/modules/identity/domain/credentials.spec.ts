import { expect } from 'chai';
import { normaliseEmail, signinProblems, signupProblems } from './credentials.js';

const codes = (problems: { code: string }[]) => problems.map((p) => p.code);

describe('credential rules', () => {
  it('accepts a valid sign-up, including non-Latin usernames', () => {
    expect(signupProblems({ username: 'dev_ana.m-1', email: 'Ana@Example.COM ', password: 'correct horse' })).to.deep.equal([]);
    expect(signupProblems({ username: 'مطور', email: 'a@b.co', password: '12345678' })).to.deep.equal([]);
    expect(signupProblems({ username: '开发者', email: 'a@b.co', password: '12345678' })).to.deep.equal([]);
  });

  it('gives the docs/product.md §8 messages for each field', () => {
    const problems = signupProblems({ username: '', email: '', password: '' });
    expect(codes(problems)).to.deep.equal(['AUTH_USERNAME_REQUIRED', 'AUTH_EMAIL_REQUIRED', 'AUTH_PASSWORD_REQUIRED']);
    expect(signupProblems({ username: 'ab', email: 'no-at', password: '1234567' }).map((p) => p.message)).to.deep.equal([
      'Username must be 3 to 32 letters, digits, _ . or -',
      'Invalid email format',
      'Password must contain at least 8 characters',
    ]);
    expect(signinProblems({ email: 'a@b.co', password: '12345' })[0]!.message).to.equal('Password must be at least 6 characters long');
  });

  it('allows 6 characters at sign-in but 8 at sign-up, and at most 128 everywhere, counted in characters', () => {
    expect(signinProblems({ email: 'a@b.co', password: '123456' })).to.deep.equal([]);
    expect(codes(signupProblems({ username: 'abc', email: 'a@b.co', password: '123456' }))).to.deep.equal(['AUTH_PASSWORD_TOO_SHORT']);
    expect(codes(signinProblems({ email: 'a@b.co', password: 'x'.repeat(129) }))).to.deep.equal(['AUTH_PASSWORD_TOO_LONG']);
    expect(signupProblems({ username: 'abc', email: 'a@b.co', password: '🔑'.repeat(8) })).to.deep.equal([]);
  });

  it('refuses usernames with spaces or symbols and over 32 characters', () => {
    for (const username of ['has space', 'semi;colon', 'a'.repeat(33), '<script>']) {
      expect(codes(signupProblems({ username, email: 'a@b.co', password: '12345678' })), username).to.deep.equal(['AUTH_USERNAME_INVALID']);
    }
  });

  it('stores e-mail addresses trimmed and lower-case', () => {
    expect(normaliseEmail('  Ana@Example.COM ')).to.equal('ana@example.com');
  });
});

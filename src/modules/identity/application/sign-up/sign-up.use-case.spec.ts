import { expect } from 'chai';
import { failure, identityKit } from '../in-memory-fakes.spec.js';

describe('SignUp', () => {
  const input = { username: 'Ada', email: ' Ada@Example.ORG ', password: 'a long passphrase' };

  it('creates a trial account ending 7 days later, with the email lower-cased and a 1-day session', async () => {
    const kit = identityKit();
    const session = await kit.signUp.execute(input);
    expect(session.user).to.include({ username: 'Ada', email: 'ada@example.org', subscription_status: 'trial', daysLeft: 7, status: 'trial', isPremium: true, isAdmin: false });
    expect(session.user.trial_end_date).to.equal('2026-11-29T12:00:00.000Z');
    expect(session.rememberMe).to.equal(false);
    expect(session.sessionExpiresAt.toISOString()).to.equal('2026-11-23T12:00:00.000Z');
    expect(kit.users.rows.get(session.user.id)!.passwordHash).to.equal('fake$a long passphrase');
    expect(kit.signer.signed[0]).to.deep.include({ expiresInSeconds: 900 });
    expect(kit.signer.signed[0]!.claims).to.include({ sub: session.user.id, email: 'ada@example.org', isPremium: true, status: 'trial' });
  });

  it('reports every field problem with its code, the first as the error', async () => {
    const kit = identityKit();
    const error = await failure(kit.signUp.execute({ username: 'a', email: 'nope', password: 'short' }));
    expect(error).to.include({ code: 'AUTH_USERNAME_INVALID', kind: 'validation' });
    expect(error.details).to.deep.equal({ fields: { username: 'AUTH_USERNAME_INVALID', email: 'AUTH_EMAIL_INVALID', password: 'AUTH_PASSWORD_TOO_SHORT' } });
    expect(await failure(kit.signUp.execute({ ...input, password: 'x'.repeat(129) }))).to.include({ code: 'AUTH_PASSWORD_TOO_LONG' });
    expect(kit.users.rows.size).to.equal(0);
  });

  it('refuses a password on the common list, whatever its case', async () => {
    const kit = identityKit();
    const error = await failure(kit.signUp.execute({ ...input, password: 'Password123' }));
    expect(error).to.include({ code: 'AUTH_PASSWORD_COMMON' });
    expect(error.details).to.deep.equal({ fields: { password: 'AUTH_PASSWORD_COMMON' } });
  });

  it('answers 409 AUTH_ACCOUNT_EXISTS for a taken address or a username differing only in case', async () => {
    const kit = identityKit();
    await kit.signUp.execute(input);
    expect(await failure(kit.signUp.execute({ ...input, username: 'other' }))).to.include({ code: 'AUTH_ACCOUNT_EXISTS', kind: 'conflict' });
    expect(await failure(kit.signUp.execute({ ...input, email: 'other@example.org', username: 'ADA' }))).to.include({ code: 'AUTH_ACCOUNT_EXISTS' });
    expect(kit.users.rows.size).to.equal(1);
  });

  it('keeps unicode usernames as typed (NFC) and makes ADMIN_EMAILS addresses admins at once', async () => {
    const kit = identityKit({ adminEmails: ['ops@example.org'] });
    const session = await kit.signUp.execute({ username: 'Zoe\u0301_李', email: 'OPS@example.org', password: 'a long passphrase' });
    expect(session.user.username).to.equal('Zoé_李');
    expect(session.user.isAdmin).to.equal(true);
  });
});

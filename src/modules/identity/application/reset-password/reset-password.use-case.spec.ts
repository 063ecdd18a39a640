import { expect } from 'chai';
import { failure, identityKit, type IdentityKit } from '../../testing/in-memory-fakes.fake.js';

describe('RequestPasswordReset / ResetPassword / ChangePassword', () => {
  const password = 'a long passphrase';
  let kit: IdentityKit;
  let userId: string;

  let mailsBefore: number;
  let transactionsBefore: number;
  beforeEach(async () => {
    kit = identityKit();
    userId = (await kit.register({ username: 'ada', email: 'ada@example.org', password })).user.id;
    mailsBefore = kit.mailer.sent.length;
    transactionsBefore = kit.transactions.runs;
  });

  const tokenFromMail = (): string => {
    const url = /https:\/\/stacklens\.test\/[a-z]{2}\/reset-password\?token=(\S+)/.exec(kit.mailer.sent.at(-1)!.text)![1]!;
    return decodeURIComponent(url);
  };

  it('mails a single-use link in the preferred language, else the requested one, else English; same answer for strangers', async () => {
    await kit.requestReset.execute({ email: 'ADA@example.org', locale: 'es-MX', ip: '198.51.100.1' });
    expect(kit.mailer.sent.at(-1)).to.include({ to: 'ada@example.org', template: 'identity.password-reset', locale: 'es' });
    expect(kit.mailer.sent.at(-1)!.text).to.include('https://stacklens.test/es/reset-password?token=');
    // The request only queues the work; the worker's job looks the account up and mails it.
    expect(kit.queue.added.at(-1)).to.deep.include({ name: 'identity.password-reset-requested', data: { email: 'ada@example.org', locale: 'es-MX' } });
    expect(kit.queue.added.at(-1)!.options).to.include({ removeOnComplete: true });
    await kit.preferences.merge(userId, { preferredLanguage: 'ar' });
    await kit.requestReset.execute({ email: 'ada@example.org', locale: 'fr', ip: '198.51.100.1' });
    expect(kit.mailer.sent.at(-1)).to.include({ locale: 'ar', subject: 'إعادة تعيين كلمة مرور StackLens' });
    await kit.preferences.merge(userId, { preferredLanguage: null });
    await kit.requestReset.execute({ email: 'ada@example.org', locale: 'de', ip: '198.51.100.1' });
    expect(kit.mailer.sent.at(-1)).to.include({ locale: 'en' });
    // Only hashes are stored, and the token and its mail are written in one transaction.
    expect(JSON.stringify(kit.resets.rows)).not.to.include(tokenFromMail());
    expect(kit.transactions.runs - transactionsBefore).to.equal(3);

    const before = kit.mailer.sent.length;
    await kit.requestReset.execute({ email: 'stranger@example.org', ip: '198.51.100.2' });
    expect(kit.mailer.sent).to.have.length(before);
    // A stranger's request did the same work in the request: one job queued.
    expect(kit.queue.added.at(-1)).to.deep.include({ data: { email: 'stranger@example.org', locale: undefined } });
  });

  it('limits requests per address (429) and mails per account (silently)', async () => {
    for (let i = 0; i < 5; i++) await kit.requestReset.execute({ email: 'ada@example.org', ip: `198.51.100.${10 + i}` });
    expect(kit.mailer.sent).to.have.length(mailsBefore + 3);
    for (let i = 0; i < 5; i++) await kit.requestReset.execute({ email: 'nobody@example.org', ip: '198.51.100.1' });
    const refused = await failure(kit.requestReset.execute({ email: 'nobody@example.org', ip: '198.51.100.1' }));
    expect(refused).to.include({ code: 'RATE_LIMITED' });
    expect(await failure(kit.requestReset.execute({ email: 'nope', ip: '198.51.100.3' }))).to.include({ code: 'AUTH_EMAIL_INVALID' });
  });

  it('resets once within the hour, revokes every session and mails a notice', async () => {
    const signed = await kit.signIn.execute({ email: 'ada@example.org', password, rememberMe: true, ip: '198.51.100.1' });
    await kit.requestReset.execute({ email: 'ada@example.org', ip: '198.51.100.1' });
    const token = tokenFromMail();
    expect(await failure(kit.resetPassword.execute({ token, newPassword: 'short' }))).to.include({ code: 'AUTH_PASSWORD_TOO_SHORT' });
    expect(await failure(kit.resetPassword.execute({ token, newPassword: 'qwertyuiop' }))).to.deep.include({ code: 'AUTH_PASSWORD_COMMON', details: { fields: { newPassword: 'AUTH_PASSWORD_COMMON' } } });
    await kit.resetPassword.execute({ token, newPassword: 'a brand new passphrase' });
    expect(kit.users.rows.get(userId)!.passwordHash).to.equal('fake$a brand new passphrase');
    expect(kit.refreshTokens.rows.every((r) => r.revokedAt !== null)).to.equal(true);
    expect(kit.mailer.sent.at(-1)).to.include({ template: 'identity.password-changed', to: 'ada@example.org' });
    expect(await failure(kit.resetPassword.execute({ token, newPassword: 'another new passphrase' }))).to.include({ code: 'AUTH_RESET_TOKEN_INVALID' });
    if (signed.kind !== 'session') throw new Error('expected a session');
    expect(await failure(kit.refresh.execute(signed.session.refreshToken))).to.include({ code: 'AUTH_REFRESH_INVALID' });
    expect((await kit.signIn.execute({ email: 'ada@example.org', password: 'a brand new passphrase', rememberMe: false, ip: '198.51.100.1' })).kind).to.equal('session');
  });

  it('refuses an expired link, and older links once a newer one was used', async () => {
    await kit.requestReset.execute({ email: 'ada@example.org', ip: '198.51.100.1' });
    const older = tokenFromMail();
    kit.clock.advance(60 * 60 * 1000 + 1);
    expect(await failure(kit.resetPassword.execute({ token: older, newPassword: 'a brand new passphrase' }))).to.include({ code: 'AUTH_RESET_TOKEN_INVALID' });
    await kit.requestReset.execute({ email: 'ada@example.org', ip: '198.51.100.1' });
    const first = tokenFromMail();
    await kit.requestReset.execute({ email: 'ada@example.org', ip: '198.51.100.1' });
    await kit.resetPassword.execute({ token: tokenFromMail(), newPassword: 'a brand new passphrase' });
    expect(await failure(kit.resetPassword.execute({ token: first, newPassword: 'yet another passphrase' }))).to.include({ code: 'AUTH_RESET_TOKEN_INVALID' });
  });

  it('changes the password with the current one, ends other sessions and keeps this browser signed in', async () => {
    const signed = await kit.signIn.execute({ email: 'ada@example.org', password, rememberMe: true, ip: '198.51.100.1' });
    if (signed.kind !== 'session') throw new Error('expected a session');
    const wrong = await failure(kit.changePassword.execute({ userId, currentPassword: 'not it at all', newPassword: 'a brand new passphrase', ip: '198.51.100.1' }));
    expect(wrong).to.include({ code: 'AUTH_INVALID_CREDENTIALS', kind: 'validation' });
    const fresh = await kit.changePassword.execute({ userId, currentPassword: password, newPassword: 'a brand new passphrase', refreshToken: signed.session.refreshToken, ip: '198.51.100.1' });
    expect(fresh.rememberMe).to.equal(true);
    expect(await failure(kit.refresh.execute(signed.session.refreshToken))).to.include({ code: 'AUTH_REFRESH_INVALID' });
    expect((await kit.refresh.execute(fresh.refreshToken)).user.id).to.equal(userId);
    expect(kit.mailer.sent.at(-1)).to.include({ template: 'identity.password-changed' });
    expect(kit.transactions.runs - transactionsBefore).to.equal(1);
  });
});

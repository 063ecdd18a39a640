import { expect } from 'chai';
import { failure, identityKit, linkIn } from '../../testing/in-memory-fakes.fake.js';

describe('SignUp', () => {
  const input = { username: 'Ada', email: ' Ada@Example.ORG ', password: 'a long passphrase' };

  it('creates no account until the mailed link is opened; the link creates a trial account ending 7 days later, with a 1-day session', async () => {
    const kit = identityKit();
    await kit.signUp.execute(input);
    expect(kit.users.rows.size).to.equal(0);
    expect(kit.signupRequests.rows).to.have.length(1);
    const mail = kit.mailer.sent.at(-1)!;
    expect(mail).to.include({ to: 'ada@example.org', template: 'identity.confirm-signup', locale: 'en' });
    expect(linkIn(mail).url).to.match(/^https:\/\/stacklens\.test\/en\/verify-email\?token=/);

    const result = await kit.verifyEmail.execute(linkIn(mail).token);
    if (result.kind !== 'signed-up') throw new Error('expected a session');
    const session = result.session;
    expect(session.user).to.include({ username: 'Ada', email: 'ada@example.org', subscription_status: 'trial', daysLeft: 7, status: 'trial', isPremium: true, isAdmin: false, emailVerified: true });
    expect(session.user.trial_end_date).to.equal('2026-11-29T12:00:00.000Z');
    expect(session.rememberMe).to.equal(false);
    expect(session.sessionExpiresAt.toISOString()).to.equal('2026-11-23T12:00:00.000Z');
    expect(kit.users.rows.get(session.user.id)!.passwordHash).to.equal('fake$a long passphrase');
    expect(kit.signer.signed[0]).to.deep.include({ expiresInSeconds: 900 });
    expect(kit.signer.signed[0]!.claims).to.include({ sub: session.user.id, email: 'ada@example.org', isPremium: true, status: 'trial', ver: 0 });
    expect(kit.signupRequests.rows).to.have.length(0);
    // The link worked once.
    expect(await failure(kit.verifyEmail.execute(linkIn(mail).token))).to.include({ code: 'AUTH_VERIFICATION_INVALID' });
  });

  it('answers a taken address exactly as a new one, and mails its owner instead of creating anything', async () => {
    const kit = identityKit();
    await kit.register(input);
    const before = kit.mailer.sent.length;
    const answer = await kit.signUp.execute({ ...input, username: 'other' });
    expect(answer).to.equal(undefined);
    expect(kit.users.rows.size).to.equal(1);
    expect(kit.signupRequests.rows).to.have.length(0);
    expect(kit.mailer.sent).to.have.length(before + 1);
    expect(kit.mailer.sent.at(-1)).to.include({ to: 'ada@example.org', template: 'identity.signup-attempt' });
    expect(kit.mailer.sent.at(-1)!.text).to.include('/en/login').and.not.include('token=');
    // The same work either way: the password is hashed for the taken address too.
    expect(kit.hasher.hashed).to.have.length(2);
  });

  it('sends an address at most three mails an hour, answering the same beyond', async () => {
    const kit = identityKit();
    for (let i = 0; i < 5; i++) await kit.signUp.execute(input);
    expect(kit.mailer.sent).to.have.length(3);
    kit.clock.advance(3600_000);
    await kit.signUp.execute(input);
    expect(kit.mailer.sent).to.have.length(4);
  });

  it('reports every field problem with its code, the first as the error', async () => {
    const kit = identityKit();
    const error = await failure(kit.signUp.execute({ username: 'a', email: 'nope', password: 'short' }));
    expect(error).to.include({ code: 'AUTH_USERNAME_INVALID', kind: 'validation' });
    expect(error.details).to.deep.equal({ fields: { username: 'AUTH_USERNAME_INVALID', email: 'AUTH_EMAIL_INVALID', password: 'AUTH_PASSWORD_TOO_SHORT' } });
    expect(await failure(kit.signUp.execute({ ...input, password: 'x'.repeat(129) }))).to.include({ code: 'AUTH_PASSWORD_TOO_LONG' });
    expect(kit.signupRequests.rows).to.have.length(0);
  });

  it('refuses a password on the common list, whatever its case', async () => {
    const kit = identityKit();
    const error = await failure(kit.signUp.execute({ ...input, password: 'Password123' }));
    expect(error).to.include({ code: 'AUTH_PASSWORD_COMMON' });
    expect(error.details).to.deep.equal({ fields: { password: 'AUTH_PASSWORD_COMMON' } });
  });

  it('answers 409 AUTH_ACCOUNT_EXISTS for a username differing only in case (names are public; addresses are not)', async () => {
    const kit = identityKit();
    await kit.register(input);
    expect(await failure(kit.signUp.execute({ ...input, email: 'other@example.org', username: 'ADA' }))).to.include({ code: 'AUTH_ACCOUNT_EXISTS', kind: 'conflict' });
    expect(kit.users.rows.size).to.equal(1);
  });

  it('keeps unicode usernames as typed (NFC); a listed ADMIN_EMAILS address is an admin once its link proves it', async () => {
    const kit = identityKit({ adminEmails: ['ops@example.org'] });
    await kit.signUp.execute({ username: 'Zoe\u0301_李', email: 'OPS@example.org', password: 'a long passphrase' });
    // Nothing exists to be an admin until the address is proved.
    expect(kit.users.rows.size).to.equal(0);
    const session = await kit.register({ username: 'Zoe\u0301_李', email: 'OPS@example.org', password: 'a long passphrase' });
    expect(session.user.username).to.equal('Zoé_李');
    expect(session.user.isAdmin).to.equal(true);
    expect(kit.users.rows.get(session.user.id)).to.include({ adminGrantedVia: 'ops@example.org' });
  });

  it('refuses expired, forged and cross-purpose links; of two requests for one address the first proved wins', async () => {
    const kit = identityKit();
    await kit.signUp.execute(input);
    const first = linkIn(kit.mailer.sent.at(-1)).token;
    await kit.signUp.execute({ ...input, username: 'Ada2' });
    const second = linkIn(kit.mailer.sent.at(-1)).token;
    const [random] = first.split('.');
    expect(await failure(kit.verifyEmail.execute(`${random}.${'A'.repeat(22)}`))).to.include({ code: 'AUTH_VERIFICATION_INVALID' });
    expect(await failure(kit.verifyEmail.execute('not a token'))).to.include({ code: 'AUTH_VERIFICATION_INVALID' });
    const won = await kit.verifyEmail.execute(second);
    expect(won.kind === 'signed-up' && won.session.user.username).to.equal('Ada2');
    expect(await failure(kit.verifyEmail.execute(first))).to.include({ code: 'AUTH_VERIFICATION_INVALID' });

    const late = identityKit();
    await late.signUp.execute(input);
    late.clock.advance(24 * 3600_000 + 1);
    expect(await failure(late.verifyEmail.execute(linkIn(late.mailer.sent.at(-1)).token))).to.include({ code: 'AUTH_VERIFICATION_INVALID' });
    expect(late.users.rows.size).to.equal(0);
  });

  it('resends the link of a waiting sign-up (the old one stops working) and answers the same for an address with none', async () => {
    const kit = identityKit();
    await kit.signUp.execute(input);
    const old = linkIn(kit.mailer.sent.at(-1)).token;
    await kit.resendSignup.execute({ email: 'ada@example.org', ip: '198.51.100.1' });
    expect(kit.mailer.sent).to.have.length(2);
    expect(await failure(kit.verifyEmail.execute(old))).to.include({ code: 'AUTH_VERIFICATION_INVALID' });
    await kit.resendSignup.execute({ email: 'nobody@example.org', ip: '198.51.100.1' });
    expect(kit.mailer.sent).to.have.length(2);
    const result = await kit.verifyEmail.execute(linkIn(kit.mailer.sent.at(-1)).token);
    expect(result.kind).to.equal('signed-up');
  });
});

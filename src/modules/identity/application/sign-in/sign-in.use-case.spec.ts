import { expect } from 'chai';
import { hashOpaqueToken } from '../../domain/opaque-token.js';
import { failure, identityKit, type IdentityKit } from '../../testing/in-memory-fakes.fake.js';

describe('SignIn', () => {
  const password = 'correct horse battery';
  let kit: IdentityKit;
  let userId: string;
  const command = (over: Partial<{ email: string; password: string; rememberMe: boolean; ip: string }> = {}) => ({
    email: 'Ada@Example.org',
    password,
    rememberMe: false,
    ip: '198.51.100.7',
    ...over,
  });

  beforeEach(async () => {
    kit = identityKit({ adminEmails: ['boss@example.org'] });
    userId = (await kit.register({ username: 'ada', email: 'ada@example.org', password })).user.id;
    kit.hasher.verified.length = 0;
  });

  it('opens a session for the right password, whatever the case of the address', async () => {
    const result = await kit.signIn.execute(command({ rememberMe: true }));
    expect(result.kind).to.equal('session');
    if (result.kind !== 'session') return;
    expect(result.session.user).to.include({ id: userId, email: 'ada@example.org', status: 'trial', isPremium: true });
    expect(result.session.rememberMe).to.equal(true);
    expect(result.session.sessionExpiresAt.getTime() - kit.clock.now().getTime()).to.equal(30 * 24 * 3600 * 1000);
    expect(kit.refreshTokens.rows.at(-1)!.tokenHash).to.equal(hashOpaqueToken(result.session.refreshToken));
  });

  it('answers an unknown address exactly like a wrong password, after verifying against a dummy argon2 hash', async () => {
    const unknown = await failure(kit.signIn.execute(command({ email: 'nobody@example.org' })));
    const wrong = await failure(kit.signIn.execute(command({ password: 'not the password' })));
    expect(unknown).to.include({ code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid email or password' });
    expect(wrong).to.include({ code: 'AUTH_INVALID_CREDENTIALS', message: 'Invalid email or password' });
    // Both paths ran one full verification: the unknown address against a hash made for the purpose.
    expect(kit.hasher.verified).to.have.length(2);
    const [dummy, real] = kit.hasher.verified;
    expect(dummy!.password).to.equal(password);
    expect(dummy!.hash).to.match(/^fake\$/).and.not.equal(kit.users.rows.get(userId)!.passwordHash);
    expect(kit.hasher.hashed).to.include(dummy!.hash);
    expect(real!.hash).to.equal(kit.users.rows.get(userId)!.passwordHash);
  });

  it('checks the sign-in rules of docs/product.md §8 before anything else', async () => {
    expect(await failure(kit.signIn.execute(command({ email: '' })))).to.include({ code: 'AUTH_EMAIL_REQUIRED' });
    expect(await failure(kit.signIn.execute(command({ email: 'ada@' })))).to.include({ code: 'AUTH_EMAIL_INVALID' });
    expect(await failure(kit.signIn.execute(command({ password: '12345' })))).to.include({ code: 'AUTH_PASSWORD_TOO_SHORT', message: 'Password must be at least 6 characters long' });
    expect(kit.hasher.verified).to.have.length(0);
  });

  it('slows down from the 4th failure; a locked account refuses the addresses that failed, even with the right password, and lets a clean address in', async () => {
    for (let i = 0; i < 10; i++) await failure(kit.signIn.execute(command({ password: `wrong-${i}`, ip: `203.0.113.${i}` })));
    expect(kit.sleeper.slept).to.deep.equal([250, 500, 1000, 2000, 4000, 4000, 4000]);
    const refused = await failure(kit.signIn.execute(command({ ip: '203.0.113.3' })));
    expect(refused).to.include({ kind: 'rate_limited', code: 'RATE_LIMITED' });
    expect(refused.details!.retryAfterMs).to.equal(15 * 60 * 1000);
    // Anyone can fail ten times on an account; that must not lock its owner out.
    expect((await kit.signIn.execute(command({ ip: '198.51.100.77' }))).kind).to.equal('session');
    // A fresh address gets one wrong guess at a locked account, then it is refused too.
    await failure(kit.signIn.execute(command({ password: 'wrong-again', ip: '203.0.113.50' })));
    expect(await failure(kit.signIn.execute(command({ ip: '203.0.113.50' })))).to.include({ code: 'RATE_LIMITED' });
    // The owner heard of it once, in the window.
    const notices = kit.mailer.sent.filter((m) => m.template === 'identity.sign-in-failures');
    expect(notices).to.have.length(1);
    expect(notices[0]).to.include({ to: 'ada@example.org' });
    expect(notices[0]!.text).to.include('10 failed attempts');
    // After the window the addresses that failed are let in again.
    kit.clock.advance(15 * 60 * 1000);
    expect((await kit.signIn.execute(command({ ip: '203.0.113.3' }))).kind).to.equal('session');
  });

  it('tells no one of failures on an address without an account', async () => {
    for (let i = 0; i < 12; i++) await failure(kit.signIn.execute(command({ email: 'ghost@example.org', ip: `203.0.113.${i}` })));
    expect(kit.mailer.sent.filter((m) => m.template === 'identity.sign-in-failures')).to.have.length(0);
  });

  it('refuses an address after 10 failures across accounts, and only counts failures', async () => {
    for (let i = 0; i < 5; i++) await kit.signIn.execute(command());
    for (let i = 0; i < 10; i++) await failure(kit.signIn.execute(command({ email: `guess${i}@example.org` })));
    expect(await failure(kit.signIn.execute(command()))).to.include({ code: 'RATE_LIMITED' });
    expect((await kit.signIn.execute(command({ ip: '198.51.100.8' }))).kind).to.equal('session');
  });

  it('answers a two-factor challenge instead of a session when the factor is on', async () => {
    await kit.twoFactor.savePending(userId, kit.box.seal('JBSWY3DPEHPK3PXP'));
    await kit.twoFactor.enable(userId, 1, [], kit.clock.now());
    const result = await kit.signIn.execute(command({ rememberMe: true }));
    expect(result.kind).to.equal('two-factor');
    if (result.kind !== 'two-factor') return;
    const stored = kit.challenges.rows.get(hashOpaqueToken(result.challenge))!;
    expect(stored).to.include({ userId, rememberMe: true, failedAttempts: 0 });
    expect(stored.expiresAt.getTime() - kit.clock.now().getTime()).to.equal(5 * 60 * 1000);
    expect(kit.refreshTokens.rows).to.have.length(1);
  });

  it('never makes an unproved ADMIN_EMAILS address an admin at sign-in', async () => {
    await kit.users.add({ id: 'boss', username: 'boss', email: 'boss@example.org', passwordHash: `fake$${password}`, isAdmin: false, adminGrantedVia: null, subscriptionStatus: 'none', trialEndDate: null, emailVerifiedAt: null });
    const result = await kit.signIn.execute(command({ email: 'boss@example.org' }));
    expect(result.kind === 'session' && result.session.user.isAdmin).to.equal(false);
    expect(kit.users.rows.get('boss')).to.include({ isAdmin: false });
  });

  it('makes a proved ADMIN_EMAILS address an admin at sign-in, and upgrades an old hash', async () => {
    const boss = await kit.users.add({ id: 'boss', username: 'boss', email: 'boss@example.org', passwordHash: `old$${password}`, isAdmin: false, adminGrantedVia: null, subscriptionStatus: 'none', trialEndDate: null, emailVerifiedAt: kit.clock.now() });
    expect('taken' in boss).to.equal(false);
    const result = await kit.signIn.execute(command({ email: 'boss@example.org' }));
    expect(result.kind === 'session' && result.session.user.isAdmin).to.equal(true);
    expect(kit.users.rows.get('boss')).to.include({ isAdmin: true, adminGrantedVia: 'boss@example.org', passwordHash: `fake$${password}` });
  });
});

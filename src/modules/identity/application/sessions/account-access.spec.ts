import { expect } from 'chai';
import { failure, identityKit, linkIn } from '../../testing/in-memory-fakes.fake.js';

describe('AccountAccess and token versions', () => {
  const password = 'a long passphrase';
  const claimsOf = (kit: ReturnType<typeof identityKit>) => kit.signer.signed.at(-1)!.claims as { sub: string; ver: number };
  const resolve = (kit: ReturnType<typeof identityKit>, claims: { sub: string; ver: number }) => kit.access.resolve({ ...claims, exp: 2_000_000_000, iat: 1 });

  it('decides admin and premium from the account now, not from the token', async () => {
    const kit = identityKit();
    const admin = await kit.register({ username: 'root', email: 'root@example.org', password });
    const session = await kit.register({ username: 'ada', email: 'ada@example.org', password });
    await kit.updateRoles.execute({ callerId: admin.user.id, userId: admin.user.id, flags: { isAdmin: true } });
    const rootClaims = kit.signer.signed.find((s) => s.claims.sub === admin.user.id)!.claims as { sub: string; ver: number };
    expect(await resolve(kit, rootClaims)).to.deep.include({ user: { id: admin.user.id, username: 'root', email: 'root@example.org', isPremium: true, isAdmin: true } });
    // The trial ends: premium goes on the next request, whatever the token's isPremium said.
    kit.clock.advance(8 * 24 * 3600_000);
    const principal = await resolve(kit, { sub: session.user.id, ver: 0 });
    expect('user' in principal && principal.user.isPremium).to.equal(false);
  });

  it('refuses the old token of a demoted admin at once, and the new token carries the new version', async () => {
    const kit = identityKit();
    const boss = await kit.register({ username: 'boss', email: 'boss@example.org', password });
    const ops = await kit.register({ username: 'ops', email: 'ops@example.org', password });
    await kit.updateRoles.execute({ callerId: boss.user.id, userId: boss.user.id, flags: { isAdmin: true } });
    await kit.updateRoles.execute({ callerId: boss.user.id, userId: ops.user.id, flags: { isAdmin: true } });
    const opsClaims = { sub: ops.user.id, ver: kit.users.rows.get(ops.user.id)!.tokenVersion };
    expect(await resolve(kit, opsClaims)).to.have.nested.property('user.isAdmin', true);
    await kit.updateRoles.execute({ callerId: boss.user.id, userId: ops.user.id, flags: { isAdmin: false } });
    expect(await resolve(kit, opsClaims)).to.deep.equal({ refused: 'AUTH_TOKEN_REVOKED' });
    const fresh = await kit.signIn.execute({ email: 'ops@example.org', password, rememberMe: false, ip: '198.51.100.1' });
    if (fresh.kind !== 'session') throw new Error('expected a session');
    expect(await resolve(kit, claimsOf(kit))).to.have.nested.property('user.isAdmin', false);
    // A grant needs no revocation: the old token now has the right at once.
    const before = kit.users.rows.get(ops.user.id)!.tokenVersion;
    await kit.updateRoles.execute({ callerId: boss.user.id, userId: ops.user.id, flags: { isPremium: true } });
    expect(kit.users.rows.get(ops.user.id)!.tokenVersion).to.equal(before);
  });

  it('refuses every token of a deleted account, and those issued before a sign-out or a password reset', async () => {
    const kit = identityKit();
    const session = await kit.register({ username: 'ada', email: 'ada@example.org', password });
    const claims = claimsOf(kit);
    expect(await resolve(kit, claims)).to.have.property('user');
    await kit.signOut.execute(session.refreshToken);
    expect(await resolve(kit, claims)).to.deep.equal({ refused: 'AUTH_TOKEN_REVOKED' });

    const again = await kit.signIn.execute({ email: 'ada@example.org', password, rememberMe: false, ip: '198.51.100.1' });
    if (again.kind !== 'session') throw new Error('expected a session');
    const second = claimsOf(kit);
    expect(second.ver).to.equal(1);
    await kit.requestReset.execute({ email: 'ada@example.org', ip: '198.51.100.1' });
    const token = decodeURIComponent(/reset-password\?token=(\S+)/.exec(kit.mailer.sent.at(-1)!.text)![1]!);
    await kit.resetPassword.execute({ token, newPassword: 'a brand new passphrase' });
    expect(await resolve(kit, second)).to.deep.equal({ refused: 'AUTH_TOKEN_REVOKED' });

    const third = await kit.signIn.execute({ email: 'ada@example.org', password: 'a brand new passphrase', rememberMe: false, ip: '198.51.100.1' });
    if (third.kind !== 'session') throw new Error('expected a session');
    await kit.deleteAccount.execute({ userId: session.user.id, confirm: 'DELETE' });
    expect(await resolve(kit, claimsOf(kit))).to.deep.equal({ refused: 'AUTH_USER_NOT_FOUND' });
  });
});

describe('changing the address', () => {
  const password = 'a long passphrase';

  it('makes the new address unverified, mails it a link, and takes away an admin role ADMIN_EMAILS granted through the old one', async () => {
    const kit = identityKit({ adminEmails: ['boss@example.org'] });
    const session = await kit.register({ username: 'boss', email: 'boss@example.org', password });
    expect(session.user).to.include({ isAdmin: true, emailVerified: true });
    const versionBefore = kit.users.rows.get(session.user.id)!.tokenVersion;
    const changed = await kit.updateProfile.execute(session.user.id, { email: 'boss@elsewhere.example' });
    expect(changed.user).to.include({ email: 'boss@elsewhere.example', emailVerified: false, isAdmin: false });
    expect(kit.users.rows.get(session.user.id)!.tokenVersion).to.equal(versionBefore + 1);
    const mail = kit.mailer.sent.at(-1)!;
    expect(mail).to.include({ to: 'boss@elsewhere.example', template: 'identity.confirm-address' });
    const result = await kit.verifyEmail.execute(linkIn(mail).token);
    expect(result.kind === 'verified' && result.user).to.include({ emailVerified: true, isAdmin: false });
  });

  it('grants admin only once a listed address is proved, and a link for a former address proves nothing', async () => {
    const kit = identityKit({ adminEmails: ['ops@example.org'] });
    const session = await kit.register({ username: 'mallory', email: 'mallory@example.org', password });
    await kit.updateProfile.execute(session.user.id, { email: 'ops@example.org' });
    expect(kit.users.rows.get(session.user.id)).to.include({ isAdmin: false, emailVerifiedAt: null });
    // Signing in again with the claimed address grants nothing while it is unproved.
    const signedIn = await kit.signIn.execute({ email: 'ops@example.org', password, rememberMe: false, ip: '198.51.100.1' });
    expect(signedIn.kind === 'session' && signedIn.session.user.isAdmin).to.equal(false);
    const link = linkIn(kit.mailer.sent.at(-1)).token;
    await kit.updateProfile.execute(session.user.id, { email: 'mallory@example.org' });
    expect(await failure(kit.verifyEmail.execute(link))).to.include({ code: 'AUTH_VERIFICATION_INVALID' });
    expect(kit.users.rows.get(session.user.id)).to.include({ isAdmin: false });
  });

  it('lets the owner ask for the link again, three times an hour, and not for a proved address', async () => {
    const kit = identityKit();
    const session = await kit.register({ username: 'ada', email: 'ada@example.org', password });
    expect(await failure(kit.resendVerification.execute(session.user.id))).to.include({ code: 'AUTH_EMAIL_ALREADY_VERIFIED' });
    await kit.updateProfile.execute(session.user.id, { email: 'ada@new.example' });
    await kit.resendVerification.execute(session.user.id);
    await kit.resendVerification.execute(session.user.id);
    expect(await failure(kit.resendVerification.execute(session.user.id))).to.include({ code: 'RATE_LIMITED' });
    // Only the newest link works.
    const links = kit.mailer.sent.filter((m) => m.template === 'identity.confirm-address').map((m) => linkIn(m).token);
    expect(links).to.have.length(3);
    expect(await failure(kit.verifyEmail.execute(links[0]))).to.include({ code: 'AUTH_VERIFICATION_INVALID' });
    expect((await kit.verifyEmail.execute(links[2])).kind).to.equal('verified');
  });
});

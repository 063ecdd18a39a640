import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { hashOpaqueToken } from '../../domain/opaque-token.js';
import { roleChange, type NewUser } from '../../domain/user.js';
import { PasswordResetKnexRepository } from './password-reset.knex-repository.js';
import { RefreshTokenKnexRepository } from './refresh-token.knex-repository.js';
import { LoginChallengeKnexRepository, TwoFactorKnexRepository } from './two-factor.knex-repository.js';
import { UserKnexRepository } from './user.knex-repository.js';

describe('identity knex repositories (real database)', () => {
  let db: TestDatabase;
  let users: UserKnexRepository;
  const at = new Date('2026-11-22T12:00:00Z');
  const newUser = (n: string, over: Partial<NewUser> = {}): NewUser => ({
    id: `user-${n}`,
    username: n,
    email: `${n.toLowerCase()}@example.org`,
    passwordHash: `$argon2id$v=19$m=19456,t=2,p=1$${n}`,
    isAdmin: false,
    adminGrantedVia: null,
    emailVerifiedAt: null,
    subscriptionStatus: 'trial',
    trialEndDate: new Date('2026-11-29T12:00:00Z'),
    ...over,
  });

  before(async () => {
    db = await createTestDatabase();
    users = new UserKnexRepository(db.database);
  });
  after(() => db.drop());

  describe('users', () => {
    it('adds and reads back an account with boolean flags and dates', async () => {
      const added = await users.add(newUser('Ada'));
      if ('taken' in added) throw new Error('unexpected conflict');
      expect(added).to.include({ id: 'user-Ada', username: 'Ada', email: 'ada@example.org', isPremium: false, isAdmin: false, subscriptionStatus: 'trial', paymentStatus: 'none', twoFactorEnabled: false, company: null });
      expect(added.trialEndDate!.toISOString()).to.equal('2026-11-29T12:00:00.000Z');
      expect(added.createdAt).to.be.instanceOf(Date);
      expect(await users.findByEmail('ada@example.org')).to.deep.equal(added);
      expect(await users.findById('missing')).to.equal(null);
      // Ids arrive from URLs: anything at all is a lookup, never a cast error.
      expect(await users.findById("' or 1=1 --")).to.equal(null);
    });

    it('reports which unique field a new account collides with, usernames case-insensitively', async () => {
      expect(await users.add(newUser('ADA', { id: 'user-x', email: 'other@example.org' }))).to.deep.equal({ taken: 'username' });
      expect(await users.add(newUser('Someone', { email: 'ada@example.org' }))).to.deep.equal({ taken: 'email' });
      expect(await users.usernameTaken('aDa')).to.equal(true);
      expect(await users.usernameTaken('ada', 'user-Ada')).to.equal(false);
    });

    it('stores SQL and script text verbatim, and unicode names', async () => {
      await users.add(newUser('李小龙_é', { id: 'user-li', email: 'li@example.org' }));
      const updated = await users.updateProfile('user-li', { bio: "Robert'); DROP TABLE identity_users;--", company: '<script>alert(1)</script>' }, at);
      expect(updated).to.include({ bio: "Robert'); DROP TABLE identity_users;--", company: '<script>alert(1)</script>', username: '李小龙_é' });
      expect(await users.updateProfile('user-li', { username: 'ada' }, at)).to.deep.equal({ taken: 'username' });
      expect(await users.updateProfile('missing', { bio: 'x' }, at)).to.equal(null);
    });

    it('sets roles, status and password; grants admin by address', async () => {
      const ada = (await users.findById('user-Ada'))!;
      const premium = await users.setRoles(ada.id, roleChange(ada, { isPremium: true }, at), at);
      expect(premium).to.include({ isPremium: true, subscriptionStatus: 'premium' });
      expect(await users.setRoles('missing', roleChange(ada, {}, at), at)).to.equal(null);
      await users.setSubscriptionStatus(ada.id, 'free', at);
      await users.updatePassword(ada.id, 'new-hash', at);
      expect(await users.findById(ada.id)).to.include({ subscriptionStatus: 'free', passwordHash: 'new-hash' });
      expect(await users.grantAdminByEmail('ada@example.org', at)).to.equal(true);
      expect(await users.grantAdminByEmail('nobody@example.org', at)).to.equal(false);
      expect((await users.findById(ada.id))!.isAdmin).to.equal(true);
    });

    it('keeps a proof only for the address it proved, and raises the token version on a revocation', async () => {
      await users.add(newUser('Vera', { id: 'user-vera', email: 'vera@example.org', emailVerifiedAt: at }));
      expect(await users.markEmailVerified('user-vera', 'other@example.org', at)).to.equal(false);
      // Saving the same address keeps the proof; another address is stored unproved in the same statement.
      expect(await users.updateProfile('user-vera', { email: 'vera@example.org', bio: 'x' }, at)).to.deep.include({ emailVerifiedAt: at });
      expect(await users.updateProfile('user-vera', { email: 'vera@new.example' }, at)).to.deep.include({ emailVerifiedAt: null });
      expect(await users.markEmailVerified('user-vera', 'vera@new.example', at)).to.equal(true);
      expect(await users.findById('user-vera')).to.deep.include({ emailVerifiedAt: at, tokenVersion: 0 });
      expect(await users.bumpTokenVersion('user-vera', at)).to.equal(1);
      expect(await users.bumpTokenVersion('missing', at)).to.equal(null);
      const vera = (await users.findById('user-vera'))!;
      const admin = await users.setRoles(vera.id, roleChange(vera, { isAdmin: true }, at, 'config'), at);
      expect(admin).to.include({ isAdmin: true, adminGrantedVia: 'vera@new.example', tokenVersion: 1 });
      const demoted = await users.setRoles(vera.id, roleChange(admin!, { isAdmin: false }, at, 'admin'), at);
      expect(demoted).to.deep.include({ isAdmin: false, adminGrantedVia: null, adminRevokedAt: at, tokenVersion: 2 });
      expect(await users.delete('user-vera')).to.equal(true);
    });

    it('reads flags written as 1 or "true" by other tools as booleans', async () => {
      await db.knex.raw("update identity_users set is_buying = 'true' where id = 'user-li'");
      expect((await users.findById('user-li'))!.isBuying).to.equal(true);
    });

    it('lists newest first with a total, searching names and addresses as plain text', async () => {
      await users.add(newUser('bob_50%', { id: 'user-bob', email: 'bob@example.org' }));
      await db.knex('identity_users').where({ id: 'user-bob' }).update({ created_at: new Date('2030-01-01T00:00:00Z') });
      const page = await users.list({ search: '', limit: 2, offset: 0 });
      expect(page.total).to.equal(3);
      expect(page.entries[0]!.id).to.equal('user-bob');
      expect((await users.list({ search: '50%', limit: 10, offset: 0 })).entries.map((u) => u.id)).to.deep.equal(['user-bob']);
      expect((await users.list({ search: '%', limit: 10, offset: 0 })).total).to.equal(1);
      expect((await users.list({ search: 'LI@EXAMPLE', limit: 10, offset: 0 })).entries.map((u) => u.id)).to.deep.equal(['user-li']);
      expect((await users.list({ search: '', limit: 2, offset: 2 })).entries).to.have.length(1);
    });
  });

  describe('refresh tokens', () => {
    it('stores by hash, rotates once, revokes a family or a user, and cascades with the account', async () => {
      const tokens = new RefreshTokenKnexRepository(db.database);
      const expiresAt = new Date('2026-11-23T12:00:00Z');
      const a = await tokens.add({ tokenHash: hashOpaqueToken('a'), familyId: 'fam-1', userId: 'user-Ada', rememberMe: true, expiresAt });
      const b = await tokens.add({ tokenHash: hashOpaqueToken('b'), familyId: 'fam-1', userId: 'user-Ada', rememberMe: true, expiresAt });
      await tokens.add({ tokenHash: hashOpaqueToken('c'), familyId: 'fam-2', userId: 'user-Ada', rememberMe: false, expiresAt });
      expect(a).to.include({ familyId: 'fam-1', rememberMe: true, rotatedAt: null, revokedAt: null });
      expect((await tokens.findByHash(hashOpaqueToken('a')))!.expiresAt.toISOString()).to.equal(expiresAt.toISOString());

      const [first, second] = await Promise.all([tokens.markRotated(a.id, at), tokens.markRotated(a.id, at)]);
      expect([first, second].filter(Boolean)).to.have.length(1);
      expect((await tokens.findByHash(hashOpaqueToken('a')))!.rotatedAt!.toISOString()).to.equal(at.toISOString());

      expect(await tokens.revokeFamily('fam-1', at)).to.equal(2);
      expect((await tokens.findByHash(hashOpaqueToken('b')))!.revokedAt).to.be.instanceOf(Date);
      expect(await tokens.markRotated(b.id, at)).to.equal(false);
      expect((await tokens.findByHash(hashOpaqueToken('c')))!.revokedAt).to.equal(null);
      expect(await tokens.revokeAllForUser('user-Ada', at)).to.equal(1);
      expect(await tokens.listForUser('user-Ada')).to.have.length(3);

      await users.add(newUser('Temp', { id: 'user-temp', email: 'temp@example.org' }));
      await tokens.add({ tokenHash: hashOpaqueToken('t'), familyId: 'fam-3', userId: 'user-temp', rememberMe: false, expiresAt });
      expect(await users.delete('user-temp')).to.equal(true);
      expect(await tokens.findByHash(hashOpaqueToken('t'))).to.equal(null);
      expect(await tokens.deleteForUser('user-Ada')).to.equal(3);
    });
  });

  describe('password resets', () => {
    it('uses a token once and invalidates the rest of the user', async () => {
      const resets = new PasswordResetKnexRepository(db.database);
      const expiresAt = new Date('2026-11-22T13:00:00Z');
      const one = await resets.add({ userId: 'user-Ada', tokenHash: hashOpaqueToken('r1'), expiresAt });
      await resets.add({ userId: 'user-Ada', tokenHash: hashOpaqueToken('r2'), expiresAt });
      expect(one).to.include({ userId: 'user-Ada', usedAt: null });
      expect(await resets.markUsed(one.id, at)).to.equal(true);
      expect(await resets.markUsed(one.id, at)).to.equal(false);
      await resets.invalidateForUser('user-Ada', at);
      expect((await resets.findByHash(hashOpaqueToken('r2')))!.usedAt!.toISOString()).to.equal(at.toISOString());
      expect(await resets.listForUser('user-Ada')).to.have.length(2);
      expect(await resets.deleteForUser('user-Ada')).to.equal(2);
      expect(await resets.findByHash(hashOpaqueToken('r1'))).to.equal(null);
    });
  });

  describe('two-factor and challenges', () => {
    it('keeps a pending secret apart, enables it with codes, refuses older steps and spent codes', async () => {
      const factors = new TwoFactorKnexRepository(db.database);
      await factors.savePending('user-Ada', 'sealed-1', at);
      await factors.savePending('user-Ada', 'sealed-2', at);
      expect(await factors.find('user-Ada')).to.deep.equal({ secretSealed: null, pendingSecretSealed: 'sealed-2', enabledAt: null, lastUsedStep: null });
      expect((await users.findById('user-Ada'))!.twoFactorEnabled).to.equal(false);

      await factors.enable('user-Ada', 100, ['h1', 'h2', 'h3'], at);
      const state = (await factors.find('user-Ada'))!;
      expect(state).to.include({ secretSealed: 'sealed-2', pendingSecretSealed: null, lastUsedStep: 100 });
      expect(state.enabledAt!.toISOString()).to.equal(at.toISOString());
      expect((await users.findById('user-Ada'))!.twoFactorEnabled).to.equal(true);

      expect(await factors.useStep('user-Ada', 100)).to.equal(false);
      const racing = await Promise.all([factors.useStep('user-Ada', 101), factors.useStep('user-Ada', 101)]);
      expect(racing.filter(Boolean)).to.have.length(1);

      expect(await factors.countUnusedRecoveryCodes('user-Ada')).to.equal(3);
      const spent = await Promise.all([factors.useRecoveryCode('user-Ada', 'h2', at), factors.useRecoveryCode('user-Ada', 'h2', at)]);
      expect(spent.filter(Boolean)).to.have.length(1);
      expect(await factors.useRecoveryCode('user-Ada', 'unknown', at)).to.equal(false);
      expect(await factors.countUnusedRecoveryCodes('user-Ada')).to.equal(2);
      await factors.replaceRecoveryCodes('user-Ada', ['n1', 'n2'], at);
      expect(await factors.useRecoveryCode('user-Ada', 'h1', at)).to.equal(false);
      expect(await factors.countUnusedRecoveryCodes('user-Ada')).to.equal(2);

      await factors.disable('user-Ada');
      expect(await factors.find('user-Ada')).to.equal(null);
      expect(await factors.countUnusedRecoveryCodes('user-Ada')).to.equal(0);
    });

    it('counts challenge failures atomically and deletes a challenge once', async () => {
      const challenges = new LoginChallengeKnexRepository(db.database);
      await challenges.add({ id: 'ch-1', userId: 'user-Ada', rememberMe: true, failedAttempts: 0, expiresAt: new Date('2026-11-22T12:05:00Z') });
      expect(await challenges.find('ch-1')).to.deep.include({ userId: 'user-Ada', rememberMe: true, failedAttempts: 0 });
      const counts = await Promise.all([challenges.recordFailure('ch-1'), challenges.recordFailure('ch-1'), challenges.recordFailure('ch-1')]);
      expect([...counts].sort()).to.deep.equal([1, 2, 3]);
      expect(await challenges.recordFailure('missing')).to.equal(Number.POSITIVE_INFINITY);
      expect(await challenges.delete('ch-1')).to.equal(true);
      expect(await challenges.delete('ch-1')).to.equal(false);
      await challenges.add({ id: 'ch-2', userId: 'user-Ada', rememberMe: false, failedAttempts: 0, expiresAt: at });
      await challenges.deleteForUser('user-Ada');
      expect(await challenges.find('ch-2')).to.equal(null);
    });
  });

  it('rolls back with the surrounding transaction', async () => {
    await db.database
      .transaction(async () => {
        await users.add(newUser('Ghost', { id: 'user-ghost', email: 'ghost@example.org' }));
        throw new Error('abort');
      })
      .catch(() => undefined);
    expect(await users.findById('user-ghost')).to.equal(null);
  });
});

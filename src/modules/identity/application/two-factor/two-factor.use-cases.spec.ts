import { expect } from 'chai';
import { totpCodeAt } from '../../domain/two-factor.js';
import { failure, identityKit, type IdentityKit } from '../../testing/in-memory-fakes.fake.js';

describe('two-factor enrolment and sign-in', () => {
  const password = 'a long passphrase';
  let kit: IdentityKit;
  let userId: string;
  const signIn = (rememberMe = false, ip = '198.51.100.1') => kit.signIn.execute({ email: 'ada@example.org', password, rememberMe, ip });
  const challengeOf = async (ip?: string) => {
    const result = await signIn(false, ip);
    if (result.kind !== 'two-factor') throw new Error('expected a challenge');
    return result.challenge;
  };

  async function enrolled(): Promise<{ secret: string; codes: string[] }> {
    const { secret } = await kit.setUp2fa.execute(userId);
    const codes = await kit.enable2fa.execute(userId, totpCodeAt(secret, kit.clock.now()));
    kit.clock.advance(30_000);
    return { secret, codes };
  }

  beforeEach(async () => {
    kit = identityKit();
    userId = (await kit.register({ username: 'ada', email: 'ada@example.org', password })).user.id;
  });

  it('stays pending until confirmed with a valid code, then hands out ten distinct recovery codes', async () => {
    const setup = await kit.setUp2fa.execute(userId);
    expect(setup.otpauthUrl).to.match(/^otpauth:\/\/totp\/StackLens:ada%40example\.org\?/).and.include(`secret=${setup.secret}`).and.include('digits=6').and.include('period=30');
    expect(setup.qrSvg).to.match(/^<svg/);
    // The secret is stored sealed, never in clear.
    expect(JSON.stringify([...kit.twoFactor.states.values()])).not.to.include(setup.secret);
    expect((await signIn()).kind).to.equal('session');

    expect(await failure(kit.enable2fa.execute(userId, '000000'))).to.include({ code: 'AUTH_2FA_INVALID' });
    const codes = await kit.enable2fa.execute(userId, totpCodeAt(setup.secret, kit.clock.now()));
    expect(codes).to.have.length(10);
    expect(new Set(codes).size).to.equal(10);
    for (const code of codes) expect(code).to.match(/^[0-9a-hj-km-np-tv-z]{5}-[0-9a-hj-km-np-tv-z]{5}$/);
    expect(kit.twoFactor.codes.map((c) => c.hash)).to.deep.equal(codes.map((c) => `fp:${c}`));
    expect(await failure(kit.setUp2fa.execute(userId))).to.include({ code: 'AUTH_2FA_ALREADY_ENABLED' });
    expect(await failure(kit.enable2fa.execute(userId, '123456'))).to.include({ code: 'AUTH_2FA_ALREADY_ENABLED' });
  });

  it('refuses to enable without a pending set-up', async () => {
    expect(await failure(kit.enable2fa.execute(userId, '123456'))).to.include({ code: 'AUTH_2FA_NOT_PENDING' });
  });

  it('requires the code at sign-in; the same code is refused twice within its step', async () => {
    const { secret } = await enrolled();
    const code = totpCodeAt(secret, kit.clock.now());
    const session = await kit.completeTwoFactor.execute({ challenge: await challengeOf(), code, ip: '198.51.100.1' });
    expect(session.user.twoFactorEnabled).to.equal(true);
    const replay = await failure(kit.completeTwoFactor.execute({ challenge: await challengeOf(), code, ip: '198.51.100.1' }));
    expect(replay).to.include({ code: 'AUTH_2FA_INVALID' });
    expect(replay.details).to.deep.equal({ attemptsLeft: 4 });
  });

  it('accepts a code one step old (clock drift) but not two', async () => {
    const { secret } = await enrolled();
    kit.clock.advance(60_000);
    const challenge = await challengeOf();
    expect(await failure(kit.completeTwoFactor.execute({ challenge, code: totpCodeAt(secret, new Date(kit.clock.now().getTime() - 60_000)), ip: '198.51.100.1' }))).to.include({ code: 'AUTH_2FA_INVALID' });
    const session = await kit.completeTwoFactor.execute({ challenge, code: totpCodeAt(secret, new Date(kit.clock.now().getTime() - 30_000)), ip: '198.51.100.1' });
    expect(session.user.id).to.equal(userId);
  });

  it('ends the challenge at the fifth wrong code; a new sign-in and a recovery code work, once', async () => {
    const { codes } = await enrolled();
    const challenge = await challengeOf();
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await failure(kit.completeTwoFactor.execute({ challenge, code: '000000', ip: '198.51.100.2' })));
    expect(answers.map((a) => a.code)).to.deep.equal(['AUTH_2FA_INVALID', 'AUTH_2FA_INVALID', 'AUTH_2FA_INVALID', 'AUTH_2FA_INVALID', 'AUTH_2FA_CHALLENGE_EXPIRED']);
    expect(answers.slice(0, 4).map((a) => a.details!.attemptsLeft)).to.deep.equal([4, 3, 2, 1]);
    expect(await failure(kit.completeTwoFactor.execute({ challenge, code: codes[0]!, ip: '198.51.100.2' }))).to.include({ code: 'AUTH_2FA_CHALLENGE_EXPIRED' });

    const recovery = codes[0]!.toUpperCase().replace('-', ' ');
    expect((await kit.completeTwoFactor.execute({ challenge: await challengeOf('198.51.100.3'), code: recovery, ip: '198.51.100.3' })).user.id).to.equal(userId);
    expect(await failure(kit.completeTwoFactor.execute({ challenge: await challengeOf('198.51.100.3'), code: codes[0]!, ip: '198.51.100.3' }))).to.include({ code: 'AUTH_2FA_INVALID' });
  });

  it('expires a challenge after five minutes and refuses a completed one', async () => {
    const { secret } = await enrolled();
    const stale = await challengeOf();
    kit.clock.advance(5 * 60_000 + 1);
    expect(await failure(kit.completeTwoFactor.execute({ challenge: stale, code: totpCodeAt(secret, kit.clock.now()), ip: '198.51.100.1' }))).to.include({ code: 'AUTH_2FA_CHALLENGE_EXPIRED' });
    const fresh = await challengeOf();
    await kit.completeTwoFactor.execute({ challenge: fresh, code: totpCodeAt(secret, kit.clock.now()), ip: '198.51.100.1' });
    kit.clock.advance(30_000);
    expect(await failure(kit.completeTwoFactor.execute({ challenge: fresh, code: totpCodeAt(secret, kit.clock.now()), ip: '198.51.100.1' }))).to.include({ code: 'AUTH_2FA_CHALLENGE_EXPIRED' });
    expect(await failure(kit.completeTwoFactor.execute({ challenge: 'not-a-challenge', code: '123456', ip: '198.51.100.1' }))).to.include({ code: 'AUTH_2FA_CHALLENGE_EXPIRED' });
  });

  it('regenerates recovery codes with an app code only, and disables with any valid code', async () => {
    const { secret, codes } = await enrolled();
    expect(await failure(kit.regenerateCodes.execute(userId, codes[1]!))).to.include({ code: 'AUTH_2FA_INVALID' });
    const fresh = await kit.regenerateCodes.execute(userId, totpCodeAt(secret, kit.clock.now()));
    expect(fresh).to.have.length(10);
    expect(fresh).not.to.include(codes[1]);
    expect(await failure(kit.disable2fa.execute(userId, codes[2]!))).to.include({ code: 'AUTH_2FA_INVALID' });
    await kit.disable2fa.execute(userId, fresh[0]!);
    expect(kit.twoFactor.states.has(userId)).to.equal(false);
    expect(kit.twoFactor.codes).to.have.length(0);
    expect((await signIn()).kind).to.equal('session');
    expect(await failure(kit.disable2fa.execute(userId, '123456'))).to.include({ code: 'AUTH_2FA_NOT_ENABLED' });
  });
});

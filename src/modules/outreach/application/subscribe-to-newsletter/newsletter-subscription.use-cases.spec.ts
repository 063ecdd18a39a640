import { expect } from 'chai';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import { IpHasher } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import { hashToken } from '../../domain/newsletter-subscription.js';
import { ConfirmNewsletterSubscription } from '../confirm-newsletter-subscription/confirm-newsletter-subscription.use-case.js';
import { InMemorySubscribers, RecordingMailer } from '../../testing/in-memory-fakes.fake.js';
import { OUTREACH_RATES } from '../rate-limit.js';
import { UnsubscribeFromNewsletter } from '../unsubscribe-from-newsletter/unsubscribe-from-newsletter.use-case.js';
import { SubscribeToNewsletter } from './subscribe-to-newsletter.use-case.js';

describe('newsletter double opt-in (subscribe, confirm, unsubscribe)', () => {
  const setup = () => {
    let now = new Date('2026-11-22T12:00:00Z');
    const clock = { now: () => now };
    const limiter = new MemoryRateLimiter(clock);
    const hasher = new IpHasher('k'.repeat(32));
    const repository = new InMemorySubscribers();
    const mailer = new RecordingMailer();
    const settings = { teamEmail: 'team@x.io', publicUrl: 'https://stacklens.test' };
    return {
      repository,
      mailer,
      advance: (ms: number) => (now = new Date(now.getTime() + ms)),
      subscribe: new SubscribeToNewsletter(repository, limiter, hasher, mailer, clock, settings),
      confirm: new ConfirmNewsletterSubscription(repository, limiter, hasher, clock),
      unsubscribe: new UnsubscribeFromNewsletter(repository, limiter, hasher, clock),
    };
  };
  const ip = '192.0.2.1';
  const tokenIn = (text: string, kind: 'confirm' | 'unsubscribe') =>
    new RegExp(`/${kind === 'confirm' ? 'newsletter/confirm' : 'unsubscribe'}\\?token=([A-Za-z0-9_-]+)`).exec(text)![1]!;

  it('creates a pending subscriber, stores only token hashes, and mails a localized confirmation link', async () => {
    const { repository, mailer, subscribe } = setup();
    await subscribe.execute({ email: '  Ada@Example.org ', locale: 'fr', ip });
    expect(repository.rows).to.have.length(1);
    const row = repository.rows[0]!;
    expect(row).to.include({ email: 'ada@example.org', status: 'pending', locale: 'fr' });
    expect(mailer.sent).to.have.length(1);
    const mail = mailer.sent[0]!;
    expect(mail).to.include({ to: 'ada@example.org', locale: 'fr', template: 'outreach.newsletter-confirm' });
    expect(mail.text).to.include('https://stacklens.test/fr/newsletter/confirm?token=').and.to.include('https://stacklens.test/fr/unsubscribe?token=');
    const confirmToken = tokenIn(mail.text, 'confirm');
    const unsubscribeToken = tokenIn(mail.text, 'unsubscribe');
    expect(mail.headers).to.deep.equal({
      'List-Unsubscribe': `<https://stacklens.test/api/newsletter/unsubscribe/one-click?token=${unsubscribeToken}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(row.confirmTokenHash).to.equal(hashToken(confirmToken));
    expect(row.unsubscribeTokenHash).to.equal(hashToken(unsubscribeToken));
    expect(JSON.stringify(row)).not.to.include(confirmToken).and.not.to.include(unsubscribeToken);
  });

  it('confirms once with the mailed token; a second use, a wrong or an expired token fail alike', async () => {
    const { repository, mailer, subscribe, confirm, advance } = setup();
    await subscribe.execute({ email: 'a@x.io', ip });
    const token = tokenIn(mailer.sent[0]!.text, 'confirm');
    const wrong = await confirm.execute({ token: token + 'x', ip }).catch((e: unknown) => e);
    expect(wrong).to.be.instanceOf(DomainError).with.property('code', 'NEWSLETTER_INVALID_TOKEN');
    await confirm.execute({ token, ip });
    expect(repository.rows[0]).to.include({ status: 'confirmed', confirmTokenHash: null });
    expect(repository.rows[0]!.confirmedAt).to.be.instanceOf(Date);
    const again = await confirm.execute({ token, ip }).catch((e: unknown) => e);
    expect(again).to.be.instanceOf(DomainError).with.property('code', 'NEWSLETTER_INVALID_TOKEN');

    await subscribe.execute({ email: 'b@x.io', ip });
    advance(8 * 24 * 3600 * 1000);
    const expired = await confirm.execute({ token: tokenIn(mailer.sent[1]!.text, 'confirm'), ip }).catch((e: unknown) => e);
    expect(expired).to.be.instanceOf(DomainError).with.property('code', 'NEWSLETTER_INVALID_TOKEN');
  });

  it('answers a confirmed address like any other but mails nothing and changes nothing (no enumeration)', async () => {
    const { repository, mailer, subscribe, confirm } = setup();
    await subscribe.execute({ email: 'a@x.io', ip });
    await confirm.execute({ token: tokenIn(mailer.sent[0]!.text, 'confirm'), ip });
    const before = { ...repository.rows[0]! };
    expect(await subscribe.execute({ email: 'a@x.io', ip })).to.equal(undefined);
    expect(await subscribe.execute({ email: 'new@x.io', ip })).to.equal(undefined);
    expect(mailer.sent.map((m) => m.to)).to.deep.equal(['a@x.io', 'new@x.io']);
    expect(repository.rows[0]).to.deep.equal(before);
  });

  it('re-mails a pending address with fresh tokens (the old link stops working), up to a per-address allowance', async () => {
    const { repository, mailer, subscribe, confirm } = setup();
    await subscribe.execute({ email: 'a@x.io', ip: '192.0.2.1' });
    await subscribe.execute({ email: 'a@x.io', ip: '192.0.2.2' });
    expect(mailer.sent).to.have.length(2);
    const stale = await confirm.execute({ token: tokenIn(mailer.sent[0]!.text, 'confirm'), ip }).catch((e: unknown) => e);
    expect(stale).to.be.instanceOf(DomainError);
    for (let i = 0; i < 5; i++) await subscribe.execute({ email: 'a@x.io', ip: `192.0.2.${10 + i}` });
    expect(mailer.sent).to.have.length(OUTREACH_RATES.mailsPerAddress.limit);
    expect(repository.rows).to.have.length(1);
  });

  it('unsubscribes by one-click token or by address, and answers the same for unknown ones', async () => {
    const { repository, mailer, subscribe, unsubscribe } = setup();
    await subscribe.execute({ email: 'a@x.io', ip });
    await subscribe.execute({ email: 'b@x.io', ip });
    await unsubscribe.execute({ token: tokenIn(mailer.sent[0]!.text, 'unsubscribe'), ip });
    await unsubscribe.execute({ email: 'B@x.io', ip });
    expect(repository.rows.map((r) => r.status)).to.deep.equal(['unsubscribed', 'unsubscribed']);
    expect(await unsubscribe.execute({ email: 'nobody@x.io', ip })).to.equal(undefined);
    expect(await unsubscribe.execute({ token: 'made-up', ip })).to.equal(undefined);
    await subscribe.execute({ email: 'a@x.io', ip });
    expect(repository.rows[0]!.status).to.equal('pending');
  });

  it('limits one-click unsubscribes (from mail providers) separately from, and more loosely than, the pages', async () => {
    const { repository, mailer, subscribe, unsubscribe } = setup();
    await subscribe.execute({ email: 'a@x.io', ip });
    const provider = '203.0.113.7';
    for (let i = 0; i < OUTREACH_RATES.token.limit; i++) await unsubscribe.execute({ token: `made-up-${i}`, ip: provider });
    const page = await unsubscribe.execute({ token: 'made-up', ip: provider }).catch((e: unknown) => e);
    expect(page).to.be.instanceOf(DomainError).with.property('code', 'RATE_LIMITED');
    // The provider's one-click POSTs still go through: their own bucket, well above the per-person one.
    expect(OUTREACH_RATES.oneClick.limit).to.be.above(OUTREACH_RATES.token.limit);
    for (let i = 0; i < OUTREACH_RATES.oneClick.limit - 1; i++) await unsubscribe.execute({ token: `made-up-${i}`, oneClick: true, ip: provider });
    await unsubscribe.execute({ token: tokenIn(mailer.sent[0]!.text, 'unsubscribe'), oneClick: true, ip: provider });
    expect(repository.rows[0]!.status).to.equal('unsubscribed');
    const flood = await unsubscribe.execute({ token: 'made-up', oneClick: true, ip: provider }).catch((e: unknown) => e);
    expect(flood).to.be.instanceOf(DomainError).with.property('code', 'RATE_LIMITED');
  });

  it('validates the address and rate-limits subscriptions per client address', async () => {
    const { subscribe } = setup();
    const bad = await subscribe.execute({ email: 'nope', ip }).catch((e: unknown) => e);
    expect(bad).to.be.instanceOf(DomainError).with.property('code', 'NEWSLETTER_INVALID_EMAIL');
    for (let i = 0; i < OUTREACH_RATES.subscribe.limit; i++) await subscribe.execute({ email: `u${i}@x.io`, ip });
    const refused = await subscribe.execute({ email: 'late@x.io', ip }).catch((e: unknown) => e);
    expect(refused).to.be.instanceOf(DomainError).with.property('code', 'RATE_LIMITED');
  });
});

import { expect } from 'chai';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import { IpHasher } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import { InMemoryContactMessages, RecordingMailer } from '../../testing/in-memory-fakes.fake.js';
import { OUTREACH_RATES } from '../rate-limit.js';
import { SubmitContactMessage } from './submit-contact-message.use-case.js';

describe('SubmitContactMessage', () => {
  const clock = { now: () => new Date('2026-11-22T12:00:00Z') };
  const setup = () => {
    const repository = new InMemoryContactMessages();
    const mailer = new RecordingMailer();
    const useCase = new SubmitContactMessage(repository, new MemoryRateLimiter(clock), new IpHasher('k'.repeat(32)), mailer, {
      teamEmail: 'team@stacklens.test',
      publicUrl: 'https://stacklens.test',
    });
    return { repository, mailer, useCase };
  };
  const form = { name: 'Ada', email: 'ada@example.org', subject: 'partnership', message: 'Could we integrate StackLens with our CI?' };
  const command = { form, userId: null, isPremium: false, ip: '198.51.100.4' };

  it('stores the message with a hashed address, mails the team and acknowledges to the sender', async () => {
    const { repository, mailer, useCase } = setup();
    await useCase.execute({ ...command, userId: 'u7' });
    expect(repository.entries).to.have.length(1);
    expect(repository.entries[0]).to.include({ name: 'Ada', subject: 'partnership', userId: 'u7', priority: false });
    expect(JSON.stringify(repository.entries[0])).not.to.include('198.51.100.4');
    expect(mailer.sent).to.have.length(2);
    expect(mailer.sent[0]).to.include({ to: 'team@stacklens.test', template: 'outreach.contact-notification', locale: 'en' });
    expect(mailer.sent[0]!.subject).not.to.include('[Priority]');
    expect(mailer.sent[0]!.text).to.include('Could we integrate StackLens with our CI?').and.to.include('ada@example.org');
    expect(mailer.sent[1]).to.include({ to: 'ada@example.org', template: 'outreach.contact-acknowledgement', locale: 'en' });
    expect(mailer.sent[1]!.text).to.include('community support').and.to.include('https://stacklens.test/en/faq');
    // Nothing the visitor typed goes back out to the address they typed.
    expect(mailer.sent[1]!.text).not.to.include('Could we integrate').and.not.to.include('Ada');
  });

  it('marks a Premium sender priority and promises the response time in the language of the page', async () => {
    const { repository, mailer, useCase } = setup();
    await useCase.execute({ ...command, form: { ...form, locale: 'fr-CA' }, userId: 'u8', isPremium: true });
    expect(repository.entries[0]).to.include({ userId: 'u8', priority: true });
    expect(mailer.sent[0]!.subject).to.match(/^\[Priority\] /);
    expect(mailer.sent[1]).to.include({ to: 'ada@example.org', locale: 'fr', subject: 'Nous avons bien reçu votre message' });
    expect(mailer.sent[1]!.text).to.include('un jour ouvré').and.not.to.include('/faq');
  });

  it('writes the acknowledgement in the first language of Accept-Language when the form names none', async () => {
    const { mailer, useCase } = setup();
    await useCase.execute({ ...command, acceptLanguage: 'zh-CN,zh;q=0.9,en;q=0.8' });
    expect(mailer.sent[1]).to.include({ locale: 'zh', subject: '我们已收到您的消息' });
    await useCase.execute({ ...command, ip: '198.51.100.9', form: { ...form, locale: 'es' }, acceptLanguage: 'zh' });
    expect(mailer.sent[3]).to.include({ locale: 'es' });
  });

  it('never marks priority without a signed-in account, whatever the form claims', async () => {
    const { repository, useCase } = setup();
    await useCase.execute({ ...command, form: { ...form, priority: true, isPremium: true } as typeof form, isPremium: true });
    expect(repository.entries[0]).to.include({ userId: null, priority: false });
  });

  it('neither stores nor mails an invalid form, and does not count it against the limit', async () => {
    const { repository, mailer, useCase } = setup();
    for (let i = 0; i < OUTREACH_RATES.contact.limit + 2; i++) {
      const error = await useCase.execute({ ...command, form: { ...form, email: 'bad' } }).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(DomainError).with.property('code', 'CONTACT_INVALID_EMAIL');
    }
    expect(repository.entries).to.have.length(0);
    expect(mailer.sent).to.have.length(0);
    await useCase.execute(command);
    expect(repository.entries).to.have.length(1);
  });

  it('refuses an address past the limit with RATE_LIMITED, but not another address', async () => {
    const { repository, useCase } = setup();
    for (let i = 0; i < OUTREACH_RATES.contact.limit; i++) await useCase.execute(command);
    const refused = await useCase.execute(command).catch((e: unknown) => e);
    expect(refused).to.be.instanceOf(DomainError).with.property('code', 'RATE_LIMITED');
    expect(repository.entries).to.have.length(OUTREACH_RATES.contact.limit);
    await useCase.execute({ ...command, ip: '198.51.100.5' });
    expect(repository.entries).to.have.length(OUTREACH_RATES.contact.limit + 1);
  });
});

import { expect } from 'chai';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import { IpHasher } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import { InMemoryFeedback } from '../../testing/in-memory-fakes.fake.js';
import { OUTREACH_RATES } from '../rate-limit.js';
import { SubmitFeedback } from './submit-feedback.use-case.js';

describe('SubmitFeedback', () => {
  const clock = { now: () => new Date('2026-11-22T12:00:00Z') };
  const setup = () => {
    const repository = new InMemoryFeedback();
    return { repository, useCase: new SubmitFeedback(repository, new MemoryRateLimiter(clock), new IpHasher('k'.repeat(32))) };
  };
  const form = { type: 'feature', title: 'Dark charts', description: 'Charts are hard to read in dark mode.', rating: 4 };

  it('stores the feedback with the signed-in user and a hashed address', async () => {
    const { repository, useCase } = setup();
    await useCase.execute({ form, userId: 'u1', ip: '203.0.113.9' });
    expect(repository.entries[0]).to.include({ title: 'Dark charts', rating: 4, userId: 'u1', email: null });
    expect(repository.entries[0]!.ipHash).to.be.a('string').and.not.include('203.0.113.9');
  });

  it('answers FEEDBACK_REQUIRED without storing when a required field is missing', async () => {
    const { repository, useCase } = setup();
    const error = await useCase.execute({ form: { ...form, title: '' }, userId: null, ip: '203.0.113.9' }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(DomainError).with.property('code', 'FEEDBACK_REQUIRED');
    expect(repository.entries).to.have.length(0);
  });

  it('rate-limits per address', async () => {
    const { useCase } = setup();
    for (let i = 0; i < OUTREACH_RATES.feedback.limit; i++) await useCase.execute({ form, userId: null, ip: '203.0.113.9' });
    const refused = await useCase.execute({ form, userId: null, ip: '203.0.113.9' }).catch((e: unknown) => e);
    expect(refused).to.be.instanceOf(DomainError).with.property('code', 'RATE_LIMITED');
  });
});

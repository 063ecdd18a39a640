import { expect } from 'chai';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import { IpHasher } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import type { RefusedAccess, RefusedAccessEntry } from '../../domain/refused-access.js';
import type { AccessLogRepository } from '../ports/access-log.repository.port.js';
import { ACCESS_LOG_RATE, RecordRefusedAccess } from './record-refused-access.use-case.js';

class InMemoryAccessLog implements AccessLogRepository {
  entries: RefusedAccessEntry[] = [];
  async add(entry: RefusedAccess) {
    const stored = { ...entry, id: String(this.entries.length + 1), receivedAt: new Date() };
    this.entries.push(stored);
    return stored;
  }
  async list() {
    return { entries: this.entries, total: this.entries.length };
  }
  async deleteOlderThan() {
    return 0;
  }
  async listForUser(userId: string) {
    return this.entries.filter((e) => e.userId === userId);
  }
  async anonymiseUser(userId: string) {
    const mine = this.entries.filter((e) => e.userId === userId);
    for (const entry of mine) entry.userId = null;
    return mine.length;
  }
}

describe('RecordRefusedAccess', () => {
  const clock = { now: () => new Date('2026-11-22T12:00:00Z') };
  const setup = () => {
    const log = new InMemoryAccessLog();
    const useCase = new RecordRefusedAccess(log, new MemoryRateLimiter(clock), new IpHasher('k'.repeat(32)), clock);
    return { log, useCase };
  };
  const command = { path: '/en/admin', type: 'unauthorized_access' as const, userId: 'u1', ip: '198.51.100.4' };

  it('stores the path, the user and a hash of the address, never the address', async () => {
    const { log, useCase } = setup();
    await useCase.execute(command);
    expect(log.entries).to.have.length(1);
    expect(log.entries[0]).to.include({ path: '/en/admin', userId: 'u1', type: 'unauthorized_access' });
    expect(JSON.stringify(log.entries[0])).not.to.include('198.51.100.4');
  });

  it('refuses the address past the limit without storing, but not another address', async () => {
    const { log, useCase } = setup();
    for (let i = 0; i < ACCESS_LOG_RATE.limit; i++) await useCase.execute(command);
    const refused = await useCase.execute(command).then(
      () => null,
      (e: unknown) => e,
    );
    expect(refused).to.be.instanceOf(DomainError).with.property('code', 'RATE_LIMITED');
    expect(log.entries).to.have.length(ACCESS_LOG_RATE.limit);
    await useCase.execute({ ...command, ip: '198.51.100.5' });
    expect(log.entries).to.have.length(ACCESS_LOG_RATE.limit + 1);
  });
});

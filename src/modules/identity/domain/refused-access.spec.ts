import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { refusedAccess, retentionCutoff } from './refused-access.js';

const now = new Date('2026-11-22T12:00:00Z');
const base = { type: 'unauthorized_access' as const, userId: null, ipHash: 'h' };

describe('refusedAccess', () => {
  it('keeps only the path: query strings and fragments can carry tokens', () => {
    expect(refusedAccess({ ...base, path: '/en/dashboard?token=abc#x' }, now).path).to.equal('/en/dashboard');
  });
  it('believes the browser time unless it is missing, invalid or a day off', () => {
    expect(refusedAccess({ ...base, path: '/a', timestamp: '2026-11-22T11:59:00Z' }, now).occurredAt.toISOString()).to.equal('2026-11-22T11:59:00.000Z');
    expect(refusedAccess({ ...base, path: '/a', timestamp: 'yesterday' }, now).occurredAt).to.equal(now);
    expect(refusedAccess({ ...base, path: '/a', timestamp: '2020-01-01T00:00:00Z' }, now).occurredAt).to.equal(now);
    expect(refusedAccess({ ...base, path: '/a' }, now).occurredAt).to.equal(now);
  });
  it('refuses a relative or oversized path', () => {
    expect(() => refusedAccess({ ...base, path: 'https://evil.example/' }, now)).to.throw(DomainError, /absolute path/);
    expect(() => refusedAccess({ ...base, path: '/' + 'a'.repeat(600) }, now)).to.throw(DomainError);
  });
  it('keeps 90 days', () => {
    expect(retentionCutoff(now).toISOString()).to.equal('2026-08-24T12:00:00.000Z');
  });
});

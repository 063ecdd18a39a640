import { expect } from 'chai';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../../../platform/config/index.js';
import type { Clock } from '../../../../shared/index.js';
import { DEFAULT_EVENT_ALLOWANCES, type OwnerPlanFlags } from '../../domain/event-allowance.js';
import { SYSTEM_SITE_OWNER } from '../../domain/self-site.js';
import { InMemorySites } from '../../testing/in-memory-fakes.fake.js';
import type { ReportQueries, TimeSpan } from '../reports/report-queries.port.js';
import { GetSiteUsage } from './get-site-usage.use-case.js';

const NOW = new Date('2026-12-20T15:00:00Z');
const clock: Clock = { now: () => NOW };

describe('analytics: GetSiteUsage', () => {
  async function setUp(accounts: Record<string, OwnerPlanFlags>, events = 850) {
    const sites = new InMemorySites();
    const spans: TimeSpan[] = [];
    const queries = {
      storedEvents: async (_siteId: string, span: TimeSpan) => (spans.push(span), events),
    } as unknown as ReportQueries;
    const looked: string[] = [];
    const owners = { find: async (userId: string) => (looked.push(userId), accounts[userId] ?? null) };
    const useCase = new GetSiteUsage(sites, queries, owners, { allowances: { trial: 1000, free: 100, standard: 200, premium: 10_000 } }, clock);
    return { sites, spans, looked, useCase };
  }

  it("counts this UTC month's events against the owner's plan, a running trial known from the caller's access", async () => {
    const { sites, spans, useCase } = await setUp({ 'user-1': { isPremium: false, isStandard: false } });
    const site = await sites.create({ userId: 'user-1', name: 'S', url: 'https://s.example', host: 's.example' });
    const usage = await useCase.execute({ siteId: site.id, caller: { userId: 'user-1' }, callerHasPremiumAccess: true });
    expect(usage).to.deep.equal({ month: '2026-12', events: 850, allowance: 1000, percent: 85, level: 'warning', plan: 'trial', resetsAt: '2027-01-01T00:00:00.000Z' });
    expect(spans).to.deep.equal([{ start: new Date('2026-12-01T00:00:00Z'), end: new Date('2027-01-01T00:00:00Z') }]);
  });

  it('gives the built-in site Premium\'s allowance without looking its owner up, and hides other owners\' sites', async () => {
    const { sites, looked, useCase } = await setUp({});
    const self = await sites.create({ userId: SYSTEM_SITE_OWNER, name: 'StackLens', url: 'https://stacklens.example', host: 'stacklens.example' });
    const usage = await useCase.execute({ siteId: self.id, caller: { userId: 'admin-1', isAdmin: true }, callerHasPremiumAccess: false });
    expect(usage).to.include({ plan: 'premium', allowance: 10_000, level: 'ok' });
    expect(looked).to.deep.equal([]);
    const other = await sites.create({ userId: 'user-2', name: 'O', url: 'https://o.example', host: 'o.example' });
    let code = '';
    await useCase.execute({ siteId: other.id, caller: { userId: 'user-1' }, callerHasPremiumAccess: true }).catch((error: { code: string }) => (code = error.code));
    expect(code).to.equal('ANALYTICS_SITE_NOT_FOUND');
  });

  it('ships the defaults of domain/event-allowance.ts as the configuration defaults', () => {
    const config = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'stacklens-allowance-')) });
    expect(config.analyticsAllowances).to.deep.equal(DEFAULT_EVENT_ALLOWANCES);
    const set = loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'stacklens-allowance-')), ANALYTICS_MONTHLY_EVENTS_PREMIUM: '2500000' });
    expect(set.analyticsAllowances.premium).to.equal(2_500_000);
    expect(() => loadConfig({ DATA_DIR: mkdtempSync(join(tmpdir(), 'stacklens-allowance-')), ANALYTICS_MONTHLY_EVENTS_TRIAL: '0' })).to.throw(/ANALYTICS_MONTHLY_EVENTS_TRIAL/);
  });
});

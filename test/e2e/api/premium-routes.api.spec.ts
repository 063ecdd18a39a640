import { expect } from 'chai';
import { isPremiumApiPath, PLAN_FEATURES, premiumApiPrefixes } from '../../../src/modules/billing/index.js';
import { PLAN_FEATURES as SHARED_PLAN_FEATURES } from '../../../src/shared/billing/index.js';
import type { PlansResponse } from '../../../src/modules/billing/contract.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The server's premium policy against the plans' feature table (src/shared/billing, billing README,
 * "Plans"): every mounted route, from the running app so a module added later is walked too, declares
 * `auth: 'premium'` exactly when its path lies under a premium feature's API prefix. What the premium
 * policy lets through by role is route-policies.api.spec.ts's matrix.
 */
describe('premium routes follow the plans\' feature table (started app)', function () {
  this.timeout(120_000);
  let app: TestApp;

  before(async () => {
    app = await startTestApp();
  });
  after(async () => {
    await app?.stop();
  });

  it('the billing module serves the shared table itself, not a copy', () => {
    expect(PLAN_FEATURES).to.equal(SHARED_PLAN_FEATURES);
  });

  it('declares premium every route under a premium prefix and no other', () => {
    const routes = app.process.routes.filter((r) => r.path.startsWith('/api/'));
    const wrong = routes
      .filter((route) => (route.auth === 'premium') !== isPremiumApiPath(route.path))
      .map((route) => `${route.method} ${route.path} is ${route.auth}`);
    expect(wrong).to.deep.equal([]);
    // Each prefix guards something: a prefix left behind by a moved route would let the table claim a premium API nobody serves.
    for (const prefix of premiumApiPrefixes()) {
      expect(routes.some((route) => route.auth === 'premium' && (route.path === prefix || route.path.startsWith(`${prefix}/`))), prefix).to.equal(true);
    }
  });

  it('answers the same table in GET /api/payment/plans', async () => {
    const res = await fetch(`${app.baseUrl}/api/payment/plans`);
    expect(res.status).to.equal(200);
    const body = (await res.json()) as PlansResponse;
    expect(body.features).to.deep.equal(SHARED_PLAN_FEATURES.map((f) => ({ id: f.id, plan: f.plan, tools: [...f.tools] })));
  });
});

import { useEffect, useState } from 'react';
import type { PlansResponse } from '../../../../src/modules/billing/contract.js';

type Plans = PlansResponse['plans'];

/**
 * The plan prices the teasers show, as the server configures them (GET /api/payment/plans,
 * `PLAN_*_PRICE_CENTS`). A plain fetch, not an RTK Query endpoint: the home page is in the first bundle,
 * and injecting an endpoint would pull the API layer (app/api.ts, loaded lazily) into it, past the page's
 * JavaScript budget (test/e2e/web/budget.web.spec.ts). The answer is public and the same for everyone.
 * Undefined until it arrives, and when it cannot: the teasers then show a dash, never a stale figure.
 */
export function useHomePlans(): Plans | undefined {
  const [plans, setPlans] = useState<Plans>();
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/payment/plans', { signal: controller.signal, credentials: 'omit' })
      .then((response) => (response.ok ? (response.json() as Promise<PlansResponse>) : undefined))
      .then((body) => {
        if (body) setPlans(body.plans);
      })
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return plans;
}

import { inject, injectable } from 'inversify';
import { parseInput, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import type { TestCardResponse, TestRedirectResponse } from '../../contract.js';
import { TestPaymentGateway } from '../external/test.payment-provider.js';
import { testCardSchema, testChallengeSchema, testPayPalSchema } from './request-schemas.js';

/**
 * What a provider's own pages would do, for the test payment provider (billing README, "Test mode"):
 * the local card form, the 3-D Secure challenge page and the PayPal approval page post here. Mounted
 * only when the test provider stands in, which production refuses.
 */
@injectable()
export class TestProviderRoutes implements RouteProvider {
  constructor(@inject(TestPaymentGateway) private readonly gateway: TestPaymentGateway) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/payment/test/card',
        auth: 'user',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = parseInput(testCardSchema, ctx.request.body);
          const outcome = await this.gateway.confirmCard(body);
          ctx.body = { success: true, ...outcome } satisfies TestCardResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/payment/test/3ds',
        auth: 'user',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = parseInput(testChallengeSchema, ctx.request.body);
          ctx.body = { success: true, redirectUrl: await this.gateway.completeChallenge(body) } satisfies TestRedirectResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/payment/test/paypal',
        auth: 'user',
        bodyLimit: '4kb',
        handler: async (ctx) => {
          const body = parseInput(testPayPalSchema, ctx.request.body);
          ctx.body = { success: true, redirectUrl: await this.gateway.approvePayPal(body) } satisfies TestRedirectResponse;
        },
      },
    ];
  }
}

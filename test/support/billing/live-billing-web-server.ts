import { resolve } from 'node:path';
import { startTestApp, type TestApp } from '../test-app.js';
import { PayPalInterceptor } from './paypal-interceptor.js';
import { StripeContractServer } from './stripe-contract-server.js';
import { ViesServer } from './vies-server.js';

const PAYPAL = { id: 'live-web-client-0001', secret: 'live-web-secret-0001', webhook: 'WH-LIVE-WEB-0001' };

export interface LiveBillingWeb {
  app: TestApp;
  stripe: StripeContractServer;
  vies: ViesServer;
  stop(): Promise<void>;
}

/**
 * A second web server for the browser specs of billing with provider keys, beside the worker's shared
 * one (test/support/web-server.ts), which runs the test payment provider as `make start` does and takes
 * no per-spec settings. This one runs as production would: Stripe's three keys against the local
 * contract server (STRIPE_API_URL), PayPal's keys with the SDK's calls intercepted in this process, and
 * VIES_URL at the local VIES server; so `testMode` is false and the checkout draws Stripe's Payment
 * Element. It serves the same build (FRONTEND_DIST), with the api and worker roles (the worker renders
 * and mails the invoice), and its own schema, data folder and queue prefix.
 *
 * The caller points the web harness at it for its describe block (WEB_BASE_URL) and back afterwards.
 */
export async function startLiveBillingWeb(): Promise<LiveBillingWeb> {
  const stripe = await new StripeContractServer().start();
  const vies = await new ViesServer().start();
  const paypal = new PayPalInterceptor(PAYPAL.id, PAYPAL.secret, PAYPAL.webhook).start();
  const tag = process.env.WEB_RUN_TAG;
  const app = await startTestApp({
    roles: ['api', 'worker'],
    schemaPrefix: tag ? `tw_${tag}_` : undefined,
    scratchDir: process.env.WEB_RUN_DIR,
    env: {
      FRONTEND_DIST: resolve(process.env.FRONTEND_DIST ?? 'frontend/dist'),
      // VIES, the contract server and the page's own server are on loopback.
      ALLOW_PRIVATE_TARGETS: 'true',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_PUBLISHABLE_KEY: stripe.publishableKey,
      STRIPE_WEBHOOK_SECRET: 'whsec_livewebspec0001',
      STRIPE_API_URL: stripe.url,
      PAYPAL_CLIENT_ID: PAYPAL.id,
      PAYPAL_CLIENT_SECRET: PAYPAL.secret,
      PAYPAL_WEBHOOK_ID: PAYPAL.webhook,
      PAYPAL_ENVIRONMENT: 'sandbox',
      VIES_URL: vies.url,
    },
  });
  return {
    app,
    stripe,
    vies,
    stop: async () => {
      await app.stop();
      paypal.stop();
      await Promise.all([stripe.stop(), vies.stop()]);
    },
  };
}

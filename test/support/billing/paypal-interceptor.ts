import { randomBytes } from 'node:crypto';
import nock from 'nock';

export const PAYPAL_SANDBOX = 'https://api-m.sandbox.paypal.com';

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  customId: string;
  referenceId: string;
  captureId: string | null;
  /** What the capture answers, when a test makes PayPal misbehave. */
  captureAs: { status?: string; amount?: { currency_code: string; value: string } } | null;
}

export interface RecordedPayPalRequest {
  method: string;
  path: string;
  requestId: string | null;
  authorization: string | null;
  body: Record<string, unknown> | null;
}

/**
 * PayPal's REST API as @paypal/paypal-server-sdk and our webhook check call it, answered by HTTP
 * interception (nock) in this process, with every other host refused except 127.0.0.1: nothing reaches
 * the internet. Orders v2 with `PayPal-Request-Id` replaying the first answer, the capture, refunds,
 * OAuth, and verify-webhook-signature, which says SUCCESS only for a transmission `sign` produced.
 */
export class PayPalInterceptor {
  readonly requests: RecordedPayPalRequest[] = [];
  readonly orders = new Map<string, FakeOrder>();
  private readonly byRequestId = new Map<string, unknown>();
  private readonly signatures = new Map<string, string>();
  /** The next calls to this path answer this status (a PayPal outage). */
  failNext: { path: RegExp; status: number; times: number } | null = null;

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
    readonly webhookId: string,
  ) {}

  start(): this {
    if (!nock.isActive()) nock.activate();
    nock.disableNetConnect();
    nock.enableNetConnect(/^(127\.0\.0\.1|localhost)(:\d+)?$/);
    const scope = nock(PAYPAL_SANDBOX).persist();
    const answer = this.answer.bind(this);
    const handler = (method: string) =>
      function (this: { req: { headers: Record<string, string | string[] | undefined> } }, path: string, body: unknown): [number, unknown] {
        return answer(method, path, this.req.headers, body);
      };
    scope.post(/.*/).reply(handler('POST'));
    scope.get(/.*/).reply(handler('GET'));
    return this;
  }

  stop(): void {
    nock.cleanAll();
    nock.enableNetConnect();
    nock.restore();
  }

  /** The customer approved the order on PayPal's page. */
  approve(id: string): void {
    this.orders.get(id)!.status = 'APPROVED';
  }

  /** PayPal's headers for a webhook delivery of `body`, which verify-webhook-signature will accept. */
  sign(body: string): Record<string, string> {
    const transmissionId = randomBytes(8).toString('hex');
    const sig = randomBytes(24).toString('base64');
    this.signatures.set(transmissionId, `${sig}|${body}`);
    return {
      'paypal-transmission-id': transmissionId,
      'paypal-transmission-time': new Date().toISOString(),
      'paypal-transmission-sig': sig,
      'paypal-cert-url': `${PAYPAL_SANDBOX}/v1/notifications/certs/CERT-fake`,
      'paypal-auth-algo': 'SHA256withRSA',
    };
  }

  calls(method: string, path: RegExp): RecordedPayPalRequest[] {
    return this.requests.filter((r) => r.method === method && path.test(r.path));
  }

  private answer(method: string, path: string, headers: Record<string, string | string[] | undefined>, raw: unknown): [number, unknown] {
    const header = (name: string) => {
      const value = headers[name];
      return (Array.isArray(value) ? value[0] : value) ?? null;
    };
    const body = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : typeof raw === 'string' && raw.startsWith('{') ? (JSON.parse(raw) as Record<string, unknown>) : null;
    const requestId = header('paypal-request-id');
    this.requests.push({ method, path, requestId, authorization: header('authorization'), body });
    if (this.failNext && this.failNext.path.test(path) && this.failNext.times > 0) {
      this.failNext.times -= 1;
      return [this.failNext.status, { name: 'INTERNAL_SERVER_ERROR', message: 'injected', debug_id: 'x' }];
    }
    if (method === 'POST' && path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (header('authorization') !== expected) return [401, { error: 'invalid_client', error_description: 'Client Authentication failed' }];
      return [200, { access_token: 'A21AA-fake-token', token_type: 'Bearer', expires_in: 32400, scope: 'https://uri.paypal.com/services/payments/payment' }];
    }
    if (header('authorization') !== 'Bearer A21AA-fake-token') return [401, { name: 'AUTHENTICATION_FAILURE', message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.' }];
    if (requestId && this.byRequestId.has(`${method} ${path} ${requestId}`)) return [200, this.byRequestId.get(`${method} ${path} ${requestId}`)];
    const remember = (answer: [number, unknown]): [number, unknown] => {
      if (requestId && answer[0] < 300) this.byRequestId.set(`${method} ${path} ${requestId}`, answer[1]);
      return answer;
    };

    if (method === 'POST' && path === '/v2/checkout/orders') {
      const unit = (body?.purchase_units as { reference_id: string; custom_id: string; amount: { currency_code: string; value: string } }[] | undefined)?.[0];
      if (body?.intent !== 'CAPTURE' || !unit || !/^\d+\.\d{2}$/.test(unit.amount.value)) return [400, { name: 'INVALID_REQUEST', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] }];
      const id = randomBytes(8).toString('hex').toUpperCase().slice(0, 17);
      const order: FakeOrder = { id, status: 'PAYER_ACTION_REQUIRED', amount: unit.amount, customId: unit.custom_id, referenceId: unit.reference_id, captureId: null, captureAs: null };
      this.orders.set(id, order);
      return remember([200, this.representation(order)]);
    }
    const orderPath = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    if (orderPath) {
      const order = this.orders.get(orderPath[1]!);
      if (!order) return [404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] }];
      if (method === 'GET') return [200, this.representation(order)];
      if (order.status === 'COMPLETED') return [422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED', description: 'Order already captured.' }] }];
      if (order.status !== 'APPROVED') return [422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED', description: 'Payer has not yet approved the Order for payment.' }] }];
      order.status = 'COMPLETED';
      order.captureId = randomBytes(8).toString('hex').toUpperCase();
      return remember([201, this.representation(order)]);
    }
    const refundPath = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (method === 'POST' && refundPath) {
      const order = [...this.orders.values()].find((o) => o.captureId === refundPath[1]);
      if (!order) return [404, { name: 'RESOURCE_NOT_FOUND' }];
      return remember([201, { id: randomBytes(8).toString('hex').toUpperCase(), status: 'COMPLETED', amount: (body?.amount as unknown) ?? order.amount }]);
    }
    if (method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const expected = this.signatures.get(String(body?.transmission_id));
      const ok = body?.webhook_id === this.webhookId && expected === `${String(body?.transmission_sig)}|${JSON.stringify(body?.webhook_event)}`;
      return [200, { verification_status: ok ? 'SUCCESS' : 'FAILURE' }];
    }
    return [404, { name: 'RESOURCE_NOT_FOUND' }];
  }

  private representation(order: FakeOrder) {
    const captured = order.status === 'COMPLETED';
    const captureAmount = order.captureAs?.amount ?? order.amount;
    return {
      id: order.id,
      intent: 'CAPTURE',
      status: order.status,
      purchase_units: [
        {
          reference_id: order.referenceId,
          custom_id: order.customId,
          amount: order.amount,
          ...(captured ? { payments: { captures: [{ id: order.captureId, status: order.captureAs?.status ?? 'COMPLETED', amount: captureAmount, custom_id: order.customId, final_capture: true }] } } : {}),
        },
      ],
      links: [
        { href: `${PAYPAL_SANDBOX}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
        ...(order.status === 'PAYER_ACTION_REQUIRED' ? [{ href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' }] : []),
      ],
    };
  }
}

import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as stripe-node sent it: what the contract checks are made on. */
export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: Record<string, string>;
  idempotencyKey: string | null;
  authorization: string | null;
  stripeVersion: string | null;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  description: string | null;
  receipt_email: string | null;
  metadata: Record<string, string>;
  latest_charge: string | null;
  last_payment_error: { code: string; decline_code?: string } | null;
  next_action: { type: 'redirect_to_url'; redirect_to_url: { url: string; return_url: string } } | null;
  created: number;
  livemode: false;
}

type Fault = { kind: 'status'; status: number } | { kind: 'lose-answer' };

/** Stripe's documented test cards the confirm below knows (docs.stripe.com/testing). */
export const STRIPE_TEST_CARDS = { succeeds: '4242424242424242', threeDSecure: '4000002760003184', declined: '4000000000000002' } as const;

/** Where the confirm sends a 3-D Secure card: the bank's page, on Stripe's hooks host (the browser test serves it). */
export const STRIPE_3DS_PAGE = 'https://hooks.stripe.com/3d_secure_2/authenticate';

/**
 * The part of Stripe's API our adapter calls (PaymentIntents create, retrieve and cancel; refunds), run
 * on 127.0.0.1 for stripe-node's `host`, `port` and `protocol` options. It keeps Stripe's contract as
 * documented: form-encoded parameters, the secret key as bearer, `Idempotency-Key` replaying the first
 * answer (and refusing the same key with other parameters), Stripe's error shape and status codes. The
 * test moves a PaymentIntent as a customer would (`succeed`, `requireAction`, `decline`) and injects
 * faults: a 5xx, or an answer lost after the work was done (the client sees its connection drop).
 * It also answers the one call Stripe.js makes from the browser for our Payment Element: the confirm of a
 * PaymentIntent, authorised as Stripe.js does it, by the publishable key and the intent's client secret
 * (never the secret key), moving the intent by Stripe's test card numbers.
 */
export class StripeContractServer {
  readonly requests: RecordedStripeRequest[] = [];
  readonly intents = new Map<string, Intent>();
  readonly refunds = new Map<string, { id: string; payment_intent: string; amount: number }>();
  private readonly replays = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  private readonly faults: Fault[] = [];
  private readonly server: Server;
  url = '';

  readonly publishableKey = `pk_test_${randomBytes(12).toString('hex')}`;

  constructor(readonly secretKey = `sk_test_${randomBytes(12).toString('hex')}`) {
    this.server = createServer((req, res) => void this.handle(req, res));
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** The next request meets this fault (in order, one each). */
  inject(fault: Fault): void {
    this.faults.push(fault);
  }

  succeed(id: string): Intent {
    const intent = this.intents.get(id)!;
    Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, latest_charge: `ch_${randomBytes(12).toString('hex')}`, last_payment_error: null, next_action: null });
    return intent;
  }

  requireAction(id: string): Intent {
    return Object.assign(this.intents.get(id)!, { status: 'requires_action' });
  }

  decline(id: string): Intent {
    return Object.assign(this.intents.get(id)!, { status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds' } });
  }

  /** Requests to a path (`POST /v1/payment_intents`), in order. */
  calls(method: string, pathPrefix: string): RecordedStripeRequest[] {
    return this.requests.filter((r) => r.method === method && r.path.startsWith(pathPrefix));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const body = Buffer.concat(chunks).toString('utf8');
    const params = Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body));
    const header = (name: string) => (req.headers[name] as string | undefined) ?? null;
    const recorded: RecordedStripeRequest = { method: req.method ?? 'GET', path: url.pathname, params, idempotencyKey: header('idempotency-key'), authorization: header('authorization'), stripeVersion: header('stripe-version') };
    this.requests.push(recorded);

    const fault = this.faults.shift();
    if (fault?.kind === 'status') return send(res, fault.status, stripeError('api_error', 'Injected server error'));

    if (recorded.authorization !== `Bearer ${this.secretKey}` && !confirmedBy(this, recorded)) return send(res, 401, stripeError('invalid_request_error', 'Invalid API Key provided'));
    const key = recorded.idempotencyKey;
    const fingerprint = createHash('sha256').update(`${recorded.method} ${recorded.path} ${body}`).digest('hex');
    if (key && req.method === 'POST') {
      const earlier = this.replays.get(key);
      if (earlier && earlier.fingerprint !== fingerprint) {
        return send(res, 400, stripeError('idempotency_error', 'Keys for idempotent requests can only be used with the same parameters they were first used with.'));
      }
      if (earlier) return send(res, earlier.status, earlier.body, { 'idempotent-replayed': 'true' });
    }
    const [status, answer] = this.route(recorded);
    if (key && req.method === 'POST' && status < 500) this.replays.set(key, { fingerprint, status, body: answer });
    // The work is done and kept, but the answer never reaches the client (a dropped connection).
    if (fault?.kind === 'lose-answer') return void res.socket?.destroy();
    send(res, status, answer);
  }

  /** Confirm with a card: 4242… pays, 4000 0027 6000 3184 sends the customer to the bank's page, 4000…0002 is declined. */
  private confirm(intent: Intent | undefined, p: Record<string, string>): [number, unknown] {
    if (!intent) return [404, stripeError('invalid_request_error', 'No such payment_intent', 'intent', 'resource_missing')];
    if (intent.status === 'succeeded' || intent.status === 'canceled') {
      return [400, stripeError('invalid_request_error', `You cannot confirm this PaymentIntent because it has a status of ${intent.status}.`, undefined, 'payment_intent_unexpected_state')];
    }
    const number = (p['payment_method_data[card][number]'] ?? '').replace(/\s/g, '');
    if (number === STRIPE_TEST_CARDS.succeeds) return [200, this.succeed(intent.id)];
    if (number === STRIPE_TEST_CARDS.threeDSecure) {
      const returnUrl = p.return_url ?? '';
      const url = `${STRIPE_3DS_PAGE}?${new URLSearchParams({ payment_intent: intent.id, return_url: returnUrl })}`;
      return [200, Object.assign(intent, { status: 'requires_action', next_action: { type: 'redirect_to_url', redirect_to_url: { url, return_url: returnUrl } } })];
    }
    if (number === STRIPE_TEST_CARDS.declined) {
      this.decline(intent.id);
      return [402, { error: { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.', payment_intent: intent } }];
    }
    return [402, { error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.', param: 'number' } }];
  }

  private route(r: RecordedStripeRequest): [number, unknown] {
    const p = r.params;
    if (r.method === 'POST' && r.path === '/v1/payment_intents') {
      const amount = Number(p.amount);
      if (!Number.isInteger(amount) || amount < 50) return [400, stripeError('invalid_request_error', 'Amount must be at least €0.50 eur', 'amount')];
      if (!/^[a-z]{3}$/.test(p.currency ?? '')) return [400, stripeError('invalid_request_error', 'Invalid currency', 'currency')];
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata = Object.fromEntries(Object.entries(p).flatMap(([k, v]) => (/^metadata\[(.+)\]$/.exec(k) ? [[/^metadata\[(.+)\]$/.exec(k)![1]!, v]] : [])));
      const intent: Intent = { id, object: 'payment_intent', amount, amount_received: 0, currency: p.currency!, status: 'requires_payment_method', client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`, description: p.description ?? null, receipt_email: p.receipt_email ?? null, metadata, latest_charge: null, last_payment_error: null, next_action: null, created: Math.floor(Date.now() / 1000), livemode: false };
      this.intents.set(id, intent);
      return [200, intent];
    }
    const confirm = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(r.path);
    if (r.method === 'POST' && confirm) return this.confirm(this.intents.get(confirm[1]!), p);
    const intentPath = /^\/v1\/payment_intents\/([^/]+)(\/cancel)?$/.exec(r.path);
    if (intentPath) {
      const intent = this.intents.get(intentPath[1]!);
      if (!intent) return [404, stripeError('invalid_request_error', `No such payment_intent: '${intentPath[1]}'`, 'intent', 'resource_missing')];
      if (r.method === 'GET' && !intentPath[2]) return [200, intent];
      if (r.method === 'POST' && intentPath[2]) {
        if (intent.status === 'succeeded' || intent.status === 'canceled') {
          return [400, stripeError('invalid_request_error', `You cannot cancel this PaymentIntent because it has a status of ${intent.status}.`, undefined, 'payment_intent_unexpected_state')];
        }
        intent.status = 'canceled';
        return [200, intent];
      }
    }
    if (r.method === 'POST' && r.path === '/v1/refunds') {
      const intent = this.intents.get(p.payment_intent ?? '');
      if (!intent) return [404, stripeError('invalid_request_error', 'No such payment_intent', 'payment_intent', 'resource_missing')];
      const refunded = [...this.refunds.values()].filter((x) => x.payment_intent === intent.id).reduce((s, x) => s + x.amount, 0);
      const amount = p.amount === undefined ? intent.amount_received - refunded : Number(p.amount);
      if (intent.status !== 'succeeded' || amount + refunded > intent.amount_received) return [400, stripeError('invalid_request_error', 'Charge has already been refunded.', undefined, 'charge_already_refunded')];
      const refund = { id: `re_${randomBytes(12).toString('hex')}`, object: 'refund', payment_intent: intent.id, amount, currency: intent.currency, status: 'succeeded' };
      this.refunds.set(refund.id, refund);
      return [200, refund];
    }
    return [404, stripeError('invalid_request_error', `Unrecognized request URL (${r.method}: ${r.path}).`)];
  }
}

/** Stripe.js's confirm carries the publishable key and the intent's client secret in its form body, no bearer. */
function confirmedBy(server: StripeContractServer, r: RecordedStripeRequest): boolean {
  const id = /^\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(r.path)?.[1];
  const intent = id ? server.intents.get(id) : undefined;
  return r.method === 'POST' && !!intent && r.params.key === server.publishableKey && r.params.client_secret === intent.client_secret;
}

function stripeError(type: string, message: string, param?: string, code?: string) {
  return { error: { type, message, ...(param ? { param } : {}), ...(code ? { code } : {}) } };
}

function send(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(8).toString('hex')}`, ...headers });
  res.end(JSON.stringify(body));
}

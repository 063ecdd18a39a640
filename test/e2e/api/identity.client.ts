/**
 * A minimal browser for the identity API tests: a cookie jar, the CSRF dance, and the headers a
 * browser adds (Origin on every non-GET request, X-Forwarded-* to play a client address or HTTPS
 * behind a trusted proxy). Not a spec: mocha's API run only picks up *.api.spec.ts.
 */
import { linkToken, mailboxOf } from '../../support/mailbox.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import type { TestApp } from '../../support/test-app.js';

export interface SessionBody {
  success: boolean;
  accessToken: string;
  sessionExpiresAt: string;
  user: Record<string, unknown> & { id: string; email: string; username: string };
}

export interface ErrorBody {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown> & { fields?: Record<string, string> };
}

export interface BrowserOptions {
  /** Client address, sent as X-Forwarded-For (the app must run with TRUST_PROXY=true). */
  ip?: string;
  /** Behind a TLS-terminating proxy: X-Forwarded-Proto: https. */
  https?: boolean;
  /** Origin sent with non-GET requests; null sends none. Defaults to the app's own origin. */
  origin?: string | null;
}

export class TestBrowser {
  readonly jar = new Map<string, string>();
  /** Raw Set-Cookie lines of the last response, to judge flags. */
  lastSetCookies: string[] = [];
  accessToken?: string;

  constructor(
    private readonly baseUrl: string,
    private readonly options: BrowserOptions = {},
  ) {}

  async request(method: string, path: string, init: { json?: unknown; body?: string; headers?: Record<string, string>; bearer?: string | false } = {}): Promise<Response> {
    const headers: Record<string, string> = { ...init.headers };
    if (this.jar.size) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (this.options.ip) headers['x-forwarded-for'] = this.options.ip;
    if (this.options.https) headers['x-forwarded-proto'] = 'https';
    const origin = this.options.origin === undefined ? this.baseUrl : this.options.origin;
    if (method !== 'GET' && origin !== null && !('origin' in headers)) headers.origin = origin;
    const bearer = init.bearer === undefined ? this.accessToken : init.bearer;
    if (bearer) headers.authorization = `Bearer ${bearer}`;
    let body = init.body;
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers['content-type'] = 'application/json';
    }
    const res = await fetch(this.baseUrl + path, { method, headers, body });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const line of this.lastSetCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (expired || value === '') this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return res;
  }

  async csrf(): Promise<string> {
    const res = await this.request('GET', '/api/auth/csrf');
    return ((await res.json()) as { csrfToken: string }).csrfToken;
  }

  /** POST with a fresh CSRF token (the way the frontend calls login and signup). */
  async postWithCsrf(path: string, json: unknown): Promise<Response> {
    const token = await this.csrf();
    return this.request('POST', path, { json, headers: { 'x-csrf-token': token } });
  }

  /** Sign-up as a person does it: the form (202), then the link mailed to the address (read from the app's outbox). */
  async signUp(body: { username: string; email: string; password: string }): Promise<SessionBody> {
    const requested = new Date(Date.now() - 1000);
    const res = await this.postWithCsrf('/api/auth/signup', body);
    if (res.status !== 202) throw new Error(`signup answered ${res.status}: ${await res.text()}`);
    const mailbox = mailboxOf(this.baseUrl);
    if (!mailbox) throw new Error(`no outbox registered for ${this.baseUrl}`);
    return this.verifyEmail(linkToken(await mailbox(body.email, { template: 'identity.confirm-signup', after: requested })));
  }

  /** Opens a sign-up link: 201 with a session. */
  async verifyEmail(token: string): Promise<SessionBody> {
    const res = await this.postWithCsrf('/api/auth/verify-email', { token });
    if (res.status !== 201) throw new Error(`verify-email answered ${res.status}: ${await res.text()}`);
    const session = (await res.json()) as SessionBody;
    this.accessToken = session.accessToken;
    return session;
  }

  async login(body: { email: string; password: string; rememberMe?: boolean }): Promise<Response> {
    const res = await this.postWithCsrf('/api/auth/login', body);
    if (res.status === 200) {
      const clone = (await res.clone().json()) as Partial<SessionBody>;
      if (clone.accessToken) this.accessToken = clone.accessToken;
    }
    return res;
  }

  refreshCookie(): string | undefined {
    return this.jar.get('stacklens_refresh') ?? this.jar.get('__Host-stacklens_refresh');
  }
}

let counter = 0;
/** A fresh, valid identity for each test: nothing collides across tests sharing an app. */
export function newPerson(prefix = 'user'): { username: string; email: string; password: string } {
  counter += 1;
  const tag = `${prefix}${counter}${Math.random().toString(36).slice(2, 6)}`;
  return { username: tag, email: `${tag}@example.org`, password: `passphrase for ${tag}` };
}

/** The app's database, for arranging what only time would do (an expired trial, an old token). */
export function appDatabase(app: TestApp): Database {
  return app.process.container.root.get<Database>(PLATFORM.Database);
}

export async function outbox(app: TestApp): Promise<{ to: string; subject: string; text: string; template: string | null; locale: string | null }[]> {
  const admin = await app.tokenFor({ sub: 'outbox-reader', isAdmin: true });
  const res = await fetch(`${app.baseUrl}/api/admin/mail-outbox?pageSize=200`, { headers: { authorization: `Bearer ${admin}` } });
  return ((await res.json()) as { entries: { to: string; subject: string; text: string; template: string | null; locale: string | null }[] }).entries;
}

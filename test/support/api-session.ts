import { expect } from 'chai';
import { linkToken, mailboxOf } from './mailbox.js';

/**
 * A browser-like API client for a started app: keeps cookies, fetches the CSRF token before the
 * calls that need it (double submit, identity contract) and sends Origin and Sec-Fetch-Site as a
 * same-origin page would, so tests exercise the real sign-up and sign-in paths.
 */
export class ApiSession {
  private readonly cookies = new Map<string, string>();
  private csrf: string | undefined;
  /** The bearer token sent on every call once set (sign-up and sign-in set it). */
  accessToken: string | undefined;

  constructor(readonly baseUrl: string) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
    const all: Record<string, string> = {
      origin: this.baseUrl,
      'sec-fetch-site': 'same-origin',
      ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
      ...(this.csrf ? { 'x-csrf-token': this.csrf } : {}),
      ...(this.accessToken ? { authorization: `Bearer ${this.accessToken}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    };
    const res = await fetch(this.baseUrl + path, { method, headers: all, body: body === undefined ? undefined : JSON.stringify(body), redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (!name) continue;
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  async json<T>(method: string, path: string, body?: unknown, expectedStatus = 200): Promise<T> {
    const res = await this.request(method, path, body);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text.slice(0, 500)}`).to.equal(expectedStatus);
    return JSON.parse(text) as T;
  }

  /** GET /api/auth/csrf: the token travels back as cookie and header. */
  async ensureCsrf(): Promise<void> {
    if (this.csrf) return;
    const { csrfToken } = await this.json<{ csrfToken: string }>('GET', '/api/auth/csrf');
    this.csrf = csrfToken;
  }

  /**
   * Sign-up as a person does it: the form (202, the same answer for any address), then the link mailed
   * to the address, read from the app's outbox, which creates the account and signs in.
   */
  async signUp(account: { username: string; email: string; password: string }): Promise<SignedIn> {
    await this.ensureCsrf();
    const requested = new Date(Date.now() - 1000);
    const answer = await this.json<{ success: boolean; verificationRequired: boolean }>('POST', '/api/auth/signup', account, 202);
    expect(answer).to.include({ success: true, verificationRequired: true });
    const mailbox = mailboxOf(this.baseUrl);
    if (!mailbox) throw new Error(`no outbox registered for ${this.baseUrl}: start the app with startTestApp`);
    const mail = await mailbox(account.email, { template: 'identity.confirm-signup', after: requested });
    return this.verifyEmail(linkToken(mail));
  }

  /** Opens a sign-up link: the account is created and this session signed in. */
  async verifyEmail(token: string): Promise<SignedIn> {
    await this.ensureCsrf();
    const body = await this.json<SignedIn>('POST', '/api/auth/verify-email', { token }, 201);
    this.accessToken = body.accessToken;
    return body;
  }

  async signIn(credentials: { email: string; password: string; rememberMe?: boolean }): Promise<SignedIn> {
    await this.ensureCsrf();
    const body = await this.json<SignedIn>('POST', '/api/auth/login', { rememberMe: false, ...credentials });
    expect(body.success, `sign-in of ${credentials.email}`).to.equal(true);
    this.accessToken = body.accessToken;
    return body;
  }
}

export interface SessionUser {
  id: string;
  username: string;
  email: string;
  isPremium: boolean;
  isStandard: boolean;
  isAdmin: boolean;
  status: 'premium' | 'standard' | 'trial' | 'free';
}

export interface SignedIn {
  success: true;
  accessToken: string;
  user: SessionUser;
  sessionExpiresAt: string;
}

/** The claims of an access token, read without verifying (the app did that). */
export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

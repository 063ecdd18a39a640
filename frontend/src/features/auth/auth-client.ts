import type { SessionAnswer } from '../../app/auth.slice';
import { readProblem, type ServerProblem } from '../../app/session';

/**
 * The public identity calls of the sign-in, sign-up and password pages, as plain fetches: a 401
 * here means "wrong password", not "session expired", so they stay out of the API client's
 * refresh-and-replay (app/api.ts).
 */
export type AuthOutcome<T> = { kind: 'ok'; value: T } | { kind: 'refused'; problem: ServerProblem } | { kind: 'network' };

let csrfToken: string | null = null;

/** GET /api/auth/csrf: the token comes back as a cookie and in the body; sign-in and sign-up repeat it in a header. */
async function csrf(fresh: boolean): Promise<string> {
  if (csrfToken && !fresh) return csrfToken;
  const response = await fetch('/api/auth/csrf', { credentials: 'same-origin', cache: 'no-store', headers: { Accept: 'application/json' } });
  const body = (await response.json()) as { csrfToken?: unknown };
  if (typeof body.csrfToken !== 'string') throw new Error('No CSRF token in the answer');
  csrfToken = body.csrfToken;
  return csrfToken;
}

async function send(path: string, body: unknown, withCsrf: boolean, fresh = false): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (withCsrf) headers['X-CSRF-Token'] = await csrf(fresh);
  return fetch(path, { method: 'POST', credentials: 'same-origin', headers, body: JSON.stringify(body) });
}

async function call<T>(path: string, body: unknown, withCsrf: boolean, accept: (status: number, json: unknown) => T | null): Promise<AuthOutcome<T>> {
  try {
    let response = await send(path, body, withCsrf);
    // The CSRF cookie can have been cleared (another tab, privacy tools): one retry with a fresh token.
    if (withCsrf && response.status === 403 && (await readProblem(response.clone())).code === 'CSRF_INVALID') response = await send(path, body, true, true);
    if (response.ok) {
      const json: unknown = await response.json().catch(() => null);
      const value = accept(response.status, json);
      if (value !== null) return { kind: 'ok', value };
    }
    return { kind: 'refused', problem: await readProblem(response) };
  } catch {
    return { kind: 'network' };
  }
}

const sessionAnswer = (json: unknown): SessionAnswer | null => {
  const body = json as { success?: unknown; accessToken?: unknown } | null;
  return body?.success === true && typeof body.accessToken === 'string' ? (body as SessionAnswer) : null;
};

export type SignIn = { kind: 'session'; answer: SessionAnswer } | { kind: 'twoFactor'; challenge: string };

/** POST /api/auth/login: a session, or the second step when two-factor authentication is on. */
export function signIn(input: { email: string; password: string; rememberMe: boolean }): Promise<AuthOutcome<SignIn>> {
  return call('/api/auth/login', input, true, (_status, json) => {
    const body = json as { twoFactorRequired?: unknown; challenge?: unknown } | null;
    if (body?.twoFactorRequired === true && typeof body.challenge === 'string') return { kind: 'twoFactor', challenge: body.challenge };
    const answer = sessionAnswer(json);
    return answer ? { kind: 'session', answer } : null;
  });
}

/** POST /api/auth/login/2fa: the code from the app, or a recovery code. */
export function completeTwoFactor(input: { challenge: string; code: string }): Promise<AuthOutcome<SessionAnswer>> {
  return call('/api/auth/login/2fa', input, true, (_status, json) => sessionAnswer(json));
}

/** What sign-up answers, the same for any address: the account waits for the link mailed to it. */
export interface SignupRequested {
  /** No mail server on this installation (development): the link is in the server's log. */
  mailLoggedOnly: boolean;
}

/** POST /api/auth/signup → 202: check your inbox (identity README, "Verified addresses"). */
export function signUp(input: { username: string; email: string; password: string; locale: string }): Promise<AuthOutcome<SignupRequested>> {
  return call('/api/auth/signup', input, true, (status, json) => {
    const body = json as { success?: unknown; mailLoggedOnly?: unknown } | null;
    return status === 202 && body?.success === true ? { mailLoggedOnly: body.mailLoggedOnly === true } : null;
  });
}

/** POST /api/auth/signup/resend: a new link for a sign-up still waiting; the same answer whatever the address. */
export function resendSignupLink(input: { email: string; locale: string }): Promise<AuthOutcome<true>> {
  return call('/api/auth/signup/resend', input, true, () => true);
}

export type VerifiedEmail = { kind: 'signedUp'; answer: SessionAnswer } | { kind: 'addressConfirmed' };

/** POST /api/auth/verify-email: a sign-up link signs in; an address link confirms the account's address. */
export function verifyEmail(token: string): Promise<AuthOutcome<VerifiedEmail>> {
  return call('/api/auth/verify-email', { token }, true, (_status, json) => {
    const answer = sessionAnswer(json);
    if (answer) return { kind: 'signedUp', answer };
    return (json as { emailVerified?: unknown } | null)?.emailVerified === true ? { kind: 'addressConfirmed' } : null;
  });
}

/** POST /api/auth/forgot-password: always a success, whether the account exists or not. */
export function requestPasswordReset(input: { email: string; locale: string }): Promise<AuthOutcome<true>> {
  return call('/api/auth/forgot-password', input, false, () => true);
}

/** POST /api/auth/resetPassword with the mailed token. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<AuthOutcome<true>> {
  return call('/api/auth/resetPassword', input, false, () => true);
}

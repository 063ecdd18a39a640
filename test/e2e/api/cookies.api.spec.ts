import { expect } from 'chai';
import { COOKIE_LIST, cookieName, cookiePath, longestMaxAgeSeconds, type CookieSpec } from '../../../src/shared/cookies/cookie-policy.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

interface SetCookie {
  name: string;
  cleared: boolean;
  /** Seconds the cookie lives; undefined for one that ends with the browser. */
  maxAge: number | undefined;
  path: string | undefined;
  httpOnly: boolean;
  secure: boolean;
  sameSite: string | undefined;
}

function parseSetCookie(line: string): SetCookie {
  const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attribute = (name: string) => attributes.find((a) => a.toLowerCase().startsWith(`${name}=`))?.slice(name.length + 1);
  const has = (name: string) => attributes.some((a) => a.toLowerCase() === name);
  const maxAge = attribute('max-age');
  const expires = attribute('expires');
  return {
    name: pair.slice(0, eq),
    cleared: pair.slice(eq + 1) === '' || (expires !== undefined && new Date(expires).getTime() <= Date.now()),
    // koa's cookies write Expires for a maxAge: the lifetime is what remains until then.
    maxAge: maxAge !== undefined ? Number(maxAge) : expires !== undefined ? Math.round((new Date(expires).getTime() - Date.now()) / 1000) : undefined,
    path: attribute('path'),
    httpOnly: has('httponly'),
    secure: has('secure'),
    sameSite: attribute('samesite')?.toLowerCase(),
  };
}

/**
 * The one cookie list (src/shared/cookies/README.md) against what a started server really sets on a
 * real sign-up, sign-in, renewal and sign-out: every cookie is on the list with the list's attributes
 * and lifetime, and every server cookie on the list is really set.
 */
describe('cookies the server sets match the cookie list (started app)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ roles: ['api'], env: { TRUST_PROXY: 'true' } });
  });
  after(() => app.stop());

  const serverCookies = COOKIE_LIST.filter((c) => c.setBy === 'server');

  /** Runs the sign-in paths a browser takes and returns every Set-Cookie line the server answered. */
  async function signInPaths(secure: boolean, account: { username: string; email: string; password: string }) {
    const headers: Record<string, string> = secure ? { 'x-forwarded-proto': 'https' } : {};
    const seen: { step: string; cookie: SetCookie }[] = [];
    const record = (step: string, res: Response) => {
      for (const line of res.headers.getSetCookie()) seen.push({ step, cookie: parseSetCookie(line) });
      return res;
    };
    const session = new ApiSession(app.baseUrl);
    const call = async (step: string, method: string, path: string, body?: unknown, extra: Record<string, string> = {}) => {
      const res = record(step, await session.request(method, path, body, { ...headers, ...extra }));
      expect(res.status, `${step}: ${await res.clone().text()}`).to.be.below(300);
      return res;
    };

    const { csrfToken } = (await (await call('csrf', 'GET', '/api/auth/csrf')).json()) as { csrfToken: string };
    const csrf = { 'x-csrf-token': csrfToken };
    // Sign-up as a person does it: the form, then the mailed link.
    const requested = new Date(Date.now() - 1000);
    await call('sign-up', 'POST', '/api/auth/signup', account, csrf);
    const mail = await app.mailTo(account.email, { template: 'identity.confirm-signup', after: requested });
    const token = /token=([^\s&]+)/.exec(mail.text)![1]!;
    await call('verify-email', 'POST', '/api/auth/verify-email', { token: decodeURIComponent(token) }, csrf);
    await call('sign-in', 'POST', '/api/auth/login', { email: account.email, password: account.password, rememberMe: false }, csrf);
    await call('sign-in remembered', 'POST', '/api/auth/login', { email: account.email, password: account.password, rememberMe: true }, csrf);
    await call('refresh', 'POST', '/api/auth/refresh');
    await call('sign-out', 'POST', '/api/auth/logout');
    return seen;
  }

  function expectListed(seen: { step: string; cookie: SetCookie }[], secure: boolean): Map<string, CookieSpec> {
    const byName = new Map(serverCookies.map((spec) => [cookieName(spec, secure), spec]));
    for (const { step, cookie } of seen) {
      const spec = byName.get(cookie.name);
      expect(spec, `${step} set ${cookie.name}, which the cookie list does not have`).to.not.equal(undefined);
      expect(cookie.path, `${cookie.name} path`).to.equal(cookiePath(spec!, secure));
      expect(cookie.secure, `${cookie.name} Secure`).to.equal(secure);
      if (cookie.cleared) continue;
      expect(cookie.httpOnly, `${cookie.name} HttpOnly`).to.equal(spec!.httpOnly);
      expect(cookie.sameSite, `${cookie.name} SameSite`).to.equal(spec!.sameSite.toLowerCase());
    }
    return byName;
  }

  for (const secure of [false, true]) {
    it(`sets only listed cookies, with the list's lifetimes, over ${secure ? 'HTTPS (__Host- names)' : 'plain HTTP'}`, async () => {
      const who = secure ? 'https' : 'http';
      const seen = await signInPaths(secure, { username: `cookies${who}`, email: `cookies-${who}@example.org`, password: 'correct horse battery staple 9' });
      expectListed(seen, secure);

      const set = (spec: CookieSpec, step?: string) => seen.filter((s) => s.cookie.name === cookieName(spec, secure) && !s.cookie.cleared && (!step || s.step === step)).map((s) => s.cookie);
      // Every server cookie on the list is really set.
      expect(serverCookies.map((spec) => spec.key).filter((key) => set(COOKIE_LIST.find((c) => c.key === key)!).length === 0)).to.deep.equal([]);

      const [csrf, refresh] = [COOKIE_LIST.find((c) => c.key === 'csrf')!, COOKIE_LIST.find((c) => c.key === 'refresh')!];
      expect(csrf.lifetime.kind).to.equal('browser-session');
      expect(set(csrf).map((c) => c.maxAge), 'the CSRF cookie ends with the browser').to.deep.equal(set(csrf).map(() => undefined));

      expect(refresh.lifetime.kind).to.equal('sign-in-session');
      for (const step of ['verify-email', 'sign-in']) {
        expect(set(refresh, step).map((c) => c.maxAge), `${step}: not remembered, the refresh cookie ends with the browser`).to.deep.equal([undefined]);
      }
      const longest = longestMaxAgeSeconds(refresh)!;
      for (const step of ['sign-in remembered', 'refresh']) {
        const [remembered] = set(refresh, step);
        expect(remembered?.maxAge, `${step}: a remembered session's cookie lasts the list's ${longest} s`).to.be.a('number');
        expect(remembered!.maxAge!).to.be.within(longest - 120, longest);
      }
      // Signing out clears the refresh cookie under its listed name.
      expect(seen.some((s) => s.step === 'sign-out' && s.cookie.cleared && s.cookie.name === cookieName(refresh, secure))).to.equal(true);
    });
  }

  it('lists each cookie once, under names the server and browser cannot confuse', () => {
    const names = COOKIE_LIST.flatMap((c) => [c.name, ...(c.httpsName ? [c.httpsName] : [])]);
    expect(new Set(names).size).to.equal(names.length);
    expect(COOKIE_LIST.map((c) => c.key).sort()).to.deep.equal(['consent', 'csrf', 'locale', 'preferences', 'refresh']);
    for (const spec of COOKIE_LIST) if (spec.httpsName) expect(spec.httpsName).to.equal(`__Host-${spec.name}`);
    // The browser's cookies are readable by the page that writes them; only the server can set HttpOnly.
    for (const spec of COOKIE_LIST.filter((c) => c.setBy === 'browser')) expect(spec.httpOnly, spec.name).to.equal(false);
  });
});

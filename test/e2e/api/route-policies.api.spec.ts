import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import type { MountedRoute } from '../../../src/platform/http/index.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession, claimsOf } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * Every registered route, called by every role, gets the answer its declared policy promises
 * (src/modules/identity/README.md, "Tokens and sessions"). The routes come from the running app (every role loaded), so a module added later is
 * walked without editing this file. Callers are real accounts made through the identity API.
 *
 * Only 401 and 403 count as refusals; any other answer (200, 400 for the empty body, 404, 409, 429...)
 * means the call got past the policy. A 500 fails whatever the policy.
 */
type Role = 'visitor' | 'trial' | 'expiredTrial' | 'standard' | 'premium' | 'admin' | 'demotedAdmin' | 'deletedAccount';
const ROLES: Role[] = ['visitor', 'trial', 'expiredTrial', 'standard', 'premium', 'admin', 'demotedAdmin', 'deletedAccount'];
/**
 * Callers holding a well-signed token that stands for no one any more: an admin's token from before an
 * admin removed the role, and a token from before its account was deleted. Both are refused on every
 * route behind a token, with the code that tells the browser to refresh or sign out.
 */
const STALE: Partial<Record<Role, string>> = { demotedAdmin: 'AUTH_TOKEN_REVOKED', deletedAccount: 'AUTH_USER_NOT_FOUND' };
const POLICIES = ['public', 'user', 'premium', 'admin'] as const;

/** Who gets past each policy. The trial counts as Premium while it runs (docs/product.md §4.1, §7.3). */
const ALLOWED: Record<(typeof POLICIES)[number], Role[]> = {
  public: ROLES,
  user: ['trial', 'expiredTrial', 'standard', 'premium', 'admin'],
  premium: ['trial', 'premium', 'admin'],
  admin: ['admin'],
};

/**
 * Public routes whose own handler answers 401 or 403 for a reason other than the caller's role, each
 * with the one code it may answer. Keep this list short and explained.
 */
const HANDLER_REFUSALS: Record<string, { codes: string[]; why: string }> = {
  'POST /api/auth/refresh': { codes: ['AUTH_REFRESH_INVALID'], why: 'needs the refresh cookie; the visitor has none, a role that called logout first has none left, and a deleted account has no session' },
  'GET /api/auth/validate': {
    codes: ['AUTH_REQUIRED', 'AUTH_TOKEN_REVOKED', 'AUTH_USER_NOT_FOUND'],
    why: 'answers { valid: false } with 401 to a caller without a token, or with one that stands for no one any more (identity contract)',
  },
  'POST /api/auth/login/2fa': { codes: ['AUTH_2FA_CHALLENGE_EXPIRED'], why: 'the empty body names no pending sign-in challenge' },
};

const PASSWORD = 'policy matrix pass 2026!';

interface Outcome {
  role: Role;
  status: number;
  code?: string;
}

describe('route policy matrix (started app, every role)', function () {
  // Every route for every role, on an app of its own: beside the whole suite on two loaded cores it outlasted 180 s (CI).
  this.timeout(480_000);
  const run = randomBytes(4).toString('hex');
  const adminEmail = `policy-admin-${run}@example.org`;
  let app: TestApp;
  let routes: MountedRoute[];
  const callers = {} as Record<Role, ApiSession>;
  /** Addresses of the roles that sign in again after the walk (its sign-outs end their tokens). */
  const credentials: Partial<Record<Role, string>> = {};
  let owner: { id: string; session: ApiSession };
  /** Ids of resources the owner has, by the path prefix of the routes that take them. */
  const ownedIds: [prefix: string, id: string][] = [];

  before(async () => {
    app = await startTestApp({ env: { ADMIN_EMAILS: adminEmail } });
    routes = app.process.routes;
    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    const email = (name: string) => `policy-${name.toLowerCase()}-${run}@example.org`;
    const signUp = async (name: string, address = email(name)) => {
      const session = new ApiSession(app.baseUrl);
      const { user } = await session.signUp({ username: `p${name}_${run}`.slice(0, 32), email: address, password: PASSWORD });
      return { session, id: user.id, email: address };
    };
    // The trial clock is the database's trial_end_date: moving it into the past is what a week does.
    const endTrial = (id: string) => knex('identity_users').where({ id }).update({ trial_end_date: new Date(Date.now() - 24 * 3600 * 1000) });

    // A visitor's browser has fetched the CSRF token too: the forms need it, whoever fills them in.
    callers.visitor = new ApiSession(app.baseUrl);
    await callers.visitor.ensureCsrf();
    const admin = await signUp('Admin', adminEmail);
    callers.admin = admin.session;
    credentials.admin = admin.email;
    const ownerAccount = await signUp('Owner');
    owner = { id: ownerAccount.id, session: ownerAccount.session };
    // A .invalid name never resolves (RFC 6761): the run fails in the worker without leaving the machine.
    const audit = await owner.session.json<{ id: string }>('POST', '/api/audits', { type: 'security', url: 'https://owner.invalid/' }, 202);
    ownedIds.push(['/api/audits/', audit.id]);
    const site = await owner.session.json<{ site: { id: string } }>('POST', '/api/analytics/sites', { name: 'Owner site', url: 'https://owner.invalid/' }, 201);
    ownedIds.push(['/api/analytics/sites/', site.site.id]);
    const trial = await signUp('Trial');
    callers.trial = trial.session;
    credentials.trial = trial.email;

    for (const [role, grant] of [
      ['expiredTrial', null],
      ['standard', { isStandard: true }],
      ['premium', { isPremium: true }],
    ] as const) {
      const account = await signUp(role);
      await endTrial(account.id);
      if (grant) await admin.session.json('PATCH', `/api/admin/users/${account.id}`, grant);
      await account.session.signIn({ email: account.email, password: PASSWORD });
      callers[role] = account.session;
      credentials[role] = account.email;
    }

    // An admin signs in, then another admin takes the role away: the token from before is what they hold.
    const demoted = await signUp('Demoted');
    await admin.session.json('PATCH', `/api/admin/users/${demoted.id}`, { isAdmin: true });
    await demoted.session.signIn({ email: demoted.email, password: PASSWORD });
    expect(claimsOf(demoted.session.accessToken!)).to.include({ isAdmin: true });
    await admin.session.json('PATCH', `/api/admin/users/${demoted.id}`, { isAdmin: false });
    callers.demotedAdmin = demoted.session;
    // An account deleted while its token still had minutes to live.
    const deleted = await signUp('Deleted');
    const token = deleted.session.accessToken;
    await deleted.session.json('DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' });
    deleted.session.accessToken = token;
    callers.deletedAccount = deleted.session;

    // The roles are what their names say, as the tokens carry them.
    const claims = (role: Role) => claimsOf(callers[role].accessToken!);
    expect(claims('trial')).to.include({ isPremium: true, isAdmin: false, status: 'trial' });
    expect(claims('expiredTrial')).to.include({ isPremium: false, isStandard: false, isAdmin: false, status: 'free' });
    expect(claims('standard')).to.include({ isPremium: false, isStandard: true, isAdmin: false, status: 'standard' });
    expect(claims('premium')).to.include({ isPremium: true, isAdmin: false, status: 'premium' });
    expect(claims('admin')).to.include({ isAdmin: true });
  });
  after(() => app?.stop());

  /** Path parameters get another user's id: a route must never hand one user what belongs to another. */
  const concrete = (path: string) => {
    const id = ownedIds.find(([prefix]) => path.startsWith(prefix))?.[1] ?? owner.id;
    return path.replace(/:([A-Za-z0-9_]+)(\([^)]*\))?\??/g, () => encodeURIComponent(id));
  };
  const hasParams = (route: MountedRoute) => /:[A-Za-z0-9_]/.test(route.path);

  async function call(role: Role, route: MountedRoute): Promise<Outcome> {
    const body = route.method === 'GET' ? undefined : {};
    const res = await callers[role].request(route.method, concrete(route.path), body);
    const text = await res.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { code?: string }).code;
    } catch {
      code = undefined;
    }
    return { role, status: res.status, code };
  }

  it('every mounted route declares one of the four policies, once', () => {
    expect(routes.length).to.be.greaterThan(10);
    for (const route of routes) expect(POLICIES, `${route.method} ${route.path}`).to.include(route.auth);
    const keys = routes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).to.equal(keys.length);
    // The identity routes this matrix relies on are there, with the policy the contract gives them.
    const policyOf = (key: string) => routes.find((r) => `${r.method} ${r.path}` === key)?.auth;
    expect(policyOf('POST /api/auth/signup')).to.equal('public');
    expect(policyOf('PATCH /api/admin/users/:id')).to.equal('admin');
    expect(policyOf('DELETE /api/auth/deleteAccount')).to.equal('user');
  });

  it('answers every route as its policy says, for every role', async () => {
    const problems: string[] = [];
    // Destructive calls last, so their effects cannot hide another route's answer: a sign-out ends the
    // caller's refresh family and every access token issued before it, so it comes very last.
    const weight = (r: MountedRoute) => (/logout/i.test(r.path) ? 2 : /delete/i.test(r.path) ? 1 : 0);
    const ordered = [...routes].sort((a, b) => weight(a) - weight(b));
    for (const route of ordered) {
      const key = `${route.method} ${route.path}`;
      for (const role of ROLES) {
        const outcome = await call(role, route);
        const refused = outcome.status === 401 || outcome.status === 403;
        const allowed = ALLOWED[route.auth].includes(role);
        const where = `${key} [${route.auth}] as ${role}: ${outcome.status} ${outcome.code ?? ''}`;
        if (outcome.status >= 500) problems.push(`${where} (server error)`);
        else if (allowed && refused) {
          const excused = route.auth === 'public' && HANDLER_REFUSALS[key]?.codes.includes(outcome.code ?? '') === true;
          if (!excused) problems.push(`${where} (refused, policy allows)`);
        } else if (!allowed) {
          const stale = STALE[role];
          const expected =
            role === 'visitor' ? { status: 401, code: 'AUTH_REQUIRED' } : stale ? { status: 401, code: stale } : { status: 403, code: route.auth === 'premium' ? 'PREMIUM_REQUIRED' : 'ADMIN_REQUIRED' };
          if (outcome.status !== expected.status || outcome.code !== expected.code) problems.push(`${where} (expected ${expected.status} ${expected.code})`);
        } else if (hasParams(route) && route.auth !== 'admin' && role !== 'admin' && outcome.status < 300) {
          problems.push(`${where} (handed out a resource of another user; expected 404)`);
        }
      }
    }
    expect(problems, problems.join('\n')).to.deep.equal([]);
    // The walk signed everyone out; the next tests act with fresh sessions.
    for (const [role, email] of Object.entries(credentials) as [Role, string][]) await callers[role].signIn({ email, password: PASSWORD });
  });

  it('keeps one user’s data from another when the id travels in the body', async () => {
    const premiumStatus = (role: Role, userId: string) => callers[role].request('POST', '/api/user/premium-status', { userId });
    for (const role of ['trial', 'expiredTrial', 'standard', 'premium'] as const) {
      const res = await premiumStatus(role, owner.id);
      expect(res.status, role).to.equal(403);
    }
    expect((await premiumStatus('admin', owner.id)).status).to.equal(200);
    const own = await owner.session.request('POST', '/api/user/premium-status', { userId: owner.id });
    expect(own.status).to.equal(200);
    expect(await own.json()).to.include({ success: true, isPremium: true });
  });

  it('lets an admin act on another user by id, and answers 404 for an id that names nobody', async () => {
    const patched = await callers.admin.request('PATCH', `/api/admin/users/${encodeURIComponent(owner.id)}`, { isStandard: true });
    expect(patched.status).to.equal(200);
    expect(((await patched.json()) as { user: { id: string; isStandard: boolean } }).user).to.include({ id: owner.id, isStandard: true });
    const missing = await callers.admin.request('PATCH', `/api/admin/users/no-such-user-${run}`, { isStandard: true });
    expect(missing.status).to.equal(404);
  });
});

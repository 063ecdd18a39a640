import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { newPerson, TestBrowser, type ErrorBody, type SessionBody } from './identity.client.js';

interface UserEntry {
  id: string;
  username: string;
  email: string;
  isPremium: boolean;
  isStandard: boolean;
  isAdmin: boolean;
  status: string;
}
interface UsersPage {
  success: boolean;
  total: number;
  page: number;
  pageSize: number;
  entries: UserEntry[];
}

describe('identity API: admin users and ADMIN_EMAILS (started app)', () => {
  let app: TestApp;
  let admin: TestBrowser;
  let adminUser: SessionBody['user'];
  const tag = `adm${Date.now().toString(36)}`;
  before(async () => {
    app = await startTestApp({ roles: ['api'], env: { ADMIN_EMAILS: `Boss.${tag}@Example.org, other@example.org` } });
    admin = new TestBrowser(app.baseUrl);
    adminUser = (await admin.signUp({ username: `boss_${tag}`, email: `boss.${tag}@example.org`, password: 'the boss passphrase' })).user;
  });
  after(() => app.stop());

  const error = async (res: Response) => (await res.json()) as ErrorBody;
  const list = async (query: string) => {
    const res = await admin.request('GET', `/api/admin/users${query}`);
    expect(res.status, query).to.equal(200);
    return (await res.json()) as UsersPage;
  };

  it('makes an ADMIN_EMAILS address an admin from sign-up', () => {
    expect(adminUser.isAdmin).to.equal(true);
    const claims = JSON.parse(Buffer.from(admin.accessToken!.split('.')[1]!, 'base64url').toString()) as Record<string, unknown>;
    expect(claims.isAdmin).to.equal(true);
  });

  it('lists users newest first with paging and a plain-text search on name or address', async () => {
    const people = [];
    for (let i = 0; i < 3; i++) people.push((await new TestBrowser(app.baseUrl).signUp({ ...newPerson(`${tag}p`), username: `${tag}_p${i}` })).user);
    const first = await list(`?search=${tag}_p&page=1&pageSize=2`);
    expect(first).to.include({ success: true, total: 3, page: 1, pageSize: 2 });
    expect(first.entries.map((u) => u.username)).to.deep.equal([`${tag}_p2`, `${tag}_p1`]);
    expect((await list(`?search=${tag}_p&page=2&pageSize=2`)).entries.map((u) => u.username)).to.deep.equal([`${tag}_p0`]);
    expect((await list(`?search=${encodeURIComponent(people[0]!.email.toUpperCase())}`)).entries.map((u) => u.id)).to.deep.equal([people[0]!.id]);
    expect((await list(`?search=${encodeURIComponent("%' OR '1'='1")}`)).total).to.equal(0);
    expect((await list('?search=%25')).total).to.equal(0);
    expect(JSON.stringify(first)).not.to.match(/argon2|password/i);
    for (const query of ['?page=0', '?pageSize=1000', '?page=abc', `?search=${'s'.repeat(300)}`]) {
      const res = await admin.request('GET', `/api/admin/users${query}`);
      expect(res.status, query).to.equal(400);
      expect((await error(res)).code).to.equal('VALIDATION_FAILED');
    }
  });

  it('grants and revokes Standard, Premium and admin; the user sees it at the next refresh', async () => {
    const member = new TestBrowser(app.baseUrl);
    const { user } = await member.signUp(newPerson(tag));
    const patch = (json: unknown) => admin.request('PATCH', `/api/admin/users/${user.id}`, { json });
    const premium = (await (await patch({ isPremium: true })).json()) as { success: boolean; user: UserEntry };
    expect(premium.user).to.include({ id: user.id, isPremium: true, status: 'premium' });
    const refreshed = (await (await member.request('POST', '/api/auth/refresh', { bearer: false })).json()) as SessionBody;
    expect(refreshed.user).to.include({ isPremium: true, status: 'premium' });
    // A plan replaces the trial (domain/subscription.ts): Standard alone opens no premium feature.
    expect(((await (await patch({ isPremium: false, isStandard: true })).json()) as { user: UserEntry }).user).to.include({ isPremium: false, isStandard: true, status: 'standard' });
    expect(((await (await patch({ isAdmin: true })).json()) as { user: UserEntry }).user).to.include({ isAdmin: true });
    expect(((await (await patch({ isAdmin: false, isStandard: false })).json()) as { user: UserEntry }).user).to.include({ isAdmin: false, isStandard: false, status: 'trial' });
  });

  it('refuses self-demotion, unknown ids, bad bodies, non-admins and visitors', async () => {
    const self = await admin.request('PATCH', `/api/admin/users/${adminUser.id}`, { json: { isAdmin: false } });
    expect(self.status).to.equal(400);
    expect((await error(self)).code).to.equal('ADMIN_SELF_DEMOTION');
    expect((await admin.request('PATCH', `/api/admin/users/${adminUser.id}`, { json: { isPremium: true } })).status).to.equal(200);
    const unknown = await admin.request('PATCH', '/api/admin/users/no-such-user', { json: { isPremium: true } });
    expect(unknown.status).to.equal(404);
    expect((await error(unknown)).code).to.equal('USER_NOT_FOUND');
    expect((await admin.request('PATCH', `/api/admin/users/${encodeURIComponent("' OR 1=1 --")}`, { json: { isPremium: true } })).status).to.equal(404);
    for (const json of [{}, { isPremium: 'yes' }, { isPremium: true, isRoot: true }, [true]]) {
      const res = await admin.request('PATCH', `/api/admin/users/${adminUser.id}`, { json });
      expect(res.status, JSON.stringify(json)).to.equal(400);
    }
    expect((await admin.request('PATCH', `/api/admin/users/${adminUser.id}`, { json: { isPremium: true, pad: 'x'.repeat(1024 * 1024) } })).status).to.equal(413);

    const member = new TestBrowser(app.baseUrl);
    await member.signUp(newPerson(tag));
    const forbidden = await member.request('GET', '/api/admin/users');
    expect(forbidden.status).to.equal(403);
    expect((await error(forbidden)).code).to.equal('ADMIN_REQUIRED');
    expect((await member.request('PATCH', `/api/admin/users/${adminUser.id}`, { json: { isAdmin: false } })).status).to.equal(403);
    expect((await new TestBrowser(app.baseUrl).request('GET', '/api/admin/users')).status).to.equal(401);
  });

  it('keeps an admin’s removal of an ADMIN_EMAILS account’s role through its next sign-ins, until an admin grants it again', async () => {
    const member = new TestBrowser(app.baseUrl);
    const { user } = await member.signUp({ username: `other_${tag}`, email: 'OTHER@example.org', password: 'another passphrase' });
    expect(user.isAdmin).to.equal(true);
    await admin.request('PATCH', `/api/admin/users/${user.id}`, { json: { isAdmin: false } });
    const again = (await (await member.login({ email: 'other@example.org', password: 'another passphrase' })).json()) as SessionBody;
    expect(again.user.isAdmin).to.equal(false);
    await admin.request('PATCH', `/api/admin/users/${user.id}`, { json: { isAdmin: true } });
    const restored = (await (await member.login({ email: 'other@example.org', password: 'another passphrase' })).json()) as SessionBody;
    expect(restored.user.isAdmin).to.equal(true);
  });
});

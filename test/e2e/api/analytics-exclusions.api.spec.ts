import { expect } from 'chai';
import { randomBytes, randomUUID } from 'node:crypto';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/** The exclusions API (contract: /api/analytics/sites/:id/exclusions), owner-scoped and premium. */
interface ExclusionView {
  id: string;
  type: 'ip' | 'user' | 'visitor' | 'device';
  value: string;
  label: string | null;
  createdAt: string;
  current?: boolean;
}

interface Listing {
  success: true;
  exclusions: ExclusionView[];
  currentDeviceExcluded: boolean;
}

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

describe('analytics exclusions API', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  const password = 'exclusions pass phrase 2026';
  let app: TestApp;
  let owner: ApiSession;
  let siteId: string;
  let base: string;

  before(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'true' } });
    owner = new ApiSession(app.baseUrl);
    await owner.signUp({ username: `exclowner_${run}`, email: `excl-owner-${run}@example.org`, password });
    siteId = (await owner.json<{ site: { id: string } }>('POST', '/api/analytics/sites', { name: 'Excluded', url: 'https://excluded.example' }, 201)).site.id;
    base = `/api/analytics/sites/${siteId}/exclusions`;
  });
  after(() => app?.stop());

  const from = (userAgent: string, ip: string) => ({ 'user-agent': userAgent, 'x-forwarded-for': ip });

  async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}, session = owner): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await session.request(method, path, body, headers);
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  }

  it('adds, lists and removes IP, user, visitor and device exclusions', async () => {
    expect(await owner.json<Listing>('GET', base)).to.deep.equal({ success: true, exclusions: [], currentDeviceExcluded: false });

    const ip = await call('POST', base, { type: 'ip', value: ' 2001:0DB8::0001 ', label: ' office ' });
    expect(ip.status).to.equal(201);
    expect(ip.body.exclusion).to.deep.include({ type: 'ip', value: '2001:db8::1', label: 'office' });
    const user = (await call('POST', base, { type: 'user', value: 'staff-1' })).body.exclusion as ExclusionView;
    expect(user).to.deep.include({ type: 'user', value: 'staff-1', label: null });
    expect(Date.parse(user.createdAt)).to.be.closeTo(Date.now(), 60_000);
    const visitor = (await call('POST', base, { type: 'visitor', value: 'ABCDEF0123456789ABCDEF0123456789' })).body.exclusion as ExclusionView;
    expect(visitor.value).to.equal('abcdef0123456789abcdef0123456789');

    // The device is the caller's browser; no value is sent, the label names the browser.
    const device = await call('POST', base, { type: 'device', value: 'ignored' }, from(LAPTOP, '198.51.100.7'));
    expect(device.status).to.equal(201);
    const deviceView = device.body.exclusion as ExclusionView;
    expect(deviceView).to.deep.include({ type: 'device', label: 'Firefox on Linux' });
    expect(deviceView.value).to.match(/^[\w-]{32}$/).and.not.include('198.51.100.7');

    const listed = await owner.request('GET', base, undefined, from(LAPTOP, '198.51.100.7')).then((r) => r.json() as Promise<Listing>);
    expect(listed.exclusions.map((e) => e.type)).to.deep.equal(['ip', 'user', 'visitor', 'device']);
    expect(listed.currentDeviceExcluded).to.equal(true);
    expect(listed.exclusions.filter((e) => e.current).map((e) => e.id)).to.deep.equal([deviceView.id]);
    const elsewhere = await owner.request('GET', base, undefined, from(LAPTOP, '198.51.100.8')).then((r) => r.json() as Promise<Listing>);
    expect(elsewhere.currentDeviceExcluded, 'same browser on another network').to.equal(false);
    expect(elsewhere.exclusions.some((e) => 'current' in e)).to.equal(false);
    const otherBrowser = await owner.request('GET', base, undefined, from(PHONE, '198.51.100.7')).then((r) => r.json() as Promise<Listing>);
    expect(otherBrowser.currentDeviceExcluded).to.equal(false);

    // Removing the device exclusion is "reactivate tracking".
    expect(await owner.json('DELETE', `${base}/${deviceView.id}`)).to.deep.equal({ success: true });
    const after = await owner.request('GET', base, undefined, from(LAPTOP, '198.51.100.7')).then((r) => r.json() as Promise<Listing>);
    expect(after.currentDeviceExcluded).to.equal(false);
    expect(after.exclusions.map((e) => e.id)).to.deep.equal([(ip.body.exclusion as ExclusionView).id, user.id, visitor.id]);
  });

  it('answers the validation codes, 409 for a duplicate and 404 for an unknown exclusion', async () => {
    const code = async (body: unknown, status: number) => {
      const res = await call('POST', base, body);
      expect(res.status, JSON.stringify(body)).to.equal(status);
      return res.body.code;
    };
    expect(await code({ type: 'ip' }, 400)).to.equal('ANALYTICS_EXCLUSION_VALUE_REQUIRED');
    expect(await code({ type: 'user', value: '   ' }, 400)).to.equal('ANALYTICS_EXCLUSION_VALUE_REQUIRED');
    expect(await code({ type: 'cookie', value: 'x' }, 400)).to.equal('ANALYTICS_EXCLUSION_INVALID_TYPE');
    expect(await code({ value: 'x' }, 400)).to.equal('ANALYTICS_EXCLUSION_INVALID_TYPE');
    expect(await code({ type: 'ip', value: '10.0.0.256' }, 400)).to.equal('ANALYTICS_EXCLUSION_INVALID_IP');
    expect(await code({ type: 'ip', value: '10.0.0.0/8' }, 400)).to.equal('ANALYTICS_EXCLUSION_INVALID_IP');
    expect(await code({ type: 'user', value: 'u'.repeat(129) }, 400)).to.equal('ANALYTICS_EXCLUSION_VALUE_TOO_LONG');
    expect(await code({ type: 'ip', value: '192.0.2.44' }, 201)).to.equal(undefined);
    const duplicate = await call('POST', base, { type: 'ip', value: '::ffff:192.0.2.44' });
    expect(duplicate.status).to.equal(409);
    expect(duplicate.body).to.deep.include({ success: false, code: 'ANALYTICS_EXCLUSION_EXISTS', error: 'This exclusion already exists' });
    expect((await call('POST', base, { type: 'device' }, from(PHONE, '192.0.2.1'))).status).to.equal(201);
    expect((await call('POST', base, { type: 'device' }, from(PHONE, '192.0.2.1'))).body.code).to.equal('ANALYTICS_EXCLUSION_EXISTS');

    for (const id of [randomUUID(), 'not-a-uuid']) {
      const missing = await call('DELETE', `${base}/${id}`);
      expect(missing.status).to.equal(404);
      expect(missing.body.code).to.equal('ANALYTICS_EXCLUSION_NOT_FOUND');
    }
  });

  it('hides a site\'s exclusions from every other user (404) and refuses a caller without premium', async () => {
    const own = (await call('POST', base, { type: 'user', value: `private-${run}` })).body.exclusion as ExclusionView;
    const other = new ApiSession(app.baseUrl);
    await other.signUp({ username: `exclother_${run}`, email: `excl-other-${run}@example.org`, password });
    for (const [method, path, body] of [
      ['GET', base, undefined],
      ['POST', base, { type: 'user', value: 'x' }],
      ['DELETE', `${base}/${own.id}`, undefined],
    ] as const) {
      const res = await call(method, path, body, {}, other);
      expect(res.status, `${method} ${path}`).to.equal(404);
      expect(res.body.code).to.equal('ANALYTICS_SITE_NOT_FOUND');
    }
    expect((await call('GET', `/api/analytics/sites/${randomUUID()}/exclusions`)).status).to.equal(404);
    expect((await owner.json<Listing>('GET', base)).exclusions.map((e) => e.id)).to.include(own.id);

    const visitor = await fetch(`${app.baseUrl}${base}`);
    expect(visitor.status).to.equal(401);
    const standard = await fetch(`${app.baseUrl}${base}`, { headers: { authorization: `Bearer ${await app.tokenFor({ sub: `std-${run}`, isPremium: false, isStandard: true, status: 'standard' })}` } });
    expect(standard.status).to.equal(403);
    expect(((await standard.json()) as { code: string }).code).to.equal('PREMIUM_REQUIRED');
  });

  it('removes a site\'s exclusions with the site', async () => {
    const { site } = await owner.json<{ site: { id: string } }>('POST', '/api/analytics/sites', { name: 'Short lived', url: 'https://short.example' }, 201);
    expect((await call('POST', `/api/analytics/sites/${site.id}/exclusions`, { type: 'user', value: 'gone' })).status).to.equal(201);
    await owner.json('DELETE', `/api/analytics/sites/${site.id}`, { confirmName: 'Short lived', acknowledge: true });
    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    expect(await knex('analytics_exclusions').where({ site_id: site.id })).to.deep.equal([]);
  });
});

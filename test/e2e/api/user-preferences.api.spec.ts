import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/test-app.js';

interface PreferencesBody {
  success: true;
  preferences: Record<string, unknown>;
}
interface ErrorBody {
  success: false;
  code: string;
  error: string;
  details?: { fields: Record<string, string> };
}

const DEFAULTS = {
  dashboardTheme: 'default',
  compactMode: false,
  cardsPerRow: 'auto',
  hiddenTools: [],
  categoryFilter: 'all',
  appTheme: null,
  preferredLanguage: null,
};

describe('user preferences API (started app)', () => {
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ roles: ['api'] });
  });
  after(() => app.stop());

  const url = () => `${app.baseUrl}/api/user/preferences`;
  const auth = async (sub: string) => ({ authorization: `Bearer ${await app.tokenFor({ sub })}` });
  const get = async (sub: string) => fetch(url(), { headers: await auth(sub) });
  const put = async (sub: string, body: unknown) =>
    fetch(url(), { method: 'PUT', headers: { ...(await auth(sub)), 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) });

  it('refuses both routes without a token', async () => {
    const read = await fetch(url());
    expect(read.status).to.equal(401);
    expect(await read.json()).to.include({ success: false, code: 'AUTH_REQUIRED' });
    const write = await fetch(url(), { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ compactMode: true }) });
    expect(write.status).to.equal(401);
  });

  it('answers the defaults to a user who never saved anything', async () => {
    const res = await get('fresh-user');
    expect(res.status).to.equal(200);
    expect(res.headers.get('cache-control')).to.equal('no-store');
    expect(await res.json()).to.deep.equal({ success: true, preferences: DEFAULTS });
  });

  it('merges partial updates and reads them back', async () => {
    const first = await put('round-trip', { cardsPerRow: 3, hiddenTools: ['robots', 'studio'], dashboardTheme: 'vibrant' });
    expect(first.status).to.equal(200);
    expect(((await first.json()) as PreferencesBody).preferences).to.deep.equal({
      ...DEFAULTS,
      cardsPerRow: 3,
      hiddenTools: ['robots', 'studio'],
      dashboardTheme: 'vibrant',
    });

    const second = await put('round-trip', { compactMode: true, categoryFilter: 'tests', appTheme: 'greenAmbiance', preferredLanguage: 'ar' });
    const expected = {
      dashboardTheme: 'vibrant',
      compactMode: true,
      cardsPerRow: 3,
      hiddenTools: ['robots', 'studio'],
      categoryFilter: 'tests',
      appTheme: 'greenAmbiance',
      preferredLanguage: 'ar',
    };
    expect(((await second.json()) as PreferencesBody).preferences).to.deep.equal(expected);
    expect(await (await get('round-trip')).json()).to.deep.equal({ success: true, preferences: expected });

    const cleared = await put('round-trip', { hiddenTools: [], appTheme: null });
    expect(((await cleared.json()) as PreferencesBody).preferences).to.deep.include({ hiddenTools: [], appTheme: null, cardsPerRow: 3 });
  });

  it('keeps one user’s preferences from another', async () => {
    await put('alice', { dashboardTheme: 'elegant', hiddenTools: ['stackql'] });
    await put('bob', { dashboardTheme: 'minimal' });
    expect(((await (await get('alice')).json()) as PreferencesBody).preferences).to.deep.include({ dashboardTheme: 'elegant', hiddenTools: ['stackql'] });
    expect(((await (await get('bob')).json()) as PreferencesBody).preferences).to.deep.include({ dashboardTheme: 'minimal', hiddenTools: [] });
  });

  it('answers invalid values with 400 VALIDATION_FAILED naming each field, and saves nothing', async () => {
    await put('validator', { compactMode: true });
    const res = await put('validator', { compactMode: false, cardsPerRow: 7, hiddenTools: ['robots', 'nope'], colour: 'red' });
    expect(res.status).to.equal(400);
    const body = (await res.json()) as ErrorBody;
    expect(body).to.include({ success: false, code: 'VALIDATION_FAILED' });
    expect(body.details!.fields).to.deep.equal({
      cardsPerRow: 'One of auto, 2, 3, 4, 5',
      hiddenTools: 'Unknown tool: nope',
      colour: 'Unknown preference',
    });
    expect(((await (await get('validator')).json()) as PreferencesBody).preferences).to.include({ compactMode: true, cardsPerRow: 'auto' });

    const notObject = await put('validator', [1, 2]);
    expect(notObject.status).to.equal(400);
    expect(((await notObject.json()) as ErrorBody).code).to.equal('VALIDATION_FAILED');

    const broken = await put('validator', '{"compactMode": tru');
    expect(broken.status).to.equal(400);
    expect(((await broken.json()) as ErrorBody).code).to.equal('INVALID_JSON');
  });

  it('refuses a body over 8 kB', async () => {
    const res = await put('big', { hiddenTools: ['robots'], padding: 'x'.repeat(9000) });
    expect(res.status).to.equal(413);
    expect(((await res.json()) as ErrorBody).code).to.equal('PAYLOAD_TOO_LARGE');
  });
});

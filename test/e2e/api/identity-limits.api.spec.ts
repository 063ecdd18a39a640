import { expect } from 'chai';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { newPerson, TestBrowser, type ErrorBody } from './identity.client.js';

/**
 * Brute-force limits over HTTP. Each failure from the 4th on waits longer (250 ms doubling, 4 s
 * at most), so ten failures take about 16 s: these tests are slow on purpose. Client addresses are
 * played with X-Forwarded-For (TRUST_PROXY=true).
 */
describe('identity API: brute-force limits (started app)', function () {
  this.timeout(90_000);
  let app: TestApp;
  before(async () => {
    app = await startTestApp({ roles: ['api'], env: { TRUST_PROXY: 'true' } });
  });
  after(() => app.stop());

  const error = async (res: Response) => (await res.json()) as ErrorBody;
  const from = (ip: string) => new TestBrowser(app.baseUrl, { ip });

  it('locks an account after 10 failures for the addresses that failed (429 and Retry-After, even with the right password), not for its owner elsewhere', async () => {
    const person = newPerson();
    await from('10.1.0.1').signUp(person);
    for (let i = 0; i < 10; i++) {
      const res = await from(`10.1.1.${i}`).login({ email: person.email, password: `wrong password ${i}` });
      expect(res.status, `failure ${i + 1}`).to.equal(401);
    }
    const refused = await from('10.1.1.4').login(person);
    expect(refused.status).to.equal(429);
    expect((await error(refused)).code).to.equal('RATE_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).to.be.within(1, 900);
    // Ten failures by anyone must not lock the owner out: the right password from an address that never failed gets in.
    expect((await from('10.1.2.1').login(person)).status).to.equal(200);
    // A new address's wrong guess at the locked account costs it the account too.
    expect((await from('10.1.2.2').login({ email: person.email, password: 'one more guess' })).status).to.equal(401);
    expect((await from('10.1.2.2').login(person)).status).to.equal(429);
    // Another account from a fresh address signs in as usual.
    const other = newPerson();
    await from('10.1.3.1').signUp(other);
    expect((await from('10.1.3.2').login(other)).status).to.equal(200);
  });

  it('refuses an address with 429 after 10 failures across accounts; other addresses are unaffected', async () => {
    const person = newPerson();
    await from('10.2.0.1').signUp(person);
    for (let i = 0; i < 10; i++) expect((await from('10.2.9.9').login({ email: `guess${i}-${person.email}`, password: 'guessing away' })).status).to.equal(401);
    const refused = await from('10.2.9.9').login(person);
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
    expect((await from('10.2.9.10').login(person)).status).to.equal(200);
  });

  it('counts only failures: many successful sign-ins from one address are never refused', async () => {
    const person = newPerson();
    await from('10.3.0.1').signUp(person);
    for (let i = 0; i < 12; i++) expect((await from('10.3.0.2').login(person)).status).to.equal(200);
  });

  it('limits forgot-password per address (429 after 5 in 15 minutes)', async () => {
    for (let i = 0; i < 5; i++) expect((await from('10.4.0.1').request('POST', '/api/auth/forgot-password', { json: { email: `someone${i}@example.org` } })).status).to.equal(200);
    const refused = await from('10.4.0.1').request('POST', '/api/auth/forgot-password', { json: { email: 'someone@example.org' } });
    expect(refused.status).to.equal(429);
    expect(refused.headers.get('retry-after')).to.match(/^\d+$/);
    expect((await from('10.4.0.2').request('POST', '/api/auth/forgot-password', { json: { email: 'someone@example.org' } })).status).to.equal(200);
  });
});

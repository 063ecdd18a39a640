import { expect } from 'chai';
import Koa from 'koa';
import type { AddressInfo } from 'node:net';
import { setCookie } from './cookies.js';

describe('setCookie defaults', () => {
  async function cookieFor(headers: Record<string, string>): Promise<string> {
    const app = new Koa({ proxy: true });
    app.use((ctx) => {
      setCookie(ctx, 'pref', 'dark', { maxAgeMs: 1000 });
      ctx.body = 'ok';
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((r) => server.once('listening', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers });
      return res.headers.get('set-cookie') ?? '';
    } finally {
      server.close();
    }
  }

  it('is HttpOnly, SameSite=Lax, path / and Secure over HTTPS', async () => {
    const cookie = await cookieFor({ 'x-forwarded-proto': 'https' });
    expect(cookie).to.match(/^pref=dark;/);
    expect(cookie).to.include('path=/');
    expect(cookie).to.include('samesite=lax');
    expect(cookie).to.include('httponly');
    expect(cookie).to.include('secure');
  });

  it('omits Secure over plain HTTP so local development keeps working', async () => {
    const cookie = await cookieFor({});
    expect(cookie).to.include('httponly');
    expect(cookie).not.to.include('secure');
  });
});

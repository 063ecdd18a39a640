import { expect } from 'chai';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { createLogger } from '../logging/index.js';
import { createHttpApp } from './http-app.js';
import type { Route } from './route.js';

const logger = createLogger({ level: 'silent', format: 'json' });

function app(routes: Route[]) {
  return createHttpApp({
    logger,
    jwtKeys: { keyFor: () => undefined },
    trustProxy: true,
    bodyLimit: '16kb',
    routes: { providers: [{ id: 'p', routes, requestScoped: false }], forRequest: () => ({ routes: () => routes }) },
  });
}

async function serve(routes: Route[], run: (base: string) => Promise<void>): Promise<void> {
  const server: Server = app(routes).app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  try {
    await run(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('edge routes (Route.edge: ahead of the platform middleware stack)', () => {
  it('answers an edge route without the stack (no request id, no security headers) and with the caller in ctx.state.request', async () => {
    let seen: { ip: string; userAgent: string; user: unknown } | undefined;
    const routes: Route[] = [
      {
        method: 'POST',
        path: '/t/e',
        auth: 'public',
        edge: true,
        handler: (ctx) => {
          const { ip, userAgent, user } = ctx.state.request;
          seen = { ip, userAgent, user };
          ctx.status = 202;
        },
      },
      { method: 'GET', path: '/api/x', auth: 'public', handler: (ctx) => void (ctx.body = { ok: true }) },
    ];
    await serve(routes, async (base) => {
      const edge = await fetch(`${base}/t/e`, { method: 'POST', body: 'raw', headers: { 'user-agent': 'UA', 'x-forwarded-for': '203.0.113.9', authorization: 'Bearer not-a-token' } });
      expect(edge.status).to.equal(202);
      expect(edge.headers.get('x-request-id')).to.equal(null);
      expect(edge.headers.get('x-content-type-options')).to.equal(null);
      expect(seen).to.deep.equal({ ip: '203.0.113.9', userAgent: 'UA', user: null });

      // Everything else still goes through the stack.
      const normal = await fetch(`${base}/api/x`);
      expect(normal.status).to.equal(200);
      expect(normal.headers.get('x-request-id')).to.be.a('string');
      expect(normal.headers.get('x-content-type-options')).to.equal('nosniff');
      // Same path, another method: not the edge route, so the router's answer.
      expect((await fetch(`${base}/t/e`)).status).to.equal(404);
    });
  });

  it('turns an error escaping an edge handler into a bare 500', async () => {
    const routes: Route[] = [
      {
        method: 'POST',
        path: '/t/e',
        auth: 'public',
        edge: true,
        handler: () => {
          throw new Error('boom');
        },
      },
    ];
    await serve(routes, async (base) => {
      const res = await fetch(`${base}/t/e`, { method: 'POST', body: '' });
      expect(res.status).to.equal(500);
      expect(await res.text()).to.equal('');
    });
  });

  it('refuses an edge route that needs a user or has path parameters', () => {
    const handler = () => undefined;
    expect(() => app([{ method: 'POST', path: '/t/e', auth: 'user', edge: true, handler }])).to.throw(/Edge route/);
    expect(() => app([{ method: 'POST', path: '/t/:id', auth: 'public', edge: true, handler }])).to.throw(/Edge route/);
  });
});

import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressLookup } from '../../../src/platform/outbound/index.js';

/**
 * A loopback server that must never be reached: it counts every TCP connection (plain requests,
 * tunnels and WebSocket upgrades alike), so a test can prove a refused target saw no traffic at all.
 */
export interface Canary {
  host: string;
  port: number;
  connections: number;
  close(): Promise<void>;
}

export async function startCanary(host = '127.0.0.1'): Promise<Canary> {
  const server = http.createServer((_req, res) => res.end('canary reached'));
  const canary = { host, port: 0, connections: 0, close: () => Promise.resolve() };
  server.on('connection', () => (canary.connections += 1));
  server.on('upgrade', (_req, socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  canary.port = (server.address() as AddressInfo).port;
  canary.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return canary;
}

/** Offline DNS: each name answers the listed addresses; any other name is not found. */
export function fakeDns(table: Record<string, string[] | (() => string[])>): AddressLookup {
  return (hostname) => {
    const entry = table[hostname.toLowerCase()];
    if (!entry) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }));
    const addresses = typeof entry === 'function' ? entry() : entry;
    return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
  };
}

/** The error a promise rejects with; fails the test if it resolves. */
export async function rejectionOf(promise: Promise<unknown>): Promise<Error & { code?: string; reason?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as Error & { code?: string; reason?: string };
  }
  throw new Error('expected a rejection, got an answer');
}

export interface ProxyAnswer {
  status: number;
  blockedReason?: string;
  body: string;
}

/** One absolute-form request through an HTTP proxy, as a browser sends it. */
export function viaProxyGet(proxyUrl: string, target: string): Promise<ProxyAnswer> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: proxy.hostname, port: proxy.port, method: 'GET', path: target, headers: { host: URL.canParse(target) ? new URL(target).host : proxy.host }, agent: false });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, blockedReason: res.headers['x-stacklens-blocked'] as string | undefined, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.end();
  });
}

/** A CONNECT through the proxy; the tunnel (if any) is closed right away. */
export function viaProxyConnect(proxyUrl: string, authority: string): Promise<ProxyAnswer> {
  const proxy = new URL(proxyUrl);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: proxy.hostname, port: proxy.port, method: 'CONNECT', path: authority, agent: false });
    req.on('error', reject);
    req.on('connect', (res, socket) => {
      socket.destroy();
      resolve({ status: res.statusCode ?? 0, blockedReason: res.headers['x-stacklens-blocked'] as string | undefined, body: '' });
    });
    req.end();
  });
}

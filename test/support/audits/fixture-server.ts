import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve } from 'node:path';

/**
 * Serves a fixture site from a directory on 127.0.0.1 for the audit tests and benchmarks.
 *
 * `/` serves `index.html`; `/a/b` serves `a/b.html`, `a/b/index.html` or the file itself. A file may have a
 * sidecar `<file>.headers.json`: `{ "status": 200, "headers": { "name": "value" | ["v1", "v2"] } }`
 * (arrays give repeated headers, e.g. several Set-Cookie lines). Unknown paths answer 404.
 * `routes` can add programmatic handlers (redirects, slow responses) that win over files.
 */
export interface FixtureSite {
  url: string;
  port: number;
  /** Requests served, for tests that check nothing was fetched twice. */
  requests: { method: string; path: string }[];
  close(): Promise<void>;
}

export type FixtureRoute = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml',
  '.txt': 'text/plain; charset=utf-8',
};

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

async function resolveFile(root: string, pathname: string): Promise<string | null> {
  const clean = normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, '');
  const base = resolve(root, clean);
  if (!base.startsWith(resolve(root))) return null;
  const candidates = pathname.endsWith('/') ? [join(base, 'index.html')] : [base, `${base}.html`, join(base, 'index.html')];
  for (const candidate of candidates) if (await isFile(candidate)) return candidate;
  return null;
}

export async function serveFixtureSite(root: string, routes: Record<string, FixtureRoute> = {}, host = '127.0.0.1'): Promise<FixtureSite> {
  const requests: FixtureSite['requests'] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const path = new URL(req.url ?? '/', 'http://fixture').pathname;
      requests.push({ method: req.method ?? 'GET', path });
      const route = routes[path];
      if (route) return route(req, res);
      const file = await resolveFile(root, path);
      if (!file) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      let status = 200;
      const headers: Record<string, string | string[]> = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' };
      if (await isFile(`${file}.headers.json`)) {
        const sidecar = JSON.parse(await readFile(`${file}.headers.json`, 'utf8')) as { status?: number; headers?: Record<string, string | string[]> };
        status = sidecar.status ?? 200;
        Object.assign(headers, sidecar.headers ?? {});
      }
      res.writeHead(status, headers).end(req.method === 'HEAD' ? undefined : await readFile(file));
    })().catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((done) => server.listen(0, host, done));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

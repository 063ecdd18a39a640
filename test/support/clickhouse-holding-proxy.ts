import { Agent, createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface HeldStatement {
  /** The statement, as the client sent it in the `query` URL parameter (`INSERT INTO t FORMAT JSONEachRow`). */
  statement: string;
  /** Its other URL parameters: database, settings such as insert_deduplication_token. */
  params: URLSearchParams;
}

export interface ClickHouseHoldingProxy {
  /** CLICKHOUSE_URL for the client to stop: `http://127.0.0.1:port`. */
  url: string;
  /** Resolves when the first statement `holds` matches arrives; the proxy has not forwarded it. */
  held: Promise<HeldStatement>;
  close(): Promise<void>;
}

/**
 * A loopback HTTP proxy in front of ClickHouse's HTTP interface, for the crash specs: it forwards every
 * request until the first whose statement matches `holds`. That one is never forwarded and never answered,
 * and neither is any request after it, so ClickHouse holds exactly what the client had written before:
 * the client sits in the middle of its write, where the test kills its process. @clickhouse/client sends
 * an INSERT's statement in the `query` URL parameter and its rows as the body.
 */
export async function startClickHouseHoldingProxy(upstreamUrl: string, holds: (statement: string) => boolean): Promise<ClickHouseHoldingProxy> {
  const upstream = new URL(upstreamUrl);
  const agent = new Agent({ keepAlive: true });
  let shut = false;
  let release!: (held: HeldStatement) => void;
  const held = new Promise<HeldStatement>((resolve) => (release = resolve));

  const server = createServer((req, res) => {
    const params = new URL(req.url ?? '/', 'http://proxy').searchParams;
    const statement = params.get('query') ?? '';
    if (shut || holds(statement)) {
      if (!shut) release({ statement, params });
      shut = true;
      // Read the body so the client has sent it all and waits for the answer, which never comes.
      req.resume();
      return;
    }
    const outbound = request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: { ...req.headers, host: upstream.host }, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    outbound.on('error', (error) => res.destroy(error));
    // A killed client takes its half-sent request with it, as a direct connection would.
    res.on('close', () => {
      if (!res.writableFinished) outbound.destroy();
    });
    req.pipe(outbound);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    held,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

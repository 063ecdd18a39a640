import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fixture HTTP server on a loopback address (tests talk only to loopback). */
export interface LoopbackSite {
  origin: string;
  port: number;
  /** Ends open connections too, so a handler that never answers does not hold the close up. */
  close(): Promise<void>;
}

/** Serves `handler` on a free port of `host` (127.0.0.2 plays another machine, e.g. an internal service). */
export async function serveLoopback(handler: RequestListener, host = '127.0.0.1'): Promise<LoopbackSite> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How the stand-in answers for one number: VIES's own answers, plus the ways it fails. */
export type ViesBehaviour =
  | { kind: 'valid'; name?: string; address?: string }
  | { kind: 'invalid' }
  /** VIES answers 200 with `userError: MS_UNAVAILABLE` when a member state's service is down. */
  | { kind: 'ms-unavailable' }
  | { kind: 'http-error'; status: number }
  | { kind: 'not-json' }
  /** Never answers: the caller's timeout decides. */
  | { kind: 'hang' };

/**
 * The VIES REST API (`GET {VIES_URL}/ms/{country}/vat/{number}`) on 127.0.0.1, answering in the shape the
 * Commission documents (isValid, userError, name, address, requestIdentifier). Numbers without a set
 * behaviour are invalid. Counts calls per number, so the day's cache can be seen at work.
 */
export class ViesServer {
  private readonly behaviours = new Map<string, ViesBehaviour>();
  readonly calls: string[] = [];
  private readonly server: Server;
  private readonly hanging: ServerResponse[] = [];
  url = '';

  constructor() {
    this.server = createServer((req, res) => {
      const match = /^\/rest-api\/ms\/([A-Z]{2})\/vat\/([0-9A-Za-z+*]+)$/.exec(new URL(req.url ?? '/', 'http://vies.local').pathname);
      if (req.method !== 'GET' || !match) return json(res, 404, { errorWrappers: [{ error: 'NOT_FOUND' }] });
      const [, country, number] = match;
      this.calls.push(`${country}${number}`);
      const behaviour = this.behaviours.get(`${country}${number}`) ?? { kind: 'invalid' };
      const common = { countryCode: country, vatNumber: number, requestDate: new Date().toISOString(), requestIdentifier: `WAPIAAAAX${this.calls.length}`, viesApproximate: {} };
      switch (behaviour.kind) {
        case 'valid':
          return json(res, 200, { ...common, isValid: true, userError: 'VALID', name: behaviour.name ?? 'ACME GMBH', address: behaviour.address ?? 'HAUPTSTRASSE 1\n10115 BERLIN' });
        case 'invalid':
          return json(res, 200, { ...common, isValid: false, userError: 'INVALID', name: '---', address: '---' });
        case 'ms-unavailable':
          return json(res, 200, { ...common, isValid: false, userError: 'MS_UNAVAILABLE', name: '---', address: '---' });
        case 'http-error':
          return json(res, behaviour.status, { actionSucceed: false, errorWrappers: [{ error: 'SERVICE_UNAVAILABLE' }] });
        case 'not-json':
          res.writeHead(200, { 'content-type': 'text/html' });
          return res.end('<html>maintenance</html>');
        case 'hang':
          this.hanging.push(res);
          return;
      }
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/rest-api`;
    return this;
  }

  /** `number` with its prefix as VIES writes it: `DE123456789`, `EL123456789`. */
  set(number: string, behaviour: ViesBehaviour): void {
    this.behaviours.set(number, behaviour);
  }

  callsFor(number: string): number {
    return this.calls.filter((c) => c === number).length;
  }

  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

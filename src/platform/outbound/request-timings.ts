import type { ClientRequest } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Where the time of one HTTP exchange went, in milliseconds, phase by phase (they add up to `totalMs`).
 * Every guarded agent opens a fresh socket (no keep-alive), so each exchange has all its phases.
 */
export interface RequestTimings {
  /** Name resolution; 0 when the URL names an address. */
  dnsMs: number;
  /** TCP handshake. */
  connectMs: number;
  /** TLS handshake; null for http. */
  tlsMs: number | null;
  /** Request sent until the answer's status line and headers arrived. */
  firstByteMs: number;
  /** Headers until the body was read (or dropped). */
  downloadMs: number;
  totalMs: number;
}

export interface TimingTrace {
  /** Call when the body has been read; the phases are fixed from then on. */
  finish(): RequestTimings;
}

/**
 * Follows one request through its socket's events (`lookup`, `connect`, `secureConnect`) to its
 * response. Call it right after `http.request()` / `https.request()` with a guarded agent (safeFetch
 * does so for every hop); `finish()` once the body is read.
 */
export function traceRequestTimings(req: ClientRequest): TimingTrace {
  const start = performance.now();
  let lookedUp: number | undefined;
  let connected: number | undefined;
  let secured: number | undefined;
  let answered: number | undefined;
  let finished: RequestTimings | undefined;
  req.once('socket', (socket: Socket) => {
    socket.once('lookup', () => (lookedUp = performance.now()));
    socket.once('connect', () => (connected = performance.now()));
    socket.once('secureConnect', () => (secured = performance.now()));
  });
  req.once('response', () => (answered = performance.now()));
  return {
    finish() {
      if (finished) return finished;
      const end = performance.now();
      const dnsDone = lookedUp ?? start;
      const tcpDone = connected ?? dnsDone;
      const ready = secured ?? tcpDone;
      const headers = answered ?? end;
      finished = {
        dnsMs: dnsDone - start,
        connectMs: tcpDone - dnsDone,
        tlsMs: secured === undefined ? null : ready - tcpDone,
        firstByteMs: headers - ready,
        downloadMs: end - headers,
        totalMs: end - start,
      };
      return finished;
    },
  };
}

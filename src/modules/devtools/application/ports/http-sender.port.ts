import type { DevtoolsErrorCode, HttpRedirectHop, HttpTimings, NameValue } from '../../contract.js';
import type { OutgoingRequest } from '../../domain/api-hub/outgoing-request.js';

export interface HttpSendOptions {
  followRedirects: boolean;
  maxRedirects: number;
  timeoutMs: number;
  /** Cap on the decoded answer body. */
  maxBytes: number;
}

export interface HttpAnswer {
  kind: 'answered';
  status: number;
  statusText: string;
  /** As received, in order. */
  headers: NameValue[];
  body: Buffer;
  truncated: boolean;
  timings: HttpTimings;
  redirects: HttpRedirectHop[];
  remoteAddress: string;
}

/**
 * No answer: the guard refused the address (DEVTOOLS_TARGET_REFUSED, DEVTOOLS_INVALID_URL) or the network
 * failed (DEVTOOLS_HTTP_*). `reason` is the guard's rule or the system's error code, never a URL.
 */
export interface HttpFailure {
  kind: 'failed';
  code: DevtoolsErrorCode;
  reason: string;
}

/** Sends one user-built request through the outbound guard, timing each phase (devtools README). */
export interface HttpSender {
  send(request: OutgoingRequest, options: HttpSendOptions): Promise<HttpAnswer | HttpFailure>;
}

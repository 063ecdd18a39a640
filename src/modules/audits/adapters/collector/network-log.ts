import type { CDPSession, Page } from 'playwright-core';
import type { NetworkEntry } from '../../domain/collection-bundle.js';
import type { BlockedRequest } from '../../../../platform/outbound/index.js';

interface PendingEntry extends NetworkEntry {
  startedAt: number;
  failed: boolean;
}

interface CdpRequest {
  requestId: string;
  request: { url: string; method: string };
  type?: string;
  timestamp: number;
  redirectResponse?: CdpResponse;
}

interface CdpResponse {
  status: number;
  mimeType: string;
  headers: Record<string, string>;
  encodedDataLength: number;
}

const MAX_ENTRIES = 1000;

function blockedHeader(headers: Record<string, string>): string | undefined {
  const name = Object.keys(headers).find((key) => key.toLowerCase() === 'x-stacklens-blocked');
  return name ? headers[name] : undefined;
}

/**
 * The page's requests from the DevTools protocol, which (unlike Playwright's events) gives decoded and
 * on-the-wire sizes and the exact resource type. data: and blob: URLs are not requests and are left out.
 */
export class NetworkLog {
  private readonly pending = new Map<string, PendingEntry>();
  private readonly done: PendingEntry[] = [];

  private constructor(session: CDPSession) {
    session.on('Network.requestWillBeSent', (event: CdpRequest) => this.onRequest(event));
    session.on('Network.responseReceived', (event: { requestId: string; type?: string; response: CdpResponse }) => {
      const entry = this.pending.get(event.requestId);
      if (!entry) return;
      entry.status = event.response.status;
      entry.mimeType = event.response.mimeType || null;
      const blocked = blockedHeader(event.response.headers);
      if (blocked) entry.blocked = blocked;
    });
    session.on('Network.dataReceived', (event: { requestId: string; dataLength: number }) => {
      const entry = this.pending.get(event.requestId);
      if (entry) entry.resourceSize += event.dataLength;
    });
    session.on('Network.loadingFinished', (event: { requestId: string; timestamp: number; encodedDataLength: number }) => {
      this.finish(event.requestId, event.timestamp, event.encodedDataLength, false);
    });
    session.on('Network.loadingFailed', (event: { requestId: string; timestamp: number; canceled?: boolean }) => {
      // Cancelled before any answer (the browser's own favicon probe, a fetch the page aborted): not a failure.
      const entry = this.pending.get(event.requestId);
      if (event.canceled && entry?.status === null) this.pending.delete(event.requestId);
      else this.finish(event.requestId, event.timestamp, 0, true);
    });
  }

  static async attach(page: Page): Promise<NetworkLog> {
    const session = await page.context().newCDPSession(page);
    const log = new NetworkLog(session);
    await session.send('Network.enable');
    return log;
  }

  private onRequest(event: CdpRequest): void {
    const url = event.request.url;
    if (url.startsWith('data:') || url.startsWith('blob:')) return;
    const previous = this.pending.get(event.requestId);
    if (previous && event.redirectResponse) {
      previous.status = event.redirectResponse.status;
      previous.mimeType = event.redirectResponse.mimeType || null;
      this.finish(event.requestId, event.timestamp, event.redirectResponse.encodedDataLength, false);
    }
    if (this.done.length + this.pending.size >= MAX_ENTRIES) return;
    this.pending.set(event.requestId, {
      url,
      method: event.request.method,
      resourceType: (event.type ?? 'Other').toLowerCase(),
      status: null,
      mimeType: null,
      transferSize: 0,
      resourceSize: 0,
      durationMs: null,
      startedAt: event.timestamp,
      failed: false,
    });
  }

  private finish(requestId: string, timestamp: number, encodedDataLength: number, failed: boolean): void {
    const entry = this.pending.get(requestId);
    if (!entry) return;
    this.pending.delete(requestId);
    entry.transferSize = Math.max(0, Math.round(encodedDataLength));
    entry.durationMs = Math.max(0, Math.round((timestamp - entry.startedAt) * 1000));
    entry.failed = failed;
    this.done.push(entry);
  }

  /**
   * Finished and still-open requests. A failed https request whose host:port the proxy refused is marked
   * with the proxy's reason (the proxy only sees the tunnel's authority, not the URL).
   */
  entries(blocked: readonly BlockedRequest[]): NetworkEntry[] {
    const all = [...this.done, ...this.pending.values()].sort((a, b) => a.startedAt - b.startedAt);
    return all.map(({ startedAt: _startedAt, failed, ...entry }) => {
      if (!entry.blocked && failed) {
        const authority = new URL(entry.url).host;
        const withPort = authority.includes(':') && !authority.endsWith(']') ? authority : `${authority}:${entry.url.startsWith('https:') ? 443 : 80}`;
        const refusal = blocked.find((b) => b.url === entry.url || b.url === withPort);
        if (refusal) return { ...entry, blocked: refusal.reason };
      }
      return entry;
    });
  }
}

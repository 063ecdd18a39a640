import { inject, injectable } from 'inversify';
import type { HttpContext, Route, RouteProvider } from '../../../../platform/http/index.js';
import type { Logger } from '../../../../platform/logging/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { AdmitTrackerRequest } from '../../application/ingest/admit-tracker-request.use-case.js';
import { IngestBatch } from '../../application/ingest/ingest-batch.use-case.js';
import { MAX_BATCH_BYTES, SNIPPET_PATH, TRACKING_ENDPOINT_PATH } from '../../domain/tracking-event.js';
import { SnippetSource } from '../snippet/snippet-source.js';

/**
 * A day: the snippet's URL carries no version, so a change reaches browsers within a day; after that
 * they revalidate with If-None-Match and get a 304 until the code changes. stale-while-revalidate lets
 * a page use the cached copy while it checks.
 */
const SNIPPET_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

/**
 * The tracker's public face (analytics README, "Tracker"): the snippet and the beacon endpoint, open to every origin
 * without credentials. POST /t/e reads its body itself (`rawBody`: sendBeacon posts text/plain, and a
 * malformed body must be counted, not answered with an error) and answers 202 with no body once the
 * events are enqueued, whatever was wrong with them; only a body over MAX_BATCH_BYTES gets 413, and a
 * queue that cannot take the events 503. A client over the per-client rate limit gets 429 with no body
 * on every route, before anything else is read. Nothing here logs the IP.
 */
@injectable()
export class TrackerRoutes implements RouteProvider {
  constructor(
    @inject(AdmitTrackerRequest) private readonly admit: AdmitTrackerRequest,
    @inject(IngestBatch) private readonly ingest: IngestBatch,
    @inject(SnippetSource) private readonly snippet: SnippetSource,
    @inject(PLATFORM.Logger) private readonly log: Logger,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: SNIPPET_PATH,
        auth: 'public',
        handler: (ctx) => this.serveSnippet(ctx),
      },
      {
        method: 'OPTIONS',
        path: TRACKING_ENDPOINT_PATH,
        auth: 'public',
        edge: true,
        handler: (ctx) => {
          allowAnyOrigin(ctx);
          if (!this.admit.execute({ ip: ctx.state.request.ip, beacon: false })) return tooMany(ctx);
          ctx.set('Access-Control-Allow-Methods', 'POST, OPTIONS');
          ctx.set('Access-Control-Allow-Headers', 'Content-Type');
          ctx.set('Access-Control-Max-Age', '86400');
          ctx.status = 204;
        },
      },
      {
        method: 'POST',
        path: TRACKING_ENDPOINT_PATH,
        auth: 'public',
        rawBody: true,
        edge: true,
        handler: (ctx) => this.track(ctx),
      },
    ];
  }

  private async serveSnippet(ctx: HttpContext): Promise<void> {
    allowAnyOrigin(ctx);
    if (!this.admit.execute({ ip: ctx.state.request.ip, beacon: false })) return tooMany(ctx);
    const snippet = await this.snippet.get();
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('Cache-Control', SNIPPET_CACHE_CONTROL);
    ctx.set('ETag', snippet.etag);
    ctx.set('Vary', 'Accept-Encoding');
    if (etagMatches(ctx.get('If-None-Match'), snippet.etag)) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'text/javascript; charset=utf-8';
    if (ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
      ctx.set('Content-Encoding', 'gzip');
      ctx.body = snippet.gzipped;
    } else {
      ctx.body = snippet.code;
    }
  }

  private async track(ctx: HttpContext): Promise<void> {
    allowAnyOrigin(ctx);
    const request = ctx.state.request;
    if (!this.admit.execute({ ip: request.ip, beacon: true })) {
      // The body is not read: closing is cheaper than draining it, and a flooding client pays a new connection.
      ctx.set('Connection', 'close');
      return tooMany(ctx);
    }
    const { body, tooLarge } = await readCapped(ctx, MAX_BATCH_BYTES);
    try {
      await this.ingest.execute({
        body,
        tooLarge,
        ip: request.ip,
        userAgent: request.userAgent,
        declined: ctx.get('DNT') === '1' || ctx.get('Sec-GPC') === '1',
      });
    } catch (error) {
      // The events were not enqueued (queue or live store unreachable): say so, without a body.
      this.log.warn({ err: error, reqId: request.requestId }, 'tracking batch not accepted');
      ctx.set('Retry-After', '5');
      answerEmpty(ctx, 503);
      return;
    }
    if (tooLarge) {
      // The rest of the body was not read; closing is cheaper than draining it.
      ctx.set('Connection', 'close');
      answerEmpty(ctx, 413);
    } else {
      answerEmpty(ctx, 202);
    }
  }
}

/** Over the per-client rate limit: a second is when the bucket holds its next request again. */
function tooMany(ctx: HttpContext): void {
  ctx.set('Retry-After', '1');
  answerEmpty(ctx, 429);
}

/** Koa turns a null body into 204 unless the status is set after it. */
function answerEmpty(ctx: HttpContext, status: number): void {
  ctx.body = null;
  ctx.status = status;
}

function allowAnyOrigin(ctx: HttpContext): void {
  ctx.set('Access-Control-Allow-Origin', '*');
}

/** If-None-Match may list several tags and weak ones (a CDN re-compressing turns ours weak). */
function etagMatches(header: string, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * The body up to `limit` bytes. Past it reading stops and `tooLarge` is set; a declared length over it is
 * not read at all. Listeners rather than `for await`, whose early exit would destroy the socket before the
 * 413 is written.
 */
function readCapped(ctx: HttpContext, limit: number): Promise<{ body: Uint8Array; tooLarge: boolean }> {
  const empty = new Uint8Array();
  if (Number(ctx.get('Content-Length') || 0) > limit) return Promise.resolve({ body: empty, tooLarge: true });
  const req = ctx.req;
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    const done = (result: { body: Uint8Array; tooLarge: boolean }) => {
      if (settled) return;
      settled = true;
      req.off('data', onData).off('end', onEnd).off('error', onGone).off('close', onGone);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
      else {
        req.pause();
        done({ body: empty, tooLarge: true });
      }
    };
    const onEnd = () => done({ body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks), tooLarge: false });
    // A client that went away mid-body sent nothing usable.
    const onGone = () => done({ body: empty, tooLarge: false });
    req.on('data', onData).on('end', onEnd).on('error', onGone).on('close', onGone);
  });
}

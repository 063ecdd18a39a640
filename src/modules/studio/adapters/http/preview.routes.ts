import { inject, injectable } from 'inversify';
import type { HttpContext, Route, RouteProvider } from '../../../../platform/http/index.js';
import type { PreviewConfigResponse } from '../../contract.js';
import { STUDIO } from '../../studio.tokens.js';
import { PREVIEW_FRAME_PATH, PREVIEW_RUNNER_PATH, previewFrameDocument } from './preview/preview-frame.document.js';
import { PREVIEW_RUNNER_SCRIPT } from './preview/preview-runner.script.js';

/** PUBLIC_URL and PREVIEW_PUBLIC_URL (null: the frame is served from the app's own origin). */
export interface PreviewSettings {
  publicUrl: string;
  previewPublicUrl: string | null;
}

/** A scheme and a host (a name, IPv4 or bracketed IPv6, an optional port): nothing a header or attribute could be broken with. */
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(:\d+)?$|^https?:\/\/\[[0-9a-f:.]+\](:\d+)?$/i;

/**
 * The frame's policy (studio README, "Preview"). `sandbox allow-scripts` without allow-same-origin gives the
 * document an opaque origin: the template's script runs, but cannot read StackLens's storage or cookies,
 * call the API as the user, navigate the top page (no allow-top-navigation) or open windows (no
 * allow-popups). Templates may load scripts, styles, fonts and images over https (a CDN library, an
 * uploaded image), as in any code playground; the only script of the frame's own origin it may run is
 * the runner. frame-ancestors names the one page allowed to embed it.
 */
export function previewFramePolicy(frameOrigin: string, parentOrigin: string, appOrigin: string): string {
  const own = [...new Set([frameOrigin, appOrigin])].join(' ');
  return [
    'sandbox allow-scripts',
    "default-src 'none'",
    `script-src 'unsafe-inline' 'unsafe-eval' https: ${frameOrigin}${PREVIEW_RUNNER_PATH}`,
    "style-src 'unsafe-inline' https:",
    `img-src data: blob: https: ${own}`,
    `media-src data: blob: https: ${own}`,
    'font-src data: https:',
    // The app's origin is listed for plain-HTTP installs (make start) to behave as https: does in production:
    // a template's call to /api leaves with Origin: null and no cookie or token, and reads nothing back.
    `connect-src https: ${own}`,
    'frame-src https:',
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${parentOrigin}`,
  ].join('; ');
}

/**
 * The sandboxed preview: its address (`/api/studio/preview-config`), the frame document and its runner
 * (studio README, "Preview"). All public: an iframe carries no access token, and nothing here is the user's.
 */
@injectable()
export class PreviewRoutes implements RouteProvider {
  private readonly appOrigin: string;
  private readonly previewOrigin: string | null;

  constructor(@inject(STUDIO.PreviewSettings) settings: PreviewSettings) {
    this.appOrigin = new URL(settings.publicUrl).origin;
    this.previewOrigin = settings.previewPublicUrl ? new URL(settings.previewPublicUrl).origin : null;
  }

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/studio/preview-config',
        auth: 'public',
        handler: (ctx) => {
          const base = this.previewOrigin ?? this.requestOrigin(ctx);
          ctx.set('Cache-Control', 'no-cache');
          ctx.body = { success: true, frameUrl: `${base}${PREVIEW_FRAME_PATH}` } satisfies PreviewConfigResponse;
        },
      },
      {
        method: 'GET',
        path: PREVIEW_FRAME_PATH,
        auth: 'public',
        handler: (ctx) => {
          const frameOrigin = this.requestOrigin(ctx);
          // Own host: the app (PUBLIC_URL) embeds it. Same origin: whatever origin the page was reached at.
          const parentOrigin = this.previewOrigin ? this.appOrigin : frameOrigin;
          ctx.set('Content-Security-Policy', previewFramePolicy(frameOrigin, parentOrigin, this.appOrigin));
          // frame-ancestors says who may embed it; X-Frame-Options: DENY (every other answer's) would forbid it.
          ctx.remove('X-Frame-Options');
          ctx.set('Referrer-Policy', 'no-referrer');
          ctx.set('Cache-Control', 'no-cache');
          ctx.set('Vary', 'Host, X-Forwarded-Host, X-Forwarded-Proto');
          ctx.type = 'text/html; charset=utf-8';
          ctx.body = previewFrameDocument(parentOrigin);
        },
      },
      {
        method: 'GET',
        path: PREVIEW_RUNNER_PATH,
        auth: 'public',
        handler: (ctx) => {
          ctx.set('Cache-Control', 'no-cache');
          ctx.type = 'text/javascript; charset=utf-8';
          ctx.body = PREVIEW_RUNNER_SCRIPT;
        },
      },
    ];
  }

  /**
   * The origin this request reached (TRUST_PROXY honoured through ctx.protocol and ctx.host; Koa's
   * ctx.origin would echo the Origin header). A Host that is not a plain host name falls back to PUBLIC_URL.
   */
  private requestOrigin(ctx: HttpContext): string {
    const origin = `${ctx.protocol}://${ctx.host}`;
    return ORIGIN.test(origin) ? origin.toLowerCase() : this.appOrigin;
  }
}

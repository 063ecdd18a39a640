import { expect } from 'chai';
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../../../../platform/logging/index.js';
import { createHttpApp } from '../../../../platform/http/index.js';
import { PreviewRoutes, type PreviewSettings } from './preview.routes.js';
import { PREVIEW_FRAME_PATH, PREVIEW_RUNNER_PATH } from './preview/preview-frame.document.js';

const logger = createLogger({ level: 'silent', format: 'json' });
const APP = 'https://stacklens.example';
const PREVIEW = 'https://preview.stacklens.example';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * The routes mounted in the real HTTP stack (its security headers included, which the frame must
 * override), behind a proxy as in the Helm chart: the host a request reached comes from X-Forwarded-*.
 * node:http rather than fetch, which would not let a test name the Host.
 */
async function serve(settings: PreviewSettings, run: (get: (path: string, headers?: Record<string, string>) => Promise<Answer>) => Promise<void>): Promise<void> {
  const routes = new PreviewRoutes(settings).routes();
  const { app } = createHttpApp({
    logger,
    jwtKeys: { keyFor: () => undefined },
    trustProxy: true,
    bodyLimit: '16kb',
    routes: { providers: [{ id: 'preview', routes, requestScoped: false }], forRequest: () => ({ routes: () => routes }) },
    publicUrl: settings.publicUrl,
    ...(settings.previewPublicUrl ? { previewUrl: settings.previewPublicUrl } : {}),
  });
  const server: Server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on('error', reject);
      req.end();
    });
  try {
    await run(get);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const directives = (policy: unknown): string[] => String(policy).split(';').map((directive) => directive.trim());
const directive = (policy: unknown, name: string) => directives(policy).filter((d) => d === name || d.startsWith(`${name} `));
const viaProxy = (host: string) => ({ 'x-forwarded-host': host, 'x-forwarded-proto': 'https' });

describe('studio preview routes (studio README, "Preview")', () => {
  describe('with PREVIEW_PUBLIC_URL: the frame on its own host', () => {
    const settings: PreviewSettings = { publicUrl: APP, previewPublicUrl: PREVIEW };

    it('preview-config gives the preview host, whatever host the page asked from', async () => {
      await serve(settings, async (get) => {
        for (const headers of [viaProxy('stacklens.example'), {}]) {
          const answer = await get('/api/studio/preview-config', headers);
          expect(answer.status).to.equal(200);
          expect(JSON.parse(answer.body)).to.deep.equal({ success: true, frameUrl: `${PREVIEW}${PREVIEW_FRAME_PATH}` });
          expect(answer.headers['cache-control']).to.equal('no-cache');
        }
      });
    });

    it('the frame names PUBLIC_URL, and only it, in frame-ancestors and as the origin it answers', async () => {
      await serve(settings, async (get) => {
        const answer = await get(PREVIEW_FRAME_PATH, viaProxy('preview.stacklens.example'));
        expect(answer.status).to.equal(200);
        expect(answer.headers['content-type']).to.equal('text/html; charset=utf-8');
        const policy = answer.headers['content-security-policy'];
        expect(directive(policy, 'frame-ancestors')).to.deep.equal([`frame-ancestors ${APP}`]);
        // An opaque origin: scripts run, nothing of the app's origin is reachable.
        expect(directives(policy)[0]).to.equal('sandbox allow-scripts');
        expect(String(policy)).to.not.contain('allow-same-origin').and.to.not.contain('allow-top-navigation').and.to.not.contain('allow-popups');
        // The one script of the frame's own origin it may run is the runner, on the preview host.
        expect(directive(policy, 'script-src')).to.deep.equal([`script-src 'unsafe-inline' 'unsafe-eval' https: ${PREVIEW}${PREVIEW_RUNNER_PATH}`]);
        // Images of both hosts: the uploads are served by the app.
        expect(directive(policy, 'img-src')).to.deep.equal([`img-src data: blob: https: ${PREVIEW} ${APP}`]);
        // The stack's X-Frame-Options: DENY would forbid the embedding frame-ancestors allows.
        expect(answer.headers['x-frame-options']).to.equal(undefined);
        expect(answer.headers['referrer-policy']).to.equal('no-referrer');
        // The runner posts only to the page's origin.
        expect(answer.body).to.contain(`<meta name="stacklens-parent-origin" content="${APP}">`);
        expect(answer.body).to.contain('<script src="runner.js" defer></script>');
      });
    });

    it('a Host that is no plain host name is not echoed into the policy: PUBLIC_URL stands for it', async () => {
      await serve(settings, async (get) => {
        const answer = await get(PREVIEW_FRAME_PATH, { 'x-forwarded-host': 'evil.example; frame-ancestors *', 'x-forwarded-proto': 'https' });
        expect(answer.status).to.equal(200);
        const policy = answer.headers['content-security-policy'];
        expect(directive(policy, 'frame-ancestors')).to.deep.equal([`frame-ancestors ${APP}`]);
        expect(String(policy)).to.not.contain('evil.example');
      });
    });

    it('serves the runner as a script', async () => {
      await serve(settings, async (get) => {
        const answer = await get(PREVIEW_RUNNER_PATH, viaProxy('preview.stacklens.example'));
        expect(answer.status).to.equal(200);
        expect(answer.headers['content-type']).to.equal('text/javascript; charset=utf-8');
        expect(answer.body).to.match(/^\(function \(\) \{/);
      });
    });
  });

  describe('without PREVIEW_PUBLIC_URL: the frame on the origin the page was reached at', () => {
    const settings: PreviewSettings = { publicUrl: APP, previewPublicUrl: null };

    it('preview-config and frame-ancestors both name that origin', async () => {
      await serve(settings, async (get) => {
        const config = await get('/api/studio/preview-config', viaProxy('stacklens.example'));
        expect(JSON.parse(config.body)).to.deep.equal({ success: true, frameUrl: `${APP}${PREVIEW_FRAME_PATH}` });
        const frame = await get(PREVIEW_FRAME_PATH, viaProxy('stacklens.example'));
        expect(directive(frame.headers['content-security-policy'], 'frame-ancestors')).to.deep.equal([`frame-ancestors ${APP}`]);
        expect(directive(frame.headers['content-security-policy'], 'img-src')).to.deep.equal([`img-src data: blob: https: ${APP}`]);
        expect(frame.headers['x-frame-options']).to.equal(undefined);

        // Reached at another address (make start on localhost, plain HTTP), the frame follows it.
        const local = await get('/api/studio/preview-config', { host: 'localhost:3000' });
        expect(JSON.parse(local.body)).to.deep.equal({ success: true, frameUrl: `http://localhost:3000${PREVIEW_FRAME_PATH}` });
        const localFrame = await get(PREVIEW_FRAME_PATH, { host: 'localhost:3000' });
        expect(directive(localFrame.headers['content-security-policy'], 'frame-ancestors')).to.deep.equal(['frame-ancestors http://localhost:3000']);
        expect(localFrame.body).to.contain('<meta name="stacklens-parent-origin" content="http://localhost:3000">');
      });
    });
  });
});

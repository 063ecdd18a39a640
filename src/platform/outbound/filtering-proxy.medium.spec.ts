import { expect } from 'chai';
import dgram from 'node:dgram';
import { chromium, type Browser } from 'playwright-core';
import { serveFixtureSite, type FixtureSite } from '../../../test/support/audits/fixture-server.js';
import { startCanary, type Canary } from '../../../test/e2e/ssrf/ssrf-test-support.js';
import { chromiumPath } from '../../../test/support/web.js';
import { chromiumProxyArgs, startFilteringProxy, type FilteringProxy, type TargetPolicy } from './index.js';

const BASE_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

function launch(args: string[]): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!executablePath) throw new Error('Chromium not found: apt-get install -y chromium (or set CHROMIUM_PATH)');
  return chromium.launch({ executablePath, headless: true, args: [...BASE_ARGS, ...args] });
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 100));
  if (!condition()) throw new Error(`never happened: ${what}`);
}

/**
 * A real page in Debian's Chromium, launched the way the collector must launch it, tries every way
 * out (iframe, img, fetch, WebSocket, WebRTC) towards a live loopback canary and private addresses.
 * Each control run without the guard shows the same page does reach the canary.
 */
describe('audit browser behind the filtering proxy (Chromium)', function () {
  this.timeout(60_000);
  let canary: Canary;
  let site: FixtureSite;
  let proxy: FilteringProxy;
  let browser: Browser | undefined;

  before(async () => {
    canary = await startCanary('127.0.0.1');
    site = await serveFixtureSite('test/fixtures/audits/ssrf');
    // The canary's port is allowed, so only the address rule stands between the page and the canary.
    const policy: TargetPolicy = { allowPrivate: false, allowedPorts: [80, 443, canary.port], allowTargets: [`127.0.0.1:${site.port}`] };
    proxy = await startFilteringProxy({ policy });
  });

  afterEach(async () => {
    await browser?.close();
    browser = undefined;
  });

  after(async () => {
    await Promise.all([proxy.close(), canary.close(), site.close()]);
  });

  async function probe(args: string[]): Promise<string[]> {
    browser = await launch(args);
    const page = await browser.newPage();
    await page.goto(`${site.url}/?canary=127.0.0.1:${canary.port}`);
    await page.waitForSelector('body[data-done="true"]', { state: 'attached' });
    return page.locator('#results li').allTextContents();
  }

  it('loads the allowed page while its iframe, images, fetches and WebSocket to private targets are refused', async () => {
    const results = await probe(chromiumProxyArgs(proxy.url));
    expect(results).to.include('same-origin fetch: loaded true');
    const paths = site.requests.map((r) => r.path);
    expect(paths).to.include.members(['/', '/pixel.svg', '/same-origin.json']);
    const c = canary.port;
    expect(proxy.blocked).to.deep.include.members([
      { url: `http://127.0.0.1:${c}/from-iframe`, reason: 'loopback' },
      { url: `http://localhost:${c}/from-img.png`, reason: 'loopback' },
      { url: 'http://10.0.0.1/from-img.png', reason: 'private-address' },
      { url: 'http://192.168.1.1/from-img.png', reason: 'private-address' },
      { url: `http://127.0.0.1:${c}/from-fetch`, reason: 'loopback' },
      { url: 'http://169.254.169.254/latest/meta-data/', reason: 'link-local' },
      { url: `http://[::ffff:7f00:1]:${c}/from-mapped`, reason: 'loopback' },
      { url: `127.0.0.1:${c}`, reason: 'loopback' },
    ]);
    expect(canary.connections, 'connections that reached the loopback canary').to.equal(0);
  });

  it('(control) the same page without the proxy does reach the canary', async () => {
    await probe([]);
    await until(() => canary.connections > 0, 'a connection to the canary');
    canary.connections = 0;
  });

  describe('WebRTC', () => {
    let udp: dgram.Socket;
    let datagrams = 0;

    before(async () => {
      udp = dgram.createSocket('udp4');
      udp.on('message', () => (datagrams += 1));
      await new Promise<void>((resolve) => udp.bind(0, '127.0.0.1', () => resolve()));
    });

    after(() => udp.close());

    async function gather(args: string[]): Promise<void> {
      browser = await launch(args);
      const page = await browser.newPage();
      await page.goto(`${site.url}/webrtc.html?stun=127.0.0.1:${udp.address().port}`);
    }

    it('sends no UDP past the proxy: ICE gathering completes without a STUN packet', async () => {
      datagrams = 0;
      await gather(chromiumProxyArgs(proxy.url));
      await browser!.contexts()[0]!.pages()[0]!.waitForSelector('body[data-done="true"]', { state: 'attached' });
      expect(datagrams).to.equal(0);
    });

    it('(control) without the WebRTC switch the page sends STUN straight to the UDP canary', async () => {
      datagrams = 0;
      await gather(chromiumProxyArgs(proxy.url).filter((arg) => !arg.startsWith('--webrtc-ip-handling-policy')));
      await until(() => datagrams > 0, 'a STUN datagram');
    });
  });
});

import { expect } from 'chai';
import type { Page } from 'playwright-core';
import type { RenderedElement } from '../../domain/collection-bundle.js';
import { BrowserPool, type BrowserLease } from '../../../../platform/outbound/index.js';
import { collectRenderedElements, INTERACTIVE_SELECTOR, uniqueSelector } from './element-inventory.js';
import { inPageExpression } from './in-page.js';

const TRICKY = `<!doctype html><html><body style="background: rgb(10, 20, 30)">
  <div id="dup"><a href="/a">A</a></div>
  <div id="dup"><a href="/b">B</a></div>
  <section><div><div><ul><li><a href="/c">C</a></li><li><a href="/d">D</a></li></ul></div></div></section>
  <button id="a:b.c">Odd id</button>
  <button id="1st">Digit id</button>
  <aside><svg class="icon" onclick="void 0" width="10" height="10"></svg></aside>
  <a href="/hidden" style="display:none">Hidden</a>
  <a href="/invisible" style="visibility:hidden">Invisible</a>
  <div role="navigation"><a href="/in-nav" style="font-weight: bold; color: rgb(200, 0, 0)">In nav</a></div>
  <iframe src="https://www.youtube.com/embed/xyz" title="video"></iframe>
  <iframe src="/local-frame" title="local"></iframe>
</body></html>`;

describe('element inventory (in-page script in Chromium)', function () {
  this.timeout(30_000);
  const pool = new BrowserPool();
  let lease: BrowserLease;
  let page: Page;

  async function inventory(html: string, max = 400): Promise<RenderedElement[]> {
    await page.setContent(html);
    return page.evaluate<RenderedElement[]>(inPageExpression(collectRenderedElements, { selector: INTERACTIVE_SELECTOR, max }, [uniqueSelector]));
  }

  before(async () => {
    lease = await pool.acquire();
    page = await lease.browser.newPage({ viewport: { width: 1350, height: 940 } });
  });

  after(async () => {
    await page.close();
    lease.release();
    await pool.close();
  });

  it('gives every element a selector that matches it and nothing else, whatever its ids', async () => {
    const elements = await inventory(TRICKY);
    const selectors = JSON.stringify(elements.map((element) => element.selector));
    const checks = await page.evaluate<number[]>(`${selectors}.map((selector) => document.querySelectorAll(selector).length)`);
    expect(checks).to.deep.equal(elements.map(() => 1));
    expect(elements.map((element) => element.text)).to.deep.equal(['A', 'B', 'C', 'D', 'Odd id', 'Digit id', '', 'Hidden', 'Invisible', 'In nav', 'video']);
    const byText = new Map(elements.map((element) => [element.text, element]));
    expect(byText.get('Odd id')!.selector).to.equal('#a\\:b\\.c');
    expect(byText.get('Digit id')!.selector).to.equal('#\\31 st');
  });

  it('keeps social iframes, scripted SVG, visibility, landmarks by role and inherited backgrounds', async () => {
    const elements = await inventory(TRICKY);
    const byText = new Map(elements.map((element) => [element.text, element]));
    expect(byText.get('Hidden')!.visible).to.equal(false);
    expect(byText.get('Invisible')!.visible).to.equal(false);
    expect(byText.get('A')!.visible).to.equal(true);
    expect(byText.get('In nav')).to.include({ landmark: 'nav', fontWeight: 700, color: 'rgb(200, 0, 0)', backgroundColor: 'rgb(10, 20, 30)' });
    expect(byText.get('video')).to.include({ tag: 'iframe', href: 'https://www.youtube.com/embed/xyz' });
    expect(elements.find((element) => element.tag === 'svg')).to.include({ landmark: 'aside', classes: 'icon' });
    expect(elements.some((element) => element.href === '/local-frame')).to.equal(false);
  });

  it('stops at the cap, in document order', async () => {
    const links = Array.from({ length: 450 }, (_, i) => `<a href="/p${i}">Link ${i}</a>`).join('\n');
    const elements = await inventory(`<!doctype html><body>${links}</body>`, 400);
    expect(elements).to.have.length(400);
    expect(elements.at(-1)!.text).to.equal('Link 399');
  });
});

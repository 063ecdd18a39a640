import { expect } from 'chai';
import type { Browser } from 'playwright-core';
import { BrowserPool } from './browser-pool.js';

function disconnection(browser: Browser): Promise<void> {
  return new Promise((resolve) => browser.once('disconnected', () => resolve()));
}

describe('BrowserPool (Debian Chromium)', function () {
  this.timeout(60_000);

  it('shares one browser between jobs and starts a fresh one after recycleAfterJobs jobs', async () => {
    const pool = new BrowserPool({ recycleAfterJobs: 2 });
    try {
      const first = await pool.acquire();
      first.release();
      const second = await pool.acquire();
      expect(second.browser).to.equal(first.browser);
      const disconnected = disconnection(first.browser);
      second.release();
      const third = await pool.acquire();
      expect(third.browser).not.to.equal(first.browser);
      await disconnected;
      expect(first.browser.isConnected()).to.equal(false);
      expect(third.browser.isConnected()).to.equal(true);
      expect(pool.launches).to.equal(2);
      third.release();
    } finally {
      await pool.close();
    }
  });

  it('keeps a retired browser open until its last job releases it', async () => {
    const pool = new BrowserPool({ recycleAfterJobs: 1 });
    try {
      const running = await pool.acquire();
      const next = await pool.acquire();
      expect(next.browser).not.to.equal(running.browser);
      expect(running.browser.isConnected()).to.equal(true);
      const page = await running.browser.newPage();
      await page.setContent('<p>still working</p>');
      expect(await page.textContent('p')).to.equal('still working');
      const disconnected = disconnection(running.browser);
      running.release();
      await disconnected;
      next.release();
    } finally {
      await pool.close();
    }
  });

  it('replaces a browser that went away (crash) on the next job, and close() ends the current one', async () => {
    const pool = new BrowserPool();
    const crashed = await pool.acquire();
    await crashed.browser.close();
    crashed.release();
    const replacement = await pool.acquire();
    expect(replacement.browser).not.to.equal(crashed.browser);
    expect(replacement.browser.isConnected()).to.equal(true);
    expect(pool.launches).to.equal(2);
    replacement.release();
    await pool.close();
    expect(replacement.browser.isConnected()).to.equal(false);
    const error = await pool.acquire().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).to.be.instanceOf(Error);
  });
});

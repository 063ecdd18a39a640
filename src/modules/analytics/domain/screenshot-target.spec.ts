import { expect } from 'chai';
import { DomainError } from '../../../shared/index.js';
import { parseScreenshotDevice, screenshotUrl, SCREENSHOT_WIDTHS } from './screenshot-target.js';

const code = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof DomainError) return e.code;
    throw e;
  }
  throw new Error('expected a DomainError');
};

describe('analytics: screenshot target', () => {
  it('maps screen classes to their widths, desktop by default', () => {
    expect(SCREENSHOT_WIDTHS).to.deep.equal({ mobile: 375, tablet: 768, laptop: 1280, desktop: 1536 });
    expect(parseScreenshotDevice(undefined)).to.equal('desktop');
    expect(parseScreenshotDevice('')).to.equal('desktop');
    expect(parseScreenshotDevice('mobile')).to.equal('mobile');
    for (const bad of ['all', 'phone', 'toString', ['mobile']]) expect(code(() => parseScreenshotDevice(bad))).to.equal('ANALYTICS_SCREENSHOT_INVALID_DEVICE');
  });

  it('puts the path on the site origin, whatever path the site URL has', () => {
    expect(screenshotUrl('https://shop.example/store', '/store/item?id=2#top')).to.equal('https://shop.example/store/item?id=2');
    expect(screenshotUrl('https://shop.example', undefined)).to.equal('https://shop.example/');
    expect(screenshotUrl('http://127.0.0.1:8080/x', '/a/../b')).to.equal('http://127.0.0.1:8080/b');
  });

  it('refuses paths that would leave the site', () => {
    for (const bad of ['//evil.example/', '/\\evil.example', 'https://evil.example/', 'relative', '/a\nb', 42, '/'.padEnd(3000, 'a')]) {
      expect(code(() => screenshotUrl('https://shop.example', bad)), String(bad).slice(0, 30)).to.equal('ANALYTICS_SCREENSHOT_INVALID_PATH');
    }
  });
});

import { expect } from 'chai';
import { ScreenshotCache } from './screenshot-cache.js';

const shot = (bytes: number) => ({ png: new Uint8Array(bytes), pageHeight: 100, capturedAt: new Date(0) });

describe('analytics: screenshot cache', () => {
  it('serves an entry until its time is up', () => {
    const cache = new ScreenshotCache(1000, 10_000);
    const a = shot(10);
    cache.set('a', a, 0);
    expect(cache.get('a', 999)).to.equal(a);
    expect(cache.get('a', 1000)).to.equal(null);
    expect(cache.size).to.equal(0);
  });

  it('drops the least recently used entries past its byte budget, and never stores a picture above it', () => {
    const cache = new ScreenshotCache(60_000, 100);
    cache.set('a', shot(40), 0);
    cache.set('b', shot(40), 0);
    expect(cache.get('a', 1)).to.not.equal(null);
    cache.set('c', shot(40), 2);
    expect(cache.get('b', 3)).to.equal(null);
    expect(cache.get('a', 3)).to.not.equal(null);
    expect(cache.get('c', 3)).to.not.equal(null);
    cache.set('huge', shot(101), 4);
    expect(cache.get('huge', 5)).to.equal(null);
    expect(cache.size).to.equal(2);
  });
});

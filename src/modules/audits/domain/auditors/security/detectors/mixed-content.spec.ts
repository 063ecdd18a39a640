import { expect } from 'chai';
import type { NetworkEntry } from '../../../collection-bundle.js';
import { findMixedContent } from './mixed-content.js';

function entry(url: string, resourceType: string, blocked?: string): NetworkEntry {
  return { url, method: 'GET', resourceType, status: blocked ? null : 200, mimeType: null, transferSize: 0, resourceSize: 0, durationMs: null, ...(blocked ? { blocked } : {}) };
}

describe('mixed content', () => {
  it('lists the plain-http requests of an https page, active ones as blocked', () => {
    const network = [
      entry('https://example.com/', 'document'),
      entry('http://cdn.example.net/app.js', 'script'),
      entry('http://cdn.example.net/site.css', 'stylesheet'),
      entry('http://img.example.net/a.png', 'image'),
      entry('http://media.example.net/clip.mp4', 'media'),
      entry('ws://push.example.net/socket', 'websocket'),
      entry('https://cdn.example.net/safe.js', 'script'),
    ];
    expect(findMixedContent('https://example.com/', network, [])).to.deep.equal([
      { url: 'http://cdn.example.net/app.js', resourceType: 'script', blocked: true, source: 'network' },
      { url: 'http://cdn.example.net/site.css', resourceType: 'stylesheet', blocked: true, source: 'network' },
      { url: 'http://img.example.net/a.png', resourceType: 'image', blocked: false, source: 'network' },
      { url: 'http://media.example.net/clip.mp4', resourceType: 'media', blocked: false, source: 'network' },
      { url: 'ws://push.example.net/socket', resourceType: 'websocket', blocked: true, source: 'network' },
    ]);
  });

  it('adds references the HTML makes, once per URL, network entries first', () => {
    const html = `<link rel="stylesheet" href="http://cdn.example.net/site.css"><link rel="icon" href="http://example.com/favicon.ico">
      <iframe src="http://video.example.net/embed"></iframe><img loading="lazy" src="http://img.example.net/lazy.png" srcset="http://img.example.net/lazy-2x.png 2x">
      <a href="http://elsewhere.example.net/">a plain link is not a subresource</a><script src="https://cdn.example.net/ok.js"></script>`;
    const found = findMixedContent('https://example.com/', [entry('http://cdn.example.net/site.css', 'stylesheet')], [html]);
    expect(found.map((item) => [item.url, item.resourceType, item.blocked, item.source])).to.deep.equal([
      ['http://cdn.example.net/site.css', 'stylesheet', true, 'network'],
      ['http://img.example.net/lazy.png', 'image', false, 'html'],
      ['http://video.example.net/embed', 'document', true, 'html'],
      ['http://example.com/favicon.ico', 'image', false, 'html'],
      ['http://img.example.net/lazy-2x.png', 'image', false, 'html'],
    ]);
  });

  it('reports nothing for an http page (the whole page is insecure, not mixed)', () => {
    expect(findMixedContent('http://example.com/', [entry('http://cdn.example.net/app.js', 'script')], ['<img src="http://x.example/a.png">'])).to.deep.equal([]);
  });
});

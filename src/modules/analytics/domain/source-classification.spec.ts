import { expect } from 'chai';
import { classifySource, type SourceInput, type SourceKind } from './source-classification.js';

const SITE = 'example.com';

describe('analytics: source classification', () => {
  const cases: Array<[string, SourceInput, SourceKind, string | null]> = [
    // direct
    ['no referrer', { referrer: '', landingUrl: 'https://example.com/' }, 'direct', null],
    ['absent referrer', { landingUrl: '/pricing' }, 'direct', null],
    ['same site', { referrer: 'https://example.com/blog', landingUrl: 'https://example.com/pricing' }, 'direct', null],
    ['same site with www', { referrer: 'https://www.example.com/', landingUrl: 'https://example.com/' }, 'direct', null],
    ['landing host differs from configured host (staging)', { referrer: 'https://staging.example.net/a', landingUrl: 'https://staging.example.net/b' }, 'direct', null],
    ['garbage referrer', { referrer: 'not a url', landingUrl: '/' }, 'direct', null],
    ['non-web referrer', { referrer: 'file:///C:/page.html', landingUrl: '/' }, 'direct', null],
    ['unknown android app', { referrer: 'android-app://com.example.reader', landingUrl: '/' }, 'direct', null],
    // organic search
    ['Google', { referrer: 'https://www.google.com/', landingUrl: '/' }, 'organic-search', 'Google'],
    ['Google country domain', { referrer: 'https://www.google.co.uk/search?q=x', landingUrl: '/' }, 'organic-search', 'Google'],
    ['Google Brazil', { referrer: 'https://www.google.com.br/', landingUrl: '/' }, 'organic-search', 'Google'],
    ['Google Android search app', { referrer: 'android-app://com.google.android.googlequicksearchbox/', landingUrl: '/' }, 'organic-search', 'Google'],
    ['Bing', { referrer: 'https://www.bing.com/search?q=x', landingUrl: '/' }, 'organic-search', 'Bing'],
    ['Bing China', { referrer: 'https://cn.bing.com/', landingUrl: '/' }, 'organic-search', 'Bing'],
    ['DuckDuckGo', { referrer: 'https://duckduckgo.com/', landingUrl: '/' }, 'organic-search', 'DuckDuckGo'],
    ['Yahoo search', { referrer: 'https://search.yahoo.com/search?p=x', landingUrl: '/' }, 'organic-search', 'Yahoo'],
    ['Yahoo Japan search', { referrer: 'https://search.yahoo.co.jp/', landingUrl: '/' }, 'organic-search', 'Yahoo'],
    ['Yandex', { referrer: 'https://yandex.ru/search/?text=x', landingUrl: '/' }, 'organic-search', 'Yandex'],
    ['Yandex Turkey', { referrer: 'https://yandex.com.tr/', landingUrl: '/' }, 'organic-search', 'Yandex'],
    ['ya.ru', { referrer: 'https://ya.ru/', landingUrl: '/' }, 'organic-search', 'Yandex'],
    ['Baidu', { referrer: 'https://www.baidu.com/link?url=x', landingUrl: '/' }, 'organic-search', 'Baidu'],
    ['Ecosia', { referrer: 'https://www.ecosia.org/', landingUrl: '/' }, 'organic-search', 'Ecosia'],
    ['Qwant', { referrer: 'https://www.qwant.com/', landingUrl: '/' }, 'organic-search', 'Qwant'],
    ['Naver', { referrer: 'https://search.naver.com/search.naver?query=x', landingUrl: '/' }, 'organic-search', 'Naver'],
    ['Naver mobile', { referrer: 'https://m.search.naver.com/', landingUrl: '/' }, 'organic-search', 'Naver'],
    ['Seznam', { referrer: 'https://search.seznam.cz/', landingUrl: '/' }, 'organic-search', 'Seznam'],
    ['Startpage', { referrer: 'https://www.startpage.com/', landingUrl: '/' }, 'organic-search', 'Startpage'],
    ['Brave Search', { referrer: 'https://search.brave.com/search?q=x', landingUrl: '/' }, 'organic-search', 'Brave Search'],
    // social
    ['Facebook', { referrer: 'https://www.facebook.com/', landingUrl: '/' }, 'social', 'Facebook'],
    ['Facebook link shim', { referrer: 'https://l.facebook.com/', landingUrl: '/?fbclid=abc' }, 'social', 'Facebook'],
    ['Facebook mobile shim', { referrer: 'https://lm.facebook.com/', landingUrl: '/' }, 'social', 'Facebook'],
    ['Instagram', { referrer: 'https://l.instagram.com/', landingUrl: '/' }, 'social', 'Instagram'],
    ['X t.co', { referrer: 'https://t.co/abc123', landingUrl: '/' }, 'social', 'X'],
    ['Twitter', { referrer: 'https://twitter.com/someone', landingUrl: '/' }, 'social', 'X'],
    ['x.com', { referrer: 'https://x.com/', landingUrl: '/' }, 'social', 'X'],
    ['LinkedIn', { referrer: 'https://www.linkedin.com/feed/', landingUrl: '/' }, 'social', 'LinkedIn'],
    ['lnkd.in', { referrer: 'https://lnkd.in/xyz', landingUrl: '/' }, 'social', 'LinkedIn'],
    ['Reddit', { referrer: 'https://old.reddit.com/r/webdev', landingUrl: '/' }, 'social', 'Reddit'],
    ['YouTube', { referrer: 'https://m.youtube.com/', landingUrl: '/' }, 'social', 'YouTube'],
    ['youtu.be', { referrer: 'https://youtu.be/x', landingUrl: '/' }, 'social', 'YouTube'],
    ['TikTok', { referrer: 'https://www.tiktok.com/', landingUrl: '/' }, 'social', 'TikTok'],
    ['Pinterest France', { referrer: 'https://www.pinterest.fr/', landingUrl: '/' }, 'social', 'Pinterest'],
    ['pin.it', { referrer: 'https://pin.it/abc', landingUrl: '/' }, 'social', 'Pinterest'],
    ['Hacker News', { referrer: 'https://news.ycombinator.com/item?id=1', landingUrl: '/' }, 'social', 'Hacker News'],
    ['Mastodon known instance', { referrer: 'https://fosstodon.org/@someone', landingUrl: '/' }, 'social', 'Mastodon'],
    ['Mastodon by first label', { referrer: 'https://mastodon.example.org/', landingUrl: '/' }, 'social', 'Mastodon'],
    ['Mastodon Android app', { referrer: 'android-app://org.joinmastodon.android', landingUrl: '/' }, 'social', 'Mastodon'],
    ['Bluesky', { referrer: 'https://bsky.app/profile/x', landingUrl: '/' }, 'social', 'Bluesky'],
    // referrer
    ['blog', { referrer: 'https://www.someblog.net/post', landingUrl: '/' }, 'referrer', 'someblog.net'],
    ['subdomain of the site is a referrer', { referrer: 'https://docs.example.com/', landingUrl: 'https://example.com/' }, 'referrer', 'docs.example.com'],
    ['Gmail is not search', { referrer: 'https://mail.google.com/', landingUrl: '/' }, 'referrer', 'mail.google.com'],
    ['Yahoo mail is not search', { referrer: 'https://mail.yahoo.com/', landingUrl: '/' }, 'referrer', 'mail.yahoo.com'],
    ['ycombinator.com proper is not Hacker News', { referrer: 'https://www.ycombinator.com/', landingUrl: '/' }, 'referrer', 'ycombinator.com'],
    ['lookalike domain', { referrer: 'https://google.com.evil.net/', landingUrl: '/' }, 'referrer', 'google.com.evil.net'],
    ['brand in path only', { referrer: 'https://someblog.net/facebook.com', landingUrl: '/' }, 'referrer', 'someblog.net'],
    // campaign
    ['utm_source only', { referrer: '', landingUrl: '/?utm_source=Newsletter' }, 'campaign', 'newsletter'],
    ['utm on a search referrer', { referrer: 'https://www.google.com/', landingUrl: 'https://example.com/?utm_source=google&utm_medium=cpc&utm_campaign=spring' }, 'campaign', 'google'],
    ['utm_campaign without source', { referrer: 'https://t.co/x', landingUrl: '/?utm_campaign=launch' }, 'campaign', 't.co'],
    ['gclid only', { referrer: 'https://www.google.com/', landingUrl: '/?gclid=abc' }, 'campaign', 'google'],
    ['msclkid only', { referrer: 'https://www.bing.com/', landingUrl: '/?msclkid=abc' }, 'campaign', 'bing'],
  ];

  for (const [label, input, kind, name] of cases) {
    it(`${label} → ${kind}${name ? ` (${name})` : ''}`, () => {
      const source = classifySource({ siteHost: SITE, ...input });
      expect(source.kind).to.equal(kind);
      expect(source.name).to.equal(name);
    });
  }

  it('flags paid campaigns by medium and by ad click id, not by fbclid', () => {
    const paid = (landingUrl: string) => classifySource({ siteHost: SITE, landingUrl }).paid;
    expect(paid('/?utm_source=google&utm_medium=cpc')).to.equal(true);
    expect(paid('/?utm_source=fb&utm_medium=paid_social')).to.equal(true);
    expect(paid('/?utm_source=fb&utm_medium=PaidSocial')).to.equal(true);
    expect(paid('/?utm_source=x&utm_medium=display')).to.equal(true);
    expect(paid('/?gclid=1')).to.equal(true);
    expect(paid('/?utm_source=newsletter&utm_medium=email')).to.equal(false);
    expect(paid('/?utm_campaign=launch')).to.equal(false);
    expect(classifySource({ siteHost: SITE, landingUrl: '/?fbclid=1', referrer: 'https://l.facebook.com/' }).kind).to.equal('social');
  });

  it('keeps every utm field, trimmed and capped, with the referrer host beside it', () => {
    const source = classifySource({
      siteHost: SITE,
      referrer: 'https://www.google.com/',
      landingUrl: `/?utm_source=%20Google%20&utm_medium=CPC&utm_campaign=Spring%20Sale&utm_term=shoes&utm_content=${'a'.repeat(300)}`,
    });
    expect(source.campaign).to.deep.equal({ source: 'google', medium: 'cpc', campaign: 'Spring Sale', term: 'shoes', content: 'a'.repeat(100) });
    expect(source.referrerHost).to.equal('google.com');
    expect(source.paid).to.equal(true);
  });

  it('ignores empty utm parameters', () => {
    expect(classifySource({ siteHost: SITE, landingUrl: '/?utm_source=&utm_medium=%20' }).kind).to.equal('direct');
  });
});

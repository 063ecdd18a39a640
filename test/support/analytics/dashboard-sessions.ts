import type { EnrichedEvent } from '../../../src/modules/analytics/domain/enriched-event.js';
import { SessionBuilder } from './session-builder.js';

/**
 * The dashboard reports' hand-built sites, with the totals worked out by hand in
 * src/modules/analytics/adapters/persistence/report-queries/dashboard-reports.medium.spec.ts (now 2026-11-23T12:30Z);
 * the ClickHouse report parity spec (test/analytics/report-parity.clickhouse.spec.ts) writes them to both stores.
 */

/**
 * Site A. 2026-11-20 (D1), 2026-11-22 (D2), 2026-11-05 (in 30 days, not in 7).
 *   S1 v1 direct, FR Paris, desktop: / + engagement 20 s                         bounce, 20 s
 *   S2 v2 organic (google), DE Berlin, Firefox/Windows, mobile: / click Buy, /pricing, rage click Plans,
 *      engagement 20 s on /pricing                                                 60 s, frustrated
 *   S3 v3 campaign newsletter/email/Autumn, FR Lyon, macOS, laptop: /pricing, form input, click Buy, submit
 *                                                                                   20 s, converted
 *   S4 v4 social (t.co), no country, Safari/iOS, tablet: /, JS error              bounce, 5 s, frustrated
 *   S5 v1 (D2) direct, FR Paris, desktop: / click Buy, /about dead click on the hero image
 *                                                                                   40 s, frustrated
 *   S6 v5 (D2) referrer (news.example.com), US New York, Android: one scroll, no page view
 *                                                                                   bounce, 0 s, no screen
 *   S7 v6 (2026-11-05) direct, GB London, Edge/Windows, desktop: /old             bounce
 */
export function dashboardSiteA(siteId: string): EnrichedEvent[] {
  const session = (id: string, visitorId: string, origin: Partial<ConstructorParameters<typeof SessionBuilder>[0]> = {}) =>
    new SessionBuilder({ siteId, visitorId, sessionId: id, ...origin });
  const buy = { group: 'button', text: 'Buy', selector: 'button.buy', x: 0.5, y: 0.05 } as const;
  return [
    ...session('s1', 'v1').pageview('2026-11-20T10:00:00Z', '/', 'desktop').engagement('2026-11-20T10:00:20Z', '/', 15_000, 20_000, 40).events,
    ...session('s2', 'v2', { sourceKind: 'organic-search', referrer: 'https://www.google.com/', country: 'DE', city: 'Berlin', browser: 'Firefox', os: 'Windows', device: 'mobile' })
      .pageview('2026-11-20T10:05:00Z', '/', 'mobile')
      .click('2026-11-20T10:05:10Z', '/', { ...buy, viewportWidth: 400 })
      .pageview('2026-11-20T10:05:30Z', '/pricing', 'mobile')
      .click('2026-11-20T10:05:40Z', '/pricing', { group: 'link', text: 'Plans', selector: 'a.plans', x: 0.31, y: 0.95, viewportWidth: 400, rage: true })
      .engagement('2026-11-20T10:06:00Z', '/pricing', 10_000, 20_000, 100).events,
    ...session('s3', 'v3', { sourceKind: 'campaign', city: 'Lyon', os: 'macOS' })
      .pageview('2026-11-20T11:00:00Z', '/pricing', 'laptop', { source: 'Newsletter', medium: 'Email', campaign: 'Autumn' })
      .form('2026-11-20T11:00:10Z', '/pricing', 'input')
      .click('2026-11-20T11:00:15Z', '/pricing', { ...buy, viewportWidth: 1300 })
      .form('2026-11-20T11:00:20Z', '/pricing', 'submit').events,
    ...session('s4', 'v4', { sourceKind: 'social', referrer: 'https://t.co/abc', country: null, city: null, browser: 'Safari', os: 'iOS', device: 'tablet' })
      .pageview('2026-11-20T12:00:00Z', '/', 'tablet')
      .error('2026-11-20T12:00:05Z', '/', 'TypeError: x is undefined', 'https://shop.example/app.js').events,
    ...session('s5', 'v1')
      .pageview('2026-11-22T09:00:00Z', '/', 'desktop')
      .click('2026-11-22T09:00:10Z', '/', { ...buy, viewportWidth: 1600 })
      .pageview('2026-11-22T09:00:30Z', '/about', 'desktop')
      .click('2026-11-22T09:00:40Z', '/about', { group: 'image', text: '', selector: 'img.hero', x: 0.1, y: 0.5, viewportWidth: 1600, dead: true }).events,
    ...session('s6', 'v5', { sourceKind: 'referrer', referrer: 'https://news.example.com/x', country: 'US', city: 'New York', os: 'Android', device: 'mobile' }).scroll(
      '2026-11-22T09:30:00Z',
      '/',
      50,
      800,
      500,
    ).events,
    ...session('s7', 'v6', { country: 'GB', city: 'London', browser: 'Edge', os: 'Windows' }).pageview('2026-11-05T08:00:00Z', '/old', 'desktop').events,
  ];
}

/** Realtime site R (now 12:30): two sessions in the last 30 minutes, one at 11:00. */
export function dashboardSiteR(siteId: string): EnrichedEvent[] {
  return [
    ...new SessionBuilder({ siteId, visitorId: 'w1', sessionId: 'r1' })
      .pageview('2026-11-23T12:10:00Z', '/live', 'mobile')
      .click('2026-11-23T12:10:30Z', '/live', { group: 'button', text: 'Go', selector: 'button.go', x: 0.2, y: 0.3 })
      .pageview('2026-11-23T12:11:00Z', '/live/2', 'mobile').events,
    ...new SessionBuilder({ siteId, visitorId: 'w2', sessionId: 'r2', sourceKind: 'organic-search', referrer: 'https://www.google.com/', country: 'DE', city: 'Berlin' }).pageview(
      '2026-11-23T12:20:00Z',
      '/live',
      'desktop',
    ).events,
    ...new SessionBuilder({ siteId, visitorId: 'w3', sessionId: 'r3' }).pageview('2026-11-23T11:00:00Z', '/old', 'desktop').events,
  ];
}

import { expect } from 'chai';
import { isBounce, isConversion, matchesGoal, normalisePath, summariseSessions, type SessionRecord } from './session-metrics.js';

const session = (overrides: Partial<SessionRecord>): SessionRecord => ({
  visitorId: 'v1',
  pageViews: 1,
  interactions: 0,
  durationSeconds: 0,
  rageClicks: 0,
  deadClicks: 0,
  jsErrors: 0,
  formSubmits: 0,
  paths: ['/'],
  ...overrides,
});

describe('analytics: session metrics', () => {
  it('counts a bounce only for one page view without interaction', () => {
    expect(isBounce(session({}))).to.equal(true);
    expect(isBounce(session({ durationSeconds: 300 }))).to.equal(true);
    expect(isBounce(session({ pageViews: 0 }))).to.equal(true);
    expect(isBounce(session({ interactions: 1 }))).to.equal(false);
    expect(isBounce(session({ pageViews: 2, paths: ['/', '/a'] }))).to.equal(false);
  });

  it('matches goal paths exactly or by /* prefix, ignoring query, fragment and trailing slash', () => {
    expect(normalisePath('/thanks/?ref=1#top')).to.equal('/thanks');
    expect(normalisePath('')).to.equal('/');
    expect(matchesGoal('/thanks', '/thanks/')).to.equal(true);
    expect(matchesGoal('/thanks-a-lot', '/thanks')).to.equal(false);
    expect(matchesGoal('/checkout/done', '/checkout/*')).to.equal(true);
    expect(matchesGoal('/checkout', '/checkout/*')).to.equal(false);
    expect(matchesGoal('/checkoutx/done', '/checkout/*')).to.equal(false);
    expect(isConversion(session({ paths: ['/', '/signup/done?x=1'] }), ['/signup/done'])).to.equal(true);
    expect(isConversion(session({ formSubmits: 1 }), [])).to.equal(true);
    expect(isConversion(session({ paths: ['/pricing'] }), ['/signup/done'])).to.equal(false);
  });

  it('gives the overview figures for a known set of sessions', () => {
    const sessions: SessionRecord[] = [
      session({ visitorId: 'a', durationSeconds: 0 }), // bounce
      session({ visitorId: 'a', durationSeconds: 0, paths: ['/blog'] }), // bounce, same visitor
      session({ visitorId: 'b', pageViews: 3, interactions: 4, durationSeconds: 120, paths: ['/', '/pricing', '/signup/done'] }), // goal
      session({ visitorId: 'c', pageViews: 1, interactions: 2, durationSeconds: 60, rageClicks: 1, formSubmits: 1 }), // frustrated, converted
      session({ visitorId: 'd', pageViews: 2, interactions: 0, durationSeconds: 45, jsErrors: 2, paths: ['/', '/docs'] }), // frustrated
      session({ visitorId: 'e', pageViews: 1, interactions: 1, durationSeconds: 15, deadClicks: 3 }), // frustrated
      session({ visitorId: 'f', durationSeconds: Number.NaN }), // bounce, duration counted as 0
      session({ visitorId: 'g', pageViews: 4, interactions: 9, durationSeconds: 300, paths: ['/', '/checkout/pay', '/checkout/done', '/'] }), // goal by prefix
    ];
    expect(summariseSessions(sessions, ['/signup/done', '/checkout/*'])).to.deep.equal({
      totalSessions: 8,
      totalVisitors: 7,
      totalPageViews: 14,
      avgSessionDuration: 68, // 540 / 8 = 67.5 → 68
      bounceCount: 3,
      bounceRate: 37.5,
      frustratedSessions: 3,
      conversions: 3,
      conversionRate: 37.5,
    });
  });

  it('rounds rates to one decimal and answers zeros with no session', () => {
    const three = [session({ visitorId: 'a' }), session({ visitorId: 'b', interactions: 1 }), session({ visitorId: 'c', interactions: 1 })];
    expect(summariseSessions(three).bounceRate).to.equal(33.3);
    expect(summariseSessions([])).to.deep.equal({
      totalSessions: 0, totalVisitors: 0, totalPageViews: 0, avgSessionDuration: 0, bounceCount: 0, bounceRate: 0, frustratedSessions: 0, conversions: 0, conversionRate: 0,
    });
  });
});

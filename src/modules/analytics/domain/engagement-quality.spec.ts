import { expect } from 'chai';
import type { Clock } from '../../../shared/index.js';
import { assessEngagement, engagementBand, readingPatternOf, type EngagementReport, type EngagementSession, type FactorKey } from './engagement-quality.js';

const clock: Clock = { now: () => new Date('2024-06-01T12:00:00.000Z') };

const reader: EngagementSession = {
  durationMs: 120_000, activeMs: 90_000, focusedMs: 100_000, pageViews: 2, avgScrollDepth: 80, deepPageViews: 2,
  scrollDistancePx: 6000, scrollTimeMs: 15_000, scrollDirectionChanges: 2, scrolls: 10, clicks: 3, interactions: 4,
  clickThroughPageViews: 1, formsStarted: 1, formsSubmitted: 1,
};
const skimmer: EngagementSession = {
  durationMs: 10_000, activeMs: 5000, focusedMs: 8000, pageViews: 1, avgScrollDepth: 20, deepPageViews: 0,
  scrollDistancePx: 3000, scrollTimeMs: 1000, scrollDirectionChanges: 0, scrolls: 2, clicks: 0, interactions: 0,
  clickThroughPageViews: 0, formsStarted: 1, formsSubmitted: 0,
};
const scanner: EngagementSession = {
  durationMs: 60_000, activeMs: 40_000, focusedMs: 60_000, pageViews: 1, avgScrollDepth: 50, deepPageViews: 0,
  scrollDistancePx: 4000, scrollTimeMs: 4000, scrollDirectionChanges: 6, scrolls: 8, clicks: 2, interactions: 2,
  clickThroughPageViews: 1, formsStarted: 0, formsSubmitted: 0,
};

const factor = (report: EngagementReport, key: FactorKey) => {
  const f = report.factors.find((x) => x.key === key);
  if (!f) throw new Error(`no factor ${key}`);
  return f;
};

describe('analytics: engagement quality', () => {
  it('bands the score 80+ excellent, 60+ good, 40+ average, 20+ poor, below very poor', () => {
    const table: Array<[number, string]> = [[100, 'excellent'], [80, 'excellent'], [79, 'good'], [60, 'good'], [59, 'average'], [40, 'average'], [39, 'poor'], [20, 'poor'], [19, 'very-poor'], [0, 'very-poor']];
    for (const [score, band] of table) expect(engagementBand(score), String(score)).to.equal(band);
  });

  it('classifies reading patterns by active time per page view and scroll speed', () => {
    expect(readingPatternOf(reader)).to.equal('reader'); // 45 s per view, 400 px/s
    expect(readingPatternOf(skimmer)).to.equal('skimmer'); // 5 s per view
    expect(readingPatternOf(scanner)).to.equal('scanner'); // 40 s per view but 1000 px/s
    expect(readingPatternOf({ ...reader, scrollDistancePx: 0, scrollTimeMs: 0 })).to.equal('reader'); // short page read without scrolling
    expect(readingPatternOf({ ...reader, scrollDistancePx: 40_000 })).to.equal('skimmer'); // 2667 px/s
  });

  it('computes every factor and the overall score for known sessions', () => {
    const report = assessEngagement([reader, skimmer, scanner], clock);
    const values = Object.fromEntries(report.factors.map((f) => [f.key, f.value]));
    expect(values).to.deep.equal({
      scrollDepth: 57.5, // (80×2 + 20 + 50) ÷ 4 page views
      interactionDensity: 1.5, // 6 ÷ 4
      timeQuality: 71.1, // 135 s ÷ 190 s
      contentConsumption: 50, // 2 deep ÷ 4
      averageScrollSpeed: 650, // 13 000 px ÷ 20 s
      scrollDirectionChanges: 2.7, // 8 ÷ 3
      focusedTime: 56, // (100 + 8 + 60) ÷ 3
      interactionsPerMinute: 2.7, // 6 ÷ 2.25 min
      clicksPerSession: 1.7,
      scrollsPerSession: 6.7,
      readingPattern: 'reader', // one of each: tie goes to reader
      clickThroughRate: 50,
      formCompletionRate: 50, // 1 ÷ 2 started
      readingTime: 38.3, // (75 + 4 + 36) ÷ 3
      sessionsAnalysed: 3,
      averageDuration: 63.3,
      analysisDate: '2024-06-01T12:00:00.000Z',
    });
    expect(report.readingPatterns).to.deep.equal({ reader: 1, scanner: 1, skimmer: 1 });
    // 0.2×58 + 0.2×71 + 0.15×50 + 0.15×75 + 0.15×100 + 0.15×50 = 67.05
    expect(report.score).to.equal(67);
    expect(report.band).to.equal('good');
    expect(factor(report, 'interactionDensity')).to.include({ score: 75, level: 'high', code: 'ENGAGEMENT_INTERACTION_DENSITY_HIGH' });
    expect(factor(report, 'scrollDepth')).to.include({ score: 58, level: 'medium', code: 'ENGAGEMENT_SCROLL_DEPTH_MEDIUM' });
    expect(factor(report, 'clickThroughRate')).to.include({ score: 100, level: 'high' });
    expect(factor(report, 'averageScrollSpeed')).to.include({ score: null, level: 'comfortable', code: 'ENGAGEMENT_AVERAGE_SCROLL_SPEED_COMFORTABLE' });
    expect(factor(report, 'readingPattern')).to.include({ level: 'info', code: 'ENGAGEMENT_READING_PATTERN_READER' });
    for (const f of report.factors) expect(f.explanation, f.key).to.be.a('string').and.not.equal('');
  });

  it('leaves form completion out of the score when no form was started, rescaling the weights', () => {
    const noForms = [reader, skimmer, scanner].map((s) => ({ ...s, formsStarted: 0, formsSubmitted: 0 }));
    const report = assessEngagement(noForms, clock);
    expect(factor(report, 'formCompletionRate')).to.include({ value: null, score: null, level: 'no-data', code: 'ENGAGEMENT_FORM_COMPLETION_RATE_NO_DATA' });
    // (11.6 + 14.2 + 7.5 + 11.25 + 15) ÷ 0.85 = 70.06
    expect(report.score).to.equal(70);
  });

  it('rates disengaged traffic very poor and flags fast scrolling', () => {
    const idle: EngagementSession = { ...skimmer, durationMs: 600_000, activeMs: 3000, scrollDistancePx: 9000, formsStarted: 0 };
    const report = assessEngagement([idle, idle], clock);
    expect(report.score).to.be.below(20);
    expect(report.band).to.equal('very-poor');
    expect(factor(report, 'averageScrollSpeed').level).to.equal('very-fast');
    expect(factor(report, 'readingPattern').value).to.equal('skimmer');
  });

  it('caps impossible inputs instead of scoring above 100', () => {
    const broken: EngagementSession = { ...reader, activeMs: 999_999, avgScrollDepth: 250, deepPageViews: 9, formsSubmitted: 5, clickThroughPageViews: 7, scrolls: Number.NaN };
    const report = assessEngagement([broken], clock);
    expect(factor(report, 'timeQuality').value).to.equal(100);
    expect(factor(report, 'scrollDepth').value).to.equal(100);
    expect(factor(report, 'contentConsumption').value).to.equal(100);
    expect(factor(report, 'formCompletionRate').value).to.equal(100);
    expect(factor(report, 'scrollsPerSession').value).to.equal(0);
    expect(report.score).to.be.at.most(100);
  });

  it('answers no score and no-data factors without sessions, but still says when and how many', () => {
    const report = assessEngagement([], clock);
    expect(report.score).to.equal(null);
    expect(report.band).to.equal(null);
    expect(factor(report, 'sessionsAnalysed').value).to.equal(0);
    expect(factor(report, 'analysisDate').value).to.equal('2024-06-01T12:00:00.000Z');
    expect(factor(report, 'scrollDepth').level).to.equal('no-data');
    expect(factor(report, 'readingPattern').value).to.equal(null);
  });
});

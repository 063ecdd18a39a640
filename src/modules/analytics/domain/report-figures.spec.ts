import { expect } from 'chai';
import {
  cellCentre,
  deviceClassOfScreen,
  engagementSessionOf,
  percent,
  sectionCountsFromRows,
  splitCampaign,
  splitCity,
  wholeMean,
  type SessionAggregates,
} from './report-figures.js';

describe('analytics: report figures', () => {
  it('rates have one decimal and are 0 without a denominator', () => {
    expect(percent(1, 3)).to.equal(33.3);
    expect(percent(2, 3)).to.equal(66.7);
    expect(percent(5, 0)).to.equal(0);
    expect(wholeMean(100, 3)).to.equal(33);
    expect(wholeMean(100, 0)).to.equal(0);
  });

  it('folds screen classes into device classes, laptop as desktop', () => {
    expect(['mobile', 'tablet', 'laptop', 'desktop', 'tv', null].map(deviceClassOfScreen)).to.deep.equal(['mobile', 'tablet', 'desktop', 'desktop', 'unknown', 'unknown']);
  });

  it('places points at cell centres of the 50 × 100 grid', () => {
    expect(cellCentre(0, 0)).to.deep.equal({ x: 0.01, y: 0.005 });
    expect(cellCentre(49, 99)).to.deep.equal({ x: 0.99, y: 0.995 });
  });

  it('sums grid rows into sections of the page height', () => {
    const rows = [
      { yBin: 0, clicks: 3 },
      { yBin: 9, clicks: 1 },
      { yBin: 10, clicks: 5 },
      { yBin: 99, clicks: 2 },
    ];
    expect(sectionCountsFromRows(rows, 10)).to.deep.equal([4, 5, 0, 0, 0, 0, 0, 0, 0, 2]);
    expect(sectionCountsFromRows(rows, 4)).to.deep.equal([9, 0, 0, 2]);
    // 3 does not divide 100: row 33 (centre 33.5 %) goes to the second band.
    expect(sectionCountsFromRows([{ yBin: 32, clicks: 1 }, { yBin: 33, clicks: 1 }], 3)).to.deep.equal([1, 1, 0]);
  });

  it('splits the stored campaign and city values', () => {
    expect(splitCampaign('newsletter|email|autumn')).to.deep.equal({ source: 'newsletter', medium: 'email', campaign: 'autumn' });
    expect(splitCampaign('|cpc|')).to.deep.equal({ source: '', medium: 'cpc', campaign: '' });
    expect(splitCity('Paris|FR')).to.deep.equal({ city: 'Paris', country: 'FR' });
    expect(splitCity('Nowhere|')).to.deep.equal({ city: 'Nowhere', country: '' });
  });

  it('adds the open page view to the closed ones for scroll depth', () => {
    const base: SessionAggregates = {
      durationMs: 60_000,
      activeMs: 30_000,
      totalMs: 50_000,
      pageViews: 3,
      viewDepth: 80,
      depthSum: 100,
      deepViews: 1,
      scrollPx: 4000,
      scrollMs: 2000,
      scrolls: 4,
      directionChanges: 2,
      clicks: 3,
      interactions: 5,
      clickThroughViews: 2,
      formsStarted: 1,
      formSubmits: 1,
    };
    expect(engagementSessionOf(base)).to.deep.equal({
      durationMs: 60_000,
      activeMs: 30_000,
      focusedMs: 50_000,
      pageViews: 3,
      avgScrollDepth: 60,
      deepPageViews: 2,
      scrollDistancePx: 4000,
      scrollTimeMs: 2000,
      scrollDirectionChanges: 2,
      scrolls: 4,
      clicks: 3,
      interactions: 5,
      clickThroughPageViews: 2,
      formsStarted: 1,
      formsSubmitted: 1,
    });
    const noView = engagementSessionOf({ ...base, pageViews: 0, depthSum: 0, deepViews: 0 });
    expect([noView.avgScrollDepth, noView.deepPageViews]).to.deep.equal([0, 0]);
  });
});

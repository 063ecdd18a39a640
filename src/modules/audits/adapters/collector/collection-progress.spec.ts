import { expect } from 'chai';
import type { CollectionStage } from '../../domain/collection-bundle.js';
import { CollectionProgress } from './collection-progress.js';

describe('CollectionProgress', () => {
  const plan = { crawl: true, axe: true, mobile: false, lighthouseRuns: 0, robotsAndSitemap: false, tls: false, securityProbes: false };

  it('reports growing percentages with the running stage, 100 only at the end', () => {
    const seen: Array<[number, CollectionStage]> = [];
    const progress = new CollectionProgress(plan, 10, (percent, stage) => seen.push([percent, stage]));
    progress.enter('fetch');
    progress.complete();
    progress.enter('render');
    progress.complete(3);
    // The crawl found only one linked page: the estimate shrinks, the bar jumps forward, never back.
    progress.setPages(2);
    progress.enter('crawl');
    progress.complete(4);
    progress.finish();
    expect(seen).to.deep.equal([
      [0, 'fetch'],
      [2, 'fetch'],
      [2, 'render'],
      [10, 'render'],
      [50, 'crawl'],
      [99, 'crawl'],
      [100, 'crawl'],
    ]);
  });

  it('holds the bar still when the estimate grows, rather than moving it back', () => {
    const seen: number[] = [];
    // One page of 4 units (fetch, render, measure, axe).
    const progress = new CollectionProgress({ ...plan, crawl: false }, 1, (percent) => seen.push(percent));
    progress.complete(3);
    progress.setPages(5);
    progress.enter('crawl');
    progress.complete();
    progress.complete(12);
    expect(seen).to.deep.equal([75, 80]);
  });
});

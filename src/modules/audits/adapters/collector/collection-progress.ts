import type { CollectionPlan } from '../../domain/auditor.js';
import type { CollectionStage } from '../../domain/collection-bundle.js';

/** Relative cost of each unit of work, so the bar moves roughly with time (a Lighthouse run is slow). */
const LIGHTHOUSE_RUN_UNITS = 6;

/**
 * Turns finished units of work into the 0-100 the port reports. The total is an estimate until the crawl
 * knows how many linked pages it has; the percentage never goes back and reaches 100 only at the end.
 */
export class CollectionProgress {
  private done = 0;
  private total: number;
  private reported = -1;
  private stage: CollectionStage = 'fetch';

  constructor(
    private readonly plan: CollectionPlan,
    plannedPages: number,
    private readonly report?: (percent: number, stage: CollectionStage) => void,
  ) {
    this.total = this.units(plannedPages);
  }

  /** The page count is known (the crawl picked its links). */
  setPages(pages: number): void {
    this.total = Math.max(this.done + 1, this.units(pages));
  }

  enter(stage: CollectionStage): void {
    this.stage = stage;
    this.emit();
  }

  complete(units = 1): void {
    this.done += units;
    this.emit();
  }

  completeLighthouseRun(): void {
    this.complete(LIGHTHOUSE_RUN_UNITS);
  }

  finish(): void {
    this.reported = 100;
    this.report?.(100, this.stage);
  }

  private units(pages: number): number {
    const perPage = 3 + (this.plan.axe ? 1 : 0) + (this.plan.mobile ? 1 : 0);
    const site = (this.plan.tls ? 1 : 0) + (this.plan.robotsAndSitemap ? 2 : 0) + (this.plan.securityProbes ? 2 : 0);
    return site + perPage * pages + this.plan.lighthouseRuns * LIGHTHOUSE_RUN_UNITS;
  }

  private emit(): void {
    const percent = Math.min(99, Math.floor((this.done / this.total) * 100));
    if (percent < this.reported) return;
    this.reported = percent;
    this.report?.(percent, this.stage);
  }
}

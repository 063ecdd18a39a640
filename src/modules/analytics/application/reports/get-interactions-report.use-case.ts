import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { InteractionsReport } from '../../domain/dashboard-report.js';
import { ELEMENT_GROUPS, isElementGroup, type ElementGroup } from '../../domain/element-groups.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from './report-queries.port.js';
import { dayGranularWindow, openReport, type ReportCommand } from './report-scope.js';

export const DEFAULT_INTERACTIONS_LIMIT = 24;
export const MAX_INTERACTIONS_LIMIT = 100;

export interface InteractionsCommand extends ReportCommand {
  offset: number;
  limit: number;
  group: ElementGroup | null;
}

/** Clicked elements by clicks (docs/product.md §12.17), one page at a time, with the clicks of every group over the window. */
@injectable()
export class GetInteractionsReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: InteractionsCommand): Promise<InteractionsReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const page = { group: command.group, offset: Math.max(0, command.offset), limit: Math.min(MAX_INTERACTIONS_LIMIT, Math.max(1, command.limit)) };
    const [groups, elements] = await Promise.all([this.queries.elementGroups(scope.siteId, scope.days), this.queries.elements(scope.siteId, scope.days, page)]);
    // Groups in the order of docs/product.md §5.9; the tracker files unknown types under 'other', so the guard only protects the type.
    const clicks = new Map(groups.map((g) => [g.group, g.clicks]));
    const next = page.offset + elements.rows.length;
    return {
      window: dayGranularWindow(scope),
      total: elements.total,
      groups: ELEMENT_GROUPS.filter((g) => (clicks.get(g) ?? 0) > 0).map((group) => ({ group, clicks: clicks.get(group) ?? 0 })),
      items: elements.rows.map((r) => ({
        key: r.key,
        path: r.path,
        group: isElementGroup(r.group) ? r.group : 'other',
        text: r.text,
        selector: r.selector,
        clicks: r.clicks,
        rageClicks: r.rageClicks,
        deadClicks: r.deadClicks,
      })),
      nextOffset: next < elements.total ? next : null,
    };
  }
}

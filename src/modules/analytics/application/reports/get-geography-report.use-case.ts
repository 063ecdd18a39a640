import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { ANALYTICS } from '../../analytics.tokens.js';
import type { GeographyReport } from '../../domain/dashboard-report.js';
import { splitCity } from '../../domain/report-figures.js';
import type { SiteRepository } from '../ports/site.repository.port.js';
import type { ReportQueries } from './report-queries.port.js';
import { openReport, type ReportCommand } from './report-scope.js';

/** Every country (there are fewer than 250 codes), the top cities. */
export const MAX_COUNTRIES = 250;
export const MAX_CITIES = 100;
const LIMITS = { country: MAX_COUNTRIES, city: MAX_CITIES };
const COUNTRY_CODE = /^[A-Z]{2}$/;

/**
 * Sessions by country and city. `unknownSessions` are the sessions without a country (the city database
 * had no answer): the session total comes from the traffic rollup, so they are counted whether or not the
 * writer files them under a value.
 */
@injectable()
export class GetGeographyReport {
  constructor(
    @inject(ANALYTICS.SiteRepository) private readonly sites: SiteRepository,
    @inject(ANALYTICS.ReportQueries) private readonly queries: ReportQueries,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(command: ReportCommand): Promise<GeographyReport> {
    const scope = await openReport(this.sites, this.clock, command);
    const [dims, totals] = scope.realtime
      ? await Promise.all([this.queries.recentSessionDimensions(scope.siteId, scope.span, LIMITS), this.queries.recentSessionTotals(scope.siteId, scope.span)])
      : await Promise.all([this.queries.dimensions(scope.siteId, scope.days, LIMITS), this.queries.trafficTotals(scope.siteId, scope.span)]);
    const countries = dims.country.filter((d) => COUNTRY_CODE.test(d.value)).map((d) => ({ code: d.value, sessions: d.sessions }));
    const located = countries.reduce((a, c) => a + c.sessions, 0);
    return {
      window: scope.resolved.window,
      countries,
      cities: dims.city.map((d) => ({ ...splitCity(d.value), sessions: d.sessions })).filter((c) => c.city !== ''),
      unknownSessions: Math.max(0, totals.sessions - located),
    };
  }
}

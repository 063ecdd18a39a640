import type { ScreenClass } from '../../domain/tracking-event.js';
import type { ReportQueries } from './report-queries.port.js';
import type { ReportCommand, ReportScope } from './report-scope.js';

/** The page picker of the heatmap and dead-zone views lists this many paths. */
export const MAX_CLICKED_PAGES = 100;

export interface ClickMapCommand extends ReportCommand {
  /** Absent: the most clicked path of the window. */
  path: string | null;
  device: ScreenClass | 'all';
}

/** The path to show and the list to choose from, both for the chosen device class. */
export async function pickClickedPage(queries: ReportQueries, scope: ReportScope, command: ClickMapCommand) {
  const screen = command.device === 'all' ? null : command.device;
  const pages = await queries.clickedPages(scope.siteId, scope.days, screen, MAX_CLICKED_PAGES);
  return { pages, screen, path: command.path ?? pages[0]?.path ?? null };
}

import { createContext, useContext } from 'react';
import type { RangeSelection } from './range';

export interface DashboardContextValue {
  siteId: string;
  siteName: string;
  siteUrl: string;
  selection: RangeSelection;
  /** 0 (off), or how often realtime reports are asked for again. */
  pollingInterval: number;
}

export const DashboardContext = createContext<DashboardContextValue | null>(null);

/** The site and period every report of the dashboard is for. */
export function useDashboard(): DashboardContextValue {
  const value = useContext(DashboardContext);
  if (!value) throw new Error('useDashboard outside SiteDashboard');
  return value;
}

/** The arguments and options of a report query for the current site and period. */
export function useReportArgs() {
  const { siteId, selection, pollingInterval } = useDashboard();
  return { args: { siteId, selection }, options: { pollingInterval } };
}

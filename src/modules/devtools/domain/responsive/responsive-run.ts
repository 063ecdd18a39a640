import type { DevtoolsErrorCode, ResponsiveDeviceStatus, ResponsiveFindings, ResponsiveRunStatus } from '../../contract.js';

/** One size of a run as stored: what was asked, then what rendering it found (devtools README, "Responsive testing"). */
export interface ResponsiveDeviceState {
  presetId: string | null;
  name: string;
  width: number;
  height: number;
  status: ResponsiveDeviceStatus;
  errorCode: DevtoolsErrorCode | null;
  pageHeight: number | null;
  scrollWidth: number | null;
  findings: ResponsiveFindings;
}

export interface ResponsiveRun {
  id: string;
  ownerId: string;
  url: string;
  status: ResponsiveRunStatus;
  errorCode: DevtoolsErrorCode | null;
  devices: ResponsiveDeviceState[];
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

/** What a rendered size yields: the PNG goes to the shot store, the rest into the run's device list. */
export interface RenderedDevice {
  pageHeight: number;
  /** Height of the PNG: the page's, cut at RESPONSIVE_LIMITS.maxShotHeight. */
  shotHeight: number;
  scrollWidth: number;
  findings: ResponsiveFindings;
  png: Buffer;
}

export const EMPTY_FINDINGS: ResponsiveFindings = { overflow: [], overflowTotal: 0, tapTargets: [], tapTargetTotal: 0 };

export function progressOf(devices: readonly ResponsiveDeviceState[]): { done: number; total: number } {
  return { done: devices.filter((d) => d.status !== 'pending').length, total: devices.length };
}

/**
 * How a run ends once every size was tried: done when at least one rendered; failed otherwise, with the
 * sizes' common code when they agree (a refused address), DEVTOOLS_RENDER_FAILED when they do not.
 */
export function outcomeOf(devices: readonly ResponsiveDeviceState[]): { status: 'done' | 'failed'; errorCode: DevtoolsErrorCode | null } {
  if (devices.some((d) => d.status === 'done')) return { status: 'done', errorCode: null };
  const codes = new Set(devices.map((d) => d.errorCode ?? 'DEVTOOLS_RENDER_FAILED'));
  return { status: 'failed', errorCode: codes.size === 1 ? [...codes][0]! : 'DEVTOOLS_RENDER_FAILED' };
}

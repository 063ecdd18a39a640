import type { ResponsiveRunSummary, ResponsiveRunView } from '../../contract.js';
import { progressOf, type ResponsiveRun } from './responsive-run.js';

const BASE = '/api/devtools/responsive';

/** The run as GET /api/devtools/responsive/:id answers it: addresses of shots and exports once they exist. */
export function responsiveRunView(run: ResponsiveRun): ResponsiveRunView {
  const anyShot = run.devices.some((d) => d.status === 'done');
  return {
    id: run.id,
    url: run.url,
    status: run.status,
    progress: progressOf(run.devices),
    errorCode: run.errorCode,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    devices: run.devices.map((device, index) => ({
      index,
      presetId: device.presetId,
      name: device.name,
      width: device.width,
      height: device.height,
      status: device.status,
      errorCode: device.errorCode,
      pageHeight: device.pageHeight,
      scrollWidth: device.scrollWidth,
      screenshotUrl: device.status === 'done' ? `${BASE}/${run.id}/shots/${index}` : null,
      findings: device.findings,
    })),
    exports: run.status === 'done' && anyShot ? { png: `${BASE}/${run.id}/export.png`, pdf: `${BASE}/${run.id}/export.pdf` } : null,
  };
}

export function responsiveRunSummary(run: ResponsiveRun): ResponsiveRunSummary {
  return {
    id: run.id,
    url: run.url,
    status: run.status,
    progress: progressOf(run.devices),
    errorCode: run.errorCode,
    createdAt: run.createdAt.toISOString(),
    finishedAt: run.finishedAt?.toISOString() ?? null,
    deviceNames: run.devices.map((d) => d.name),
  };
}

/** What the exports print above a shot. */
export function shotLabel(device: { name: string; width: number; height: number }): { title: string; subtitle: string } {
  return { title: device.name, subtitle: `${device.width} × ${device.height}` };
}

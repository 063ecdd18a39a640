import { RESPONSIVE_DEVICE_PRESETS, RESPONSIVE_LIMITS } from '../../../../shared/devtools/responsive-devices.js';
import type { ResponsiveDeviceInput } from '../../contract.js';
import { devtoolsError } from '../devtools-error.js';
import { EMPTY_FINDINGS, type ResponsiveDeviceState } from './responsive-run.js';

/**
 * The device list of a run, checked against the limits the page shows (src/shared/devtools): 1 to 12
 * sizes, each 240–3840 CSS px wide and 240–4000 tall, whole numbers, a name of 1 to 60 characters. A
 * preset id the server does not know is dropped rather than refused: the size and the name are what
 * gets rendered, and a page built against an older preset list must still work.
 */
export function parseResponsiveDevices(input: readonly ResponsiveDeviceInput[]): ResponsiveDeviceState[] {
  const L = RESPONSIVE_LIMITS;
  if (input.length < L.minDevices || input.length > L.maxDevices) {
    throw devtoolsError('DEVTOOLS_RESPONSIVE_DEVICES_INVALID', `between ${L.minDevices} and ${L.maxDevices} devices`, { reason: 'count', limit: L.maxDevices });
  }
  const known = new Set(RESPONSIVE_DEVICE_PRESETS.map((p) => p.id));
  return input.map((device, index) => {
    const name = device.name.trim().replace(/\s+/g, ' ');
    if (name.length === 0 || name.length > L.maxNameLength) {
      throw devtoolsError('DEVTOOLS_RESPONSIVE_DEVICES_INVALID', `device ${index}: a name of 1 to ${L.maxNameLength} characters`, { reason: 'name', index });
    }
    if (!inRange(device.width, L.minWidth, L.maxWidth) || !inRange(device.height, L.minHeight, L.maxHeight)) {
      throw devtoolsError(
        'DEVTOOLS_RESPONSIVE_DEVICES_INVALID',
        `device ${index}: width ${L.minWidth}-${L.maxWidth} and height ${L.minHeight}-${L.maxHeight}, whole CSS pixels`,
        { reason: 'size', index },
      );
    }
    return {
      presetId: device.id !== undefined && known.has(device.id) ? device.id : null,
      name,
      width: device.width,
      height: device.height,
      status: 'pending',
      errorCode: null,
      pageHeight: null,
      scrollWidth: null,
      findings: EMPTY_FINDINGS,
    };
  });
}

function inRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

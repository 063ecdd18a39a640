import { expect } from 'chai';
import { RESPONSIVE_DEVICE_PRESETS, RESPONSIVE_LIMITS } from '../../../../shared/devtools/responsive-devices.js';
import type { DomainError } from '../../../../shared/index.js';
import { parseResponsiveDevices } from './responsive-request.js';

function refusal(work: () => unknown): DomainError {
  try {
    work();
  } catch (error) {
    return error as DomainError;
  }
  throw new Error('expected a refusal');
}

describe('devtools responsive: device list', () => {
  it('keeps the sizes in order, pending, with known preset ids and trimmed names', () => {
    const devices = parseResponsiveDevices([
      { id: 'iphone-se', name: ' iPhone   SE ', width: 375, height: 667 },
      { id: 'no-such-preset', name: 'Kiosk', width: 1080, height: 1920 },
      { name: 'Watch-ish', width: 240, height: 240 },
    ]);
    expect(devices.map((d) => [d.presetId, d.name, d.width, d.height, d.status])).to.deep.equal([
      ['iphone-se', 'iPhone SE', 375, 667, 'pending'],
      [null, 'Kiosk', 1080, 1920, 'pending'],
      [null, 'Watch-ish', 240, 240, 'pending'],
    ]);
    expect(devices[0]!.findings).to.deep.equal({ overflow: [], overflowTotal: 0, tapTargets: [], tapTargetTotal: 0 });
  });

  it('accepts every preset, and the limits themselves', () => {
    expect(RESPONSIVE_DEVICE_PRESETS.length).to.be.at.least(8);
    expect(new Set(RESPONSIVE_DEVICE_PRESETS.map((p) => p.id)).size).to.equal(RESPONSIVE_DEVICE_PRESETS.length);
    expect(parseResponsiveDevices(RESPONSIVE_DEVICE_PRESETS.slice(0, RESPONSIVE_LIMITS.maxDevices))).to.have.length(Math.min(RESPONSIVE_DEVICE_PRESETS.length, 12));
    expect(parseResponsiveDevices([{ name: 'max', width: 3840, height: 4000 }])[0]!.width).to.equal(3840);
  });

  it('refuses no device and more than 12', () => {
    expect(refusal(() => parseResponsiveDevices([])).code).to.equal('DEVTOOLS_RESPONSIVE_DEVICES_INVALID');
    const thirteen = Array.from({ length: 13 }, (_, i) => ({ name: `d${i}`, width: 400, height: 800 }));
    const error = refusal(() => parseResponsiveDevices(thirteen));
    expect(error.code).to.equal('DEVTOOLS_RESPONSIVE_DEVICES_INVALID');
    expect(error.details).to.deep.include({ reason: 'count', limit: 12 });
  });

  it('refuses sizes out of range or not whole, and empty or long names, naming the device', () => {
    for (const [width, height] of [
      [239, 800],
      [3841, 800],
      [400, 239],
      [400, 4001],
      [375.5, 667],
      [Number.NaN, 667],
    ] as const) {
      const error = refusal(() => parseResponsiveDevices([{ name: 'ok', width: 400, height: 800 }, { name: 'bad', width, height }]));
      expect(error.code, `${width}x${height}`).to.equal('DEVTOOLS_RESPONSIVE_DEVICES_INVALID');
      expect(error.details).to.deep.equal({ reason: 'size', index: 1 });
    }
    expect(refusal(() => parseResponsiveDevices([{ name: '   ', width: 400, height: 800 }])).details).to.deep.equal({ reason: 'name', index: 0 });
    expect(refusal(() => parseResponsiveDevices([{ name: 'x'.repeat(61), width: 400, height: 800 }])).details).to.deep.equal({ reason: 'name', index: 0 });
  });
});

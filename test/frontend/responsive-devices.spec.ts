import { expect } from 'chai';
import { customSizeProblem, devicesOf, initialSelection, oriented, presetsOf, togglePreset, urlProblem, type DeviceSelection } from '../../frontend/src/features/responsive/device-selection.js';

/** The responsive page's device picker (frontend/src/features/responsive/device-selection.ts): what a run is asked for. */
const name = ({ width, height }: { width: number; height: number }) => `Custom ${width} × ${height}`;

describe('frontend responsive device selection', () => {
  it('starts with the shared defaults and groups the presets by kind', () => {
    expect(initialSelection()).to.deep.equal({ presetIds: ['iphone-se', 'pixel-8', 'ipad-mini', 'laptop', 'desktop'], customs: [], orientation: 'portrait' });
    expect(presetsOf('phone').map((preset) => preset.id)).to.deep.equal(['iphone-se', 'iphone-15', 'iphone-15-pro-max', 'pixel-8', 'galaxy-s24']);
    expect(presetsOf('tablet')).to.have.length(3);
    expect(presetsOf('desktop')).to.have.length(3);
  });

  it('turns phones, tablets and typed sizes in landscape, never desktops', () => {
    expect(oriented({ width: 375, height: 667 }, 'landscape', 'phone')).to.deep.equal({ width: 667, height: 375 });
    expect(oriented({ width: 375, height: 667 }, 'portrait', 'phone')).to.deep.equal({ width: 375, height: 667 });
    expect(oriented({ width: 1920, height: 1080 }, 'portrait', 'desktop')).to.deep.equal({ width: 1920, height: 1080 });
    expect(oriented({ width: 700, height: 1000 }, 'landscape', 'custom')).to.deep.equal({ width: 1000, height: 700 });
    expect(oriented({ width: 1000, height: 700 }, 'portrait', 'custom')).to.deep.equal({ width: 1000, height: 700 });
  });

  it('sends the chosen presets in the shared order, then the typed sizes, each at its oriented size', () => {
    let selection: DeviceSelection = { presetIds: ['laptop', 'iphone-se'], customs: [{ width: 700, height: 1000 }], orientation: 'landscape' };
    expect(devicesOf(selection, name)).to.deep.equal([
      { id: 'iphone-se', name: 'iPhone SE', width: 667, height: 375 },
      { id: 'laptop', name: 'Laptop', width: 1366, height: 768 },
      { name: 'Custom 1000 × 700', width: 1000, height: 700 },
    ]);
    selection = togglePreset(selection, 'laptop');
    expect(selection.presetIds).to.deep.equal(['iphone-se']);
    expect(togglePreset(selection, 'ipad-air').presetIds).to.deep.equal(['iphone-se', 'ipad-air']);
  });

  it('keeps a typed size as typed when turning it would pass the limits', () => {
    // Turned, 3840 × 300 is 300 × 3840: within the limits.
    const selection: DeviceSelection = { presetIds: [], customs: [{ width: 3840, height: 300 }], orientation: 'landscape' };
    expect(devicesOf(selection, name)).to.deep.equal([{ name: 'Custom 300 × 3840', width: 300, height: 3840 }]);
    // Turned, 240 × 4000 would be 4000 wide, past 3840: it stays as typed.
    const tall: DeviceSelection = { presetIds: [], customs: [{ width: 240, height: 4000 }], orientation: 'landscape' };
    expect(devicesOf(tall, name)).to.deep.equal([{ name: 'Custom 240 × 4000', width: 240, height: 4000 }]);
  });

  it('refuses typed sizes out of range, not whole, or already listed', () => {
    const selection: DeviceSelection = { presetIds: [], customs: [{ width: 800, height: 600 }], orientation: 'portrait' };
    expect(customSizeProblem(selection, '800', '601')).to.equal(null);
    expect(customSizeProblem(selection, ' 240 ', '4000')).to.equal(null);
    expect(customSizeProblem(selection, '800', '600')).to.equal('duplicate');
    for (const [width, height] of [['239', '600'], ['3841', '600'], ['800', '4001'], ['800.5', '600'], ['', '600'], ['-800', '600'], ['1e3', '600']]) {
      expect(customSizeProblem(selection, width!, height!), `${width} × ${height}`).to.equal('range');
    }
  });

  it('accepts http(s) addresses only', () => {
    expect(urlProblem('  ')).to.equal('required');
    expect(urlProblem('https://example.com/page?x=1')).to.equal(null);
    expect(urlProblem('http://127.0.0.1:8080/')).to.equal(null);
    for (const url of ['example.com', 'ftp://example.com/', 'javascript:alert(1)', 'https://', `https://example.com/${'a'.repeat(2048)}`]) expect(urlProblem(url), url).to.equal('invalid');
  });
});

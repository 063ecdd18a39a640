import { expect } from 'chai';
import { EXPORT_LAYOUT, sideBySideLayout } from './export-layout.js';

describe('devtools responsive: side-by-side export layout', () => {
  it('keeps small sets at their own size, in order, with a label band and margins', () => {
    const layout = sideBySideLayout([
      { width: 375, height: 1000 },
      { width: 1366, height: 768 },
    ]);
    const { margin, gap, labelBand } = EXPORT_LAYOUT;
    expect(layout.scale).to.equal(1);
    expect(layout.columns).to.deep.equal([
      { left: margin, slot: 375, top: margin + labelBand, width: 375, height: 1000 },
      { left: margin + 375 + gap, slot: 1366, top: margin + labelBand, width: 1366, height: 768 },
    ]);
    expect(layout.width).to.equal(margin + 375 + gap + 1366 + margin);
    expect(layout.height).to.equal(margin + labelBand + 1000 + margin);
  });

  it('scales everything by one factor to stay within the maximum width, and cuts tall columns', () => {
    const layout = sideBySideLayout(Array.from({ length: 12 }, () => ({ width: 3840, height: 8000 })));
    expect(layout.width).to.be.at.most(EXPORT_LAYOUT.maxWidth);
    expect(layout.scale).to.be.below(0.13);
    for (const column of layout.columns) expect(column.width).to.equal(layout.columns[0]!.width);
    const tall = sideBySideLayout([{ width: 1000, height: 8000 }]);
    expect(tall.columns[0]!.height).to.equal(EXPORT_LAYOUT.maxColumnHeight);
  });

  it('gives a narrow column room for its label', () => {
    const layout = sideBySideLayout([
      { width: 240, height: 500 },
      { width: 3840, height: 2000 },
      { width: 3840, height: 2000 },
    ]);
    expect(layout.columns[0]!.width).to.be.below(EXPORT_LAYOUT.minColumnWidth);
    expect(layout.columns[0]!.slot).to.equal(EXPORT_LAYOUT.minColumnWidth);
    expect(layout.columns[1]!.left).to.equal(EXPORT_LAYOUT.margin + EXPORT_LAYOUT.minColumnWidth + EXPORT_LAYOUT.gap);
  });
});

import { expect } from 'chai';
import { summarizePageScan } from './responsive-findings.js';

describe('devtools responsive: page scan summary', () => {
  it('lists overflowing elements widest first, capped at 20 with the total', () => {
    const overflow = Array.from({ length: 25 }, (_, i) => ({ selector: `div:nth-of-type(${i + 1})`, width: 400 + i }));
    const scan = summarizePageScan({ pageHeight: 1200.4, scrollWidth: 424, overflow, tapTargets: [] }, 375);
    expect(scan.pageHeight).to.equal(1201);
    expect(scan.scrollWidth).to.equal(424);
    expect(scan.findings.overflowTotal).to.equal(25);
    expect(scan.findings.overflow).to.have.length(20);
    expect(scan.findings.overflow[0]).to.deep.equal({ selector: 'div:nth-of-type(25)', width: 424 });
    expect(scan.findings.overflow[19]!.width).to.equal(405);
  });

  it('drops overflow culprits when the page does not scroll sideways', () => {
    const scan = summarizePageScan({ pageHeight: 800, scrollWidth: 375, overflow: [{ selector: 'div', width: 500 }], tapTargets: [] }, 375);
    expect(scan.findings.overflow).to.deep.equal([]);
    expect(scan.findings.overflowTotal).to.equal(0);
  });

  it('keeps only undersized tap targets, to a tenth of a pixel, in document order', () => {
    const scan = summarizePageScan(
      {
        pageHeight: 800,
        scrollWidth: 375,
        overflow: [],
        tapTargets: [
          { selector: 'button.close', width: 16, height: 16, text: '  ×  ' },
          { selector: 'a.big', width: 48, height: 48, text: 'big' },
          { selector: 'a.almost', width: 23.96, height: 40, text: 'Almost\n big' },
          { selector: '', width: 10, height: 10, text: 'no selector' },
          'not an object',
        ],
      },
      375,
    );
    expect(scan.findings.tapTargets).to.deep.equal([
      { selector: 'button.close', width: 16, height: 16, text: '×' },
      { selector: 'a.almost', width: 23.9, height: 40, text: 'Almost big' },
    ]);
    expect(scan.findings.tapTargetTotal).to.equal(2);
  });

  it('reads whatever the page returned without trusting it', () => {
    for (const input of [null, 'x', 42, { pageHeight: -5, scrollWidth: 'wide', overflow: {}, tapTargets: null }]) {
      const scan = summarizePageScan(input, 390);
      expect(scan).to.deep.equal({ pageHeight: 0, scrollWidth: 390, findings: { overflow: [], overflowTotal: 0, tapTargets: [], tapTargetTotal: 0 } });
    }
    const long = summarizePageScan({ pageHeight: 10, scrollWidth: 900, overflow: [{ selector: 'x'.repeat(5000), width: 1e12 }], tapTargets: [] }, 390);
    expect(long.findings.overflow[0]!.selector).to.have.length(200);
    expect(long.findings.overflow[0]!.width).to.equal(1_000_000);
  });
});

import { expect } from 'chai';
import { EMPTY_FINDINGS, outcomeOf, progressOf, type ResponsiveDeviceState } from './responsive-run.js';

const device = (status: ResponsiveDeviceState['status'], errorCode: ResponsiveDeviceState['errorCode'] = null): ResponsiveDeviceState => ({
  presetId: null,
  name: 'd',
  width: 400,
  height: 800,
  status,
  errorCode,
  pageHeight: null,
  scrollWidth: null,
  findings: EMPTY_FINDINGS,
});

describe('devtools responsive: run outcome', () => {
  it('counts the sizes that ended', () => {
    expect(progressOf([device('done'), device('failed', 'DEVTOOLS_RENDER_TIMEOUT'), device('pending')])).to.deep.equal({ done: 2, total: 3 });
  });

  it('is done when one size rendered, whatever the others did', () => {
    expect(outcomeOf([device('failed', 'DEVTOOLS_RENDER_TIMEOUT'), device('done')])).to.deep.equal({ status: 'done', errorCode: null });
  });

  it('fails with the common code of the sizes, or DEVTOOLS_RENDER_FAILED when they differ', () => {
    expect(outcomeOf([device('failed', 'DEVTOOLS_TARGET_REFUSED'), device('failed', 'DEVTOOLS_TARGET_REFUSED')])).to.deep.equal({ status: 'failed', errorCode: 'DEVTOOLS_TARGET_REFUSED' });
    expect(outcomeOf([device('failed', 'DEVTOOLS_TARGET_REFUSED'), device('failed', 'DEVTOOLS_RENDER_TIMEOUT')])).to.deep.equal({ status: 'failed', errorCode: 'DEVTOOLS_RENDER_FAILED' });
  });
});

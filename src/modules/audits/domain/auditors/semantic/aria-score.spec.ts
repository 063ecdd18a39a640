import { readFileSync } from 'node:fs';

import { expect } from 'chai';

import type { AxeSummary } from '../../collection-bundle.js';
import { ariaScore } from './aria-score.js';

const axeFixture = (): AxeSummary =>
  JSON.parse(readFileSync(new URL('../../../../../../test/fixtures/audits/semantic/axe-summary.json', import.meta.url), 'utf8')) as AxeSummary;

describe('ARIA/accessibility score', () => {
  it('weighs the fixture’s violations by impact: 3×30 / (3×30 + 10 + 7 + 3 + 3 + 1) = 78.9', () => {
    expect(ariaScore(axeFixture())).to.be.closeTo((100 * 90) / 114, 1e-9);
    expect(Math.round(ariaScore(axeFixture()))).to.equal(79);
  });

  it('ignores rules axe could not decide and the number of failing nodes', () => {
    const summary = axeFixture();
    const withMoreNodes = { ...summary, violations: summary.violations.map((violation) => ({ ...violation, nodes: [...violation.nodes, ...violation.nodes] })) };
    expect(ariaScore({ ...summary, incomplete: [] })).to.equal(ariaScore(summary));
    expect(ariaScore(withMoreNodes)).to.equal(ariaScore(summary));
  });

  it('drops more for a critical violation than for a minor one', () => {
    const base = axeFixture();
    const only = (impact: 'critical' | 'minor') => ariaScore({ ...base, violations: [{ ...base.violations[0]!, impact }] });
    expect(only('critical')).to.be.closeTo(90, 1e-9);
    expect(only('minor')).to.be.closeTo(9000 / 91, 1e-9);
  });

  it('counts a violation without impact as moderate and gives 100 when nothing applied', () => {
    const base = axeFixture();
    expect(ariaScore({ ...base, passes: 1, violations: [{ ...base.violations[0]!, impact: null }] })).to.equal(50);
    expect(ariaScore({ violations: [], incomplete: [], passes: 0, inapplicable: 90 })).to.equal(100);
    expect(ariaScore({ violations: [], incomplete: [], passes: 12, inapplicable: 0 })).to.equal(100);
  });
});

import { expect } from 'chai';
import type { AuditResult } from './audit-result.js';
import { diffAudits } from './audit-diff.js';
import { makeFinding, type Finding } from './finding.js';
import { scored } from './score-band.js';

const finding = (rule: string, page: string, selector: string | null = null): Finding =>
  makeFinding({ audit: 'content', rule, severity: 'medium', pageUrl: page, selector, message: rule });

const result = (score: number, findings: Finding[]): AuditResult =>
  ({ type: 'content', url: 'https://a.test/', overall: scored(score), pagesAnalysed: 1, findings, failures: [], details: {} as never, schemaVersion: 1, collectedAt: '', durationMs: 0 }) as AuditResult;

describe('audits: diff of two runs', () => {
  it('matches findings by stable id: new, fixed and persisting, with the score delta', () => {
    const before = result(60, [finding('missing-h1', 'https://a.test/'), finding('img-alt-missing', 'https://a.test/', 'img:nth-of-type(2)')]);
    // Same page reached over http and with another host spelling: the id is by path, so it still matches.
    const after = result(72, [finding('img-alt-missing', 'http://a.test/', 'img:nth-of-type(2)'), finding('meta-description-missing', 'https://a.test/')]);
    const diff = diffAudits('a', before, 'b', after);
    expect(diff.scoreDelta).to.equal(12);
    expect(diff.newFindings.map((f) => f.rule)).to.deep.equal(['meta-description-missing']);
    expect(diff.fixedFindings.map((f) => f.rule)).to.deep.equal(['missing-h1']);
    expect(diff.persistingFindings.map((f) => f.rule)).to.deep.equal(['img-alt-missing']);
  });

  it('tells two elements of one rule apart by selector', () => {
    const before = result(50, [finding('img-alt-missing', 'https://a.test/', 'img:nth-of-type(1)')]);
    const after = result(50, [finding('img-alt-missing', 'https://a.test/', 'img:nth-of-type(3)')]);
    const diff = diffAudits('a', before, 'b', after);
    expect(diff.newFindings).to.have.length(1);
    expect(diff.fixedFindings).to.have.length(1);
    expect(diff.persistingFindings).to.have.length(0);
  });
});

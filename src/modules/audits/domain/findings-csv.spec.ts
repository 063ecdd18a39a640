import { expect } from 'chai';
import type { AuditResult } from './audit-result.js';
import { COLUMNS, findingsCsv, type CsvLabels } from './findings-csv.js';
import { makeFinding } from './finding.js';
import { scored } from './score-band.js';

const labels: CsvLabels = {
  headings: Object.fromEntries(COLUMNS.map((c) => [c, c.toUpperCase()])) as CsvLabels['headings'],
  ruleTitle: (rule) => (rule === 'missing-h1' ? 'Aucun titre H1' : null),
  severity: (s) => `sev:${s}`,
};

describe('audits: CSV export', () => {
  it('writes one finding a row with translated titles, quoting and formula guards', () => {
    const findings = [
      makeFinding({ audit: 'content', rule: 'missing-h1', severity: 'high', pageUrl: 'https://a.test/x', message: 'No H1' }),
      makeFinding({ audit: 'content', rule: 'unknown-rule', severity: 'low', pageUrl: 'https://a.test/y', selector: 'a[href="q"]', evidence: '=HYPERLINK("http://evil")', message: 'Says "hi", twice' }),
    ];
    const result = { type: 'content', url: 'https://a.test/', overall: scored(50), pagesAnalysed: 2, findings, failures: [], details: {}, schemaVersion: 1, collectedAt: '', durationMs: 0 } as unknown as AuditResult;
    const lines = findingsCsv('run-1', result, labels).split('\r\n');
    expect(lines[0]).to.equal('AUDITID,TYPE,PAGEURL,FINDINGID,RULE,SEVERITY,TITLE,SELECTOR,EVIDENCE');
    expect(lines[1]).to.equal('run-1,content,https://a.test/x,missing-h1|/x|,missing-h1,sev:high,Aucun titre H1,,');
    expect(lines[2]).to.equal(`run-1,content,https://a.test/y,"unknown-rule|/y|a[href=""q""]",unknown-rule,sev:low,"Says ""hi"", twice","a[href=""q""]","'=HYPERLINK(""http://evil"")"`);
    expect(lines).to.have.length(4);
    expect(lines[3]).to.equal('');
  });
});

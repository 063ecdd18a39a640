import { expect } from 'chai';
import { SESSION_COLUMNS, sessionRow } from './engagement-sessions.queries.js';

describe('analytics: engagement sample rows', () => {
  it('reads each value of a sample line into the field whose SQL expression has its position', () => {
    const names = Object.keys(SESSION_COLUMNS);
    const row = sessionRow(names.map((_, i) => String(i + 1)));
    expect(Object.keys(row)).to.deep.equal(names);
    names.forEach((name, i) => expect(row[name as keyof typeof row], name).to.equal(i + 1));
  });
});

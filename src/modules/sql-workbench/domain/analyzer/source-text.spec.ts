import { expect } from 'chai';
import { renderExpr } from './render.js';
import { SourceText } from './source-text.js';
import type { Expr } from './statement.js';

describe('sql-workbench analyzer: positions and fragments', () => {
  it('gives 1-based lines and columns of character offsets', () => {
    const source = new SourceText('SELECT 1\nFROM t\n  WHERE x');
    expect(source.at(0)).to.deep.equal({ offset: 0, line: 1, column: 1 });
    expect(source.at(9)).to.deep.equal({ offset: 9, line: 2, column: 1 });
    expect(source.at(18)).to.deep.equal({ offset: 18, line: 3, column: 3 });
    expect(source.at(1000).offset).to.equal(25);
  });

  it('maps UTF-8 byte offsets back to characters across 2-, 3- and 4-byte characters', () => {
    const text = "SELECT 'é€😀' x";
    const source = new SourceText(text);
    const xChar = text.lastIndexOf('x');
    const xByte = Buffer.byteLength(text.slice(0, xChar), 'utf8');
    expect(xByte - xChar).to.equal(1 + 2 + 2);
    expect(source.atByte(xByte)).to.deep.equal({ offset: xChar, line: 1, column: xChar + 1 });
    expect(source.charOfByte(0)).to.equal(0);
  });

  it('rebuilds a fragment as SQL, long lists summarised and long text cut', () => {
    const col = (name: string): Expr => ({ kind: 'column', table: 'o', name, loc: null });
    const lit = (value: number): Expr => ({ kind: 'literal', type: 'number', value, loc: null });
    const inList: Expr = { kind: 'in', arg: col('id'), negated: true, list: [1, 2, 3, 4, 5, 6, 7].map(lit), subquery: null, loc: null };
    expect(renderExpr(inList)).to.equal('o.id NOT IN (1, 2, 3, 4, 5, … 7 values)');
    const quoted: Expr = { kind: 'binary', op: 'LIKE', left: col('name'), right: { kind: 'literal', type: 'string', value: "O'Brien%", loc: null }, loc: null };
    expect(renderExpr(quoted)).to.equal("o.name LIKE 'O''Brien%'");
    const long: Expr = { kind: 'and', args: Array.from({ length: 40 }, (_, i) => ({ kind: 'binary' as const, op: '=', left: col(`c${i}`), right: lit(i), loc: null })), loc: null };
    const text = renderExpr(long);
    expect(text).to.have.length(160);
    expect(text.endsWith('…')).to.equal(true);
  });
});

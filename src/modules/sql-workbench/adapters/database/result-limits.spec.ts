import { expect } from 'chai';
import { EventEmitter } from 'node:events';
import { CappedRows, jsonSafe, MAX_RESULT_BYTES, MAX_RESULT_ROWS, MAX_WIRE_BYTES, statementLimitOf, watchWireBytes } from './result-limits.js';

describe('result limits', () => {
  it('turns driver values into JSON-safe scalars', () => {
    expect(jsonSafe(undefined)).to.equal(null);
    expect(jsonSafe(12n ** 20n)).to.equal('3833759992447475122176');
    expect(jsonSafe(Number.POSITIVE_INFINITY)).to.equal('Infinity');
    expect(jsonSafe(Number.NaN)).to.equal('NaN');
    expect(jsonSafe(new Date('2024-03-01T10:00:00Z'))).to.equal('2024-03-01T10:00:00.000Z');
    expect(jsonSafe(Buffer.from([1, 255]))).to.equal('\\x01ff');
    expect(jsonSafe({ x: 1, y: 2n })).to.equal('{"x":1,"y":"2"}');
    expect(jsonSafe('text')).to.equal('text');
  });

  it('keeps rows up to the row cap and marks the rest as cut', () => {
    const capped = new CappedRows();
    for (let i = 0; i < MAX_RESULT_ROWS; i++) expect(capped.add([i])).to.equal(true);
    expect(capped.truncated).to.equal(false);
    expect(capped.add([MAX_RESULT_ROWS])).to.equal(false);
    expect(capped.truncated).to.equal(true);
    expect(capped.rows).to.have.length(MAX_RESULT_ROWS);
  });

  it('stops at the first row that would pass the size cap', () => {
    const capped = new CappedRows();
    const wide = ['x'.repeat(1024 * 1024)];
    let kept = 0;
    while (capped.add(wide)) kept += 1;
    expect(kept).to.equal(4);
    expect(capped.truncated).to.equal(true);
    expect(Buffer.byteLength(JSON.stringify(capped.rows))).to.be.at.most(MAX_RESULT_BYTES);
  });

  it('keeps a statement limit whole and between 1 ms and 60 s', () => {
    expect(statementLimitOf(10_000)).to.equal(10_000);
    expect(statementLimitOf(250.7)).to.equal(250);
    expect(statementLimitOf(0)).to.equal(1);
    expect(statementLimitOf(3_600_000)).to.equal(60_000);
    expect(statementLimitOf(Number.NaN)).to.equal(60_000);
  });

  it('calls the overflow once past the wire ceiling, and nothing after the detach', () => {
    const socket = new EventEmitter();
    let overflows = 0;
    const detach = watchWireBytes(socket as never, () => (overflows += 1));
    const chunk = Buffer.alloc(MAX_WIRE_BYTES / 2);
    socket.emit('data', chunk);
    socket.emit('data', chunk);
    expect(overflows).to.equal(0);
    socket.emit('data', Buffer.alloc(1));
    socket.emit('data', chunk);
    expect(overflows).to.equal(1);
    detach();
    expect(socket.listenerCount('data')).to.equal(0);
  });
});

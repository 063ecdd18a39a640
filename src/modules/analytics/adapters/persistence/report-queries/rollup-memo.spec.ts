import { expect } from 'chai';
import { RollupMemo, SEAL_MARGIN_MS, splitAtSeal, TTL_MS } from './rollup-memo.js';

describe('analytics: rollup memo of sealed days', () => {
  it('cuts a window into its sealed days and the others', () => {
    const now = new Date('2026-11-23T12:30:00Z');
    expect(splitAtSeal({ firstDay: '2026-08-26', lastDay: '2026-11-23' }, now)).to.deep.equal({
      sealed: { firstDay: '2026-08-26', lastDay: '2026-11-22' },
      unsealed: { firstDay: '2026-11-23', lastDay: '2026-11-23' },
    });
    expect(splitAtSeal({ firstDay: '2026-11-01', lastDay: '2026-11-03' }, now)).to.deep.equal({ sealed: { firstDay: '2026-11-01', lastDay: '2026-11-03' }, unsealed: null });
    expect(splitAtSeal({ firstDay: '2026-11-23', lastDay: '2026-11-23' }, now)).to.deep.equal({ sealed: null, unsealed: { firstDay: '2026-11-23', lastDay: '2026-11-23' } });
  });

  it('seals a day only SEAL_MARGIN_MS after it ended', () => {
    const span = { firstDay: '2026-11-22', lastDay: '2026-11-23' };
    const midnight = Date.parse('2026-11-23T00:00:00Z');
    expect(splitAtSeal(span, new Date(midnight + SEAL_MARGIN_MS - 1))).to.deep.equal({ sealed: null, unsealed: span });
    expect(splitAtSeal(span, new Date(midnight + SEAL_MARGIN_MS)).sealed).to.deep.equal({ firstDay: '2026-11-22', lastDay: '2026-11-22' });
  });

  it('reloads on another fingerprint or after the TTL, shares loads in flight, forgets failures', async () => {
    let now = 0;
    const memo = new RollupMemo(100, () => now);
    let loads = 0;
    const load = async () => [++loads];
    const [first, same] = await Promise.all([memo.get('k', 'f1', load), memo.get('k', 'f1', load)]);
    expect([first, same, loads]).to.deep.equal([[1], [1], 1]);
    expect(await memo.get('k', 'f2', load)).to.deep.equal([2]);
    now += TTL_MS;
    expect(await memo.get('k', 'f2', load)).to.deep.equal([3]);
    await memo.get('bad', 'f', () => Promise.reject(new Error('boom'))).catch(() => undefined);
    expect(await memo.get('bad', 'f', load)).to.deep.equal([4]);
  });

  it('evicts the least recently used blocks beyond its row budget', async () => {
    const memo = new RollupMemo(5);
    let loads = 0;
    const rows = (n: number) => async () => {
      loads++;
      return Array.from({ length: n }, (_, i) => i);
    };
    await memo.get('a', 'f', rows(3));
    await memo.get('b', 'f', rows(2));
    await memo.get('a', 'f', rows(3));
    await memo.get('c', 'f', rows(2));
    expect(loads).to.equal(3);
    await memo.get('a', 'f', rows(3));
    expect(loads).to.equal(3);
    await memo.get('b', 'f', rows(2));
    expect(loads).to.equal(4);
  });

  it('bounds the number of entries, empty ones included', async () => {
    const memo = new RollupMemo(1_000, Date.now, 2);
    let loads = 0;
    const none = async () => {
      loads++;
      return [] as number[];
    };
    for (const key of ['a', 'b', 'c', 'a']) await memo.get(key, 'f', none);
    expect(loads).to.equal(4);
  });
});

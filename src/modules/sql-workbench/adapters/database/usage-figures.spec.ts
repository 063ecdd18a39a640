import { expect } from 'chai';
import { bytesToMb, withShares } from './usage-figures.js';

describe('usage figures', () => {
  const table = { schema: 'shop', name: 'orders', partitions: 0, totalBytes: 7_454_720, dataBytes: 5_963_776, indexBytes: 1_482_752, toastBytes: 8_192 };

  it('gives MiB and the share of the total to two decimals', () => {
    expect(withShares(table, 17_407_335)).to.deep.equal({ ...table, sizeMb: 7.11, percent: 42.83 });
    expect(bytesToMb(1_048_576 * 3 + 524_288)).to.equal(3.5);
  });

  it('gives 0 % of an empty total instead of dividing by zero', () => {
    expect(withShares({ ...table, totalBytes: 0 }, 0).percent).to.equal(0);
  });
});

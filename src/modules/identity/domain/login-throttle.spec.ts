import { expect } from 'chai';
import { failureDelayMs } from './login-throttle.js';

describe('sign-in failure delay', () => {
  it('costs nothing for three failures, then 250 ms doubling up to 4 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 50].map(failureDelayMs)).to.deep.equal([0, 0, 0, 250, 500, 1000, 2000, 4000, 4000, 4000, 4000]);
  });
});

import { expect } from 'chai';
import { MAX_CLIENT_LAG_MS, MAX_CLIENT_LEAD_MS, occurrenceTimes } from './event-time.js';

describe('analytics: event times from the browser clock', () => {
  const now = 1_800_000_000_000;

  it('keeps honest times and caps a small lead at the arrival', () => {
    expect(occurrenceTimes([now - 4_000, now - 1_000], now)).to.deep.equal([now - 4_000, now - 1_000]);
    expect(occurrenceTimes([now - 1_000, now + 5_000], now)).to.deep.equal([now - 1_000, now]);
    expect(occurrenceTimes([now - MAX_CLIENT_LAG_MS], now)).to.deep.equal([now - MAX_CLIENT_LAG_MS]);
  });

  it('shifts a batch from a wrong clock so its newest event is the arrival, keeping the spacing', () => {
    expect(occurrenceTimes([now - 86_400_000 - 3_000, now - 86_400_000], now)).to.deep.equal([now - 3_000, now]);
    expect(occurrenceTimes([now + MAX_CLIENT_LEAD_MS + 2_000, now + MAX_CLIENT_LEAD_MS + 5_000], now)).to.deep.equal([now - 3_000, now]);
  });
});

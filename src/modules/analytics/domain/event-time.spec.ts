import { expect } from 'chai';
import { batchDays, MAX_CLIENT_LAG_MS, MAX_CLIENT_LEAD_MS, MAX_EVENT_AGE_MS, occurrenceTimes } from './event-time.js';

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

  it(`places no event more than ${MAX_EVENT_AGE_MS / 60_000} minutes before its batch arrived, after the shift`, () => {
    expect(occurrenceTimes([now - 3 * MAX_EVENT_AGE_MS, now - 1_000], now)).to.deep.equal([now - MAX_EVENT_AGE_MS, now - 1_000]);
    // A wrong clock and a spread of years: shifted to the arrival, then bounded.
    expect(occurrenceTimes([0, now - 86_400_000 * 400], now)).to.deep.equal([now - MAX_EVENT_AGE_MS, now]);
  });

  it('names the days a batch can fall on: its own, and the one before in the first hour after midnight', () => {
    const midnight = Date.parse('2026-11-24T00:00:00Z');
    const day = midnight / 86_400_000;
    expect(batchDays(midnight + 12 * 3_600_000)).to.deep.equal([day]);
    expect(batchDays(midnight)).to.deep.equal([day - 1, day]);
    expect(batchDays(midnight + MAX_EVENT_AGE_MS - 1)).to.deep.equal([day - 1, day]);
    expect(batchDays(midnight + MAX_EVENT_AGE_MS)).to.deep.equal([day]);
    expect(batchDays(midnight - 1)).to.deep.equal([day - 1]);
  });
});

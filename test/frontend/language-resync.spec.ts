import { expect } from 'chai';
import { applyLanguageWithResync } from '../../frontend/src/app/i18n/language-resync.js';

describe('page language delayed syncs (docs/product.md §2.4)', () => {
  function fakeTimers() {
    const pending = new Map<number, { run: () => void; delay: number }>();
    let next = 1;
    return {
      pending,
      schedule: (run: () => void, delay: number) => {
        pending.set(next, { run, delay });
        return next++;
      },
      cancel: (handle: unknown) => pending.delete(handle as number),
    };
  }

  it('applies the language at once and again at 200, 300 and 500 ms', () => {
    const timers = fakeTimers();
    let applied = 0;
    applyLanguageWithResync(() => applied++, timers.schedule, timers.cancel);
    expect(applied).to.equal(1);
    expect([...timers.pending.values()].map((t) => t.delay)).to.deep.equal([200, 300, 500]);
    for (const timer of timers.pending.values()) timer.run();
    expect(applied).to.equal(4);
  });

  it('cancels the pending syncs when the language changes again or the page goes away', () => {
    const timers = fakeTimers();
    const stop = applyLanguageWithResync(() => undefined, timers.schedule, timers.cancel);
    stop();
    expect(timers.pending.size).to.equal(0);
  });
});

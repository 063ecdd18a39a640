/** Time as a dependency, so rules about expiry and rate windows are testable without waiting. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

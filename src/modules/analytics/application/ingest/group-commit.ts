/**
 * Group commit: callers hand in items and wait; items are committed together and every caller's promise
 * settles with its group's commit.
 *
 * The first item of a group waits `lingerMs` for company, then the group is committed; up to
 * `maxRunning` commits run at once (each is a few round trips to Redis, so a busy tracker keeps several
 * in flight rather than waiting on each). When all of them run, items gather until one ends, and the
 * next group goes at once. A group reaching `maxItems` is committed immediately, which bounds job size.
 * After a group of `busyItems` or more, the next one does not linger (a timer of 0 still gathers what
 * arrives in the same turn of the event loop): under heavy traffic groups are large anyway and lingering
 * would only add latency. So a quiet tracker makes at most 1000 / lingerMs commits a second per process,
 * a busy one makes groups as large as what arrives meanwhile, and an item waits at most `lingerMs` plus
 * the commits ahead of it.
 *
 * With `isolateFailures`, a failed group of several callers is committed again caller by caller, each
 * settled with its own outcome: one bad item (a batch the database refuses) then fails only its caller,
 * not everything that happened to share its group. Without it every caller of the group gets the error.
 */
export class GroupCommit<T> {
  private items: T[] = [];
  private waiters: { resolve(): void; reject(error: unknown): void; items: readonly T[] }[] = [];
  private timer?: NodeJS.Timeout;
  private running = 0;
  private lastGroup = 0;

  constructor(
    private readonly commit: (items: T[]) => Promise<void>,
    private readonly lingerMs: number,
    private readonly maxItems: number,
    private readonly maxRunning = 1,
    /** A group at least this large means traffic is heavy: the next one goes without lingering. */
    private readonly busyItems = Infinity,
    private readonly isolateFailures = false,
  ) {}

  add(items: readonly T[]): Promise<void> {
    if (items.length === 0) return Promise.resolve();
    const done = new Promise<void>((resolve, reject) => this.waiters.push({ resolve, reject, items }));
    for (const item of items) this.items.push(item);
    if (this.items.length >= this.maxItems) this.flush(true);
    else if (this.running < this.maxRunning) this.timer ??= setTimeout(() => this.flush(), this.lastGroup >= this.busyItems ? 0 : this.lingerMs);
    return done;
  }

  /** Commits what is waiting now, if a commit slot is free or `force` (a full group). */
  flush(force = false): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.items.length === 0 || (!force && this.running >= this.maxRunning)) return;
    const items = this.items;
    const waiters = this.waiters;
    this.items = [];
    this.waiters = [];
    this.lastGroup = items.length;
    this.running += 1;
    this.commit(items)
      .then(
        () => waiters.forEach((w) => w.resolve()),
        (error: unknown) => (this.isolateFailures && waiters.length > 1 ? this.oneByOne(waiters) : waiters.forEach((w) => w.reject(error))),
      )
      .finally(() => {
        this.running -= 1;
        // What gathered while every slot was taken has waited long enough.
        if (!this.timer) this.flush();
      });
  }

  private async oneByOne(waiters: GroupCommit<T>['waiters']): Promise<void> {
    for (const waiter of waiters) {
      await this.commit([...waiter.items]).then(waiter.resolve, waiter.reject);
    }
  }
}

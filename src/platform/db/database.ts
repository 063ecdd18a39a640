import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/**
 * Gives repositories the knex to run on: the transaction opened by TransactionRunner for the current
 * async call chain if there is one, the pool otherwise. Repositories never pass transactions around,
 * so a use case decides the unit of work without its ports knowing about knex.
 */
export class Database {
  private readonly scope = new AsyncLocalStorage<{ trx: Knex.Transaction; committed: (() => void)[] }>();

  constructor(readonly knex: Knex) {}

  executor(): Knex | Knex.Transaction {
    return this.scope.getStore()?.trx ?? this.knex;
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const current = this.scope.getStore();
    if (current) return work();
    const committed: (() => void)[] = [];
    const result = await this.knex.transaction((trx) => this.scope.run({ trx, committed }, work));
    for (const callback of committed) callback();
    return result;
  }

  /**
   * Runs `callback` once the outermost transaction of the current call chain has committed, at once
   * when there is none, never after a rollback: for what must not be seen before the data is (a cache
   * forgotten, a job queued). A callback that throws is the caller's bug; it is not caught.
   */
  afterCommit(callback: () => void): void {
    const current = this.scope.getStore();
    if (current) current.committed.push(callback);
    else callback();
  }

  /**
   * Runs `work` in a transaction that holds an advisory lock on one owner's rows of `table` until it
   * ends: that owner's writes made through here queue one behind the other, so a count, a sum or a
   * uniqueness judged inside `work` is the one its write lands on; other owners never wait.
   */
  async ownerSerialized<T>(table: string, ownerId: string, work: () => Promise<T>): Promise<T> {
    return this.transaction(async () => {
      await this.executor().raw('select pg_advisory_xact_lock(hashtext(?))', [`${table}:${ownerId}`]);
      return work();
    });
  }

  /**
   * `insert` unless the owner already has `max` rows in `table` (column owner_id), null then. Two
   * inserts at once cannot both pass a count one below the limit (ownerSerialized).
   */
  async insertBelowOwnerLimit<T>(table: string, ownerId: string, max: number, insert: () => Promise<T>): Promise<T | null> {
    return this.ownerSerialized(table, ownerId, async () => {
      const [counted] = (await this.executor()(table).where({ owner_id: ownerId }).count('* as count')) as { count: string | number }[];
      if (Number(counted?.count ?? 0) >= max) return null;
      return insert();
    });
  }

  async ping(): Promise<boolean> {
    await this.knex.raw('select 1');
    return true;
  }

  close(): Promise<void> {
    return this.knex.destroy();
  }
}

import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/**
 * Gives repositories the knex to run on: the transaction opened by TransactionRunner for the current
 * async call chain if there is one, the pool otherwise. Repositories never pass transactions around,
 * so a use case decides the unit of work without its ports knowing about knex.
 */
export class Database {
  private readonly scope = new AsyncLocalStorage<Knex.Transaction>();

  constructor(readonly knex: Knex) {}

  executor(): Knex | Knex.Transaction {
    return this.scope.getStore() ?? this.knex;
  }

  async transaction<T>(work: () => Promise<T>): Promise<T> {
    const current = this.scope.getStore();
    if (current) return work();
    return this.knex.transaction((trx) => this.scope.run(trx, work));
  }

  async ping(): Promise<boolean> {
    await this.knex.raw('select 1');
    return true;
  }

  close(): Promise<void> {
    return this.knex.destroy();
  }
}

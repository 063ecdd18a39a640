import type { Database } from './database.js';
import type { TransactionRunner } from './transaction-runner.port.js';

export class KnexTransactionRunner implements TransactionRunner {
  constructor(private readonly db: Database) {}

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  afterCommit(callback: () => void): void {
    this.db.afterCommit(callback);
  }
}

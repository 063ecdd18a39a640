/** The unit-of-work port use cases depend on (docs/architecture.md, "Tables and persistence"). Nested calls join the outer transaction. */
export interface TransactionRunner {
  run<T>(work: () => Promise<T>): Promise<T>;
  /** Runs `callback` after the outermost transaction commits (at once outside one; never after a rollback). */
  afterCommit(callback: () => void): void;
}

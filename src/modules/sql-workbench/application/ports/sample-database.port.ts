import type { ConnectionTarget, DatabaseDriver } from './database-driver.port.js';
import type { DatabaseInspector } from './database-inspector.port.js';

/**
 * The built-in read-only sample database "Sample (shop)" every user has (sql-workbench README, "Sample
 * database"). The query tool reaches it through the same driver and inspector ports as a user's own
 * server; its driver refuses write mode (SQL_SAMPLE_READ_ONLY) whatever the caller asks.
 */
export interface SampleDatabase {
  driver(): DatabaseDriver;
  inspector(): DatabaseInspector;
  /** What the driver and inspector are called with: no password, the default statement limit. */
  target(): ConnectionTarget;
  /**
   * Starts the database in the background if it is not running, without waiting: its first start takes
   * seconds (sql-workbench README, "Sample database"), which the user should not wait for on their first query.
   */
  prepare(): void;
}

// The query tool speaks the sql-workbench module's HTTP contract (type-only: erased at build).
import type { SQL_SAMPLE_CONNECTION_ID } from '../../../../src/modules/sql-workbench/contract.js';

export type {
  DeleteSqlConnectionResponse,
  ListSqlConnectionsResponse,
  RunSqlQueryRequest,
  RunSqlQueryResponse,
  SaveSqlConnectionResponse,
  SqlConnection,
  SqlConnectionEngine,
  SqlConnectionField,
  SqlConnectionForm,
  SqlConnectionInvalidDetails,
  SqlConnectionIssueCode,
  SqlConnectionRefusedDetails,
  SqlConnectionFailedDetails,
  SqlConnectionTls,
  SqlDatabaseUsage,
  SqlExplorerColumn,
  SqlExplorerForeignKey,
  SqlExplorerIndex,
  SqlExplorerResponse,
  SqlExplorerSnapshot,
  SqlExplorerTable,
  SqlQueryHistoryEntry,
  SqlQueryHistoryResponse,
  SqlQueryMode,
  SqlQueryResult,
  SqlQuerySafety,
  SqlResultColumn,
  SqlTableUsage,
  SqlUsageResponse,
  TestSqlConnectionResponse,
} from '../../../../src/modules/sql-workbench/contract.js';

/** The built-in read-only sample database's id: every user has it, listed first. */
export const SAMPLE_CONNECTION_ID: typeof SQL_SAMPLE_CONNECTION_ID = 'sample';

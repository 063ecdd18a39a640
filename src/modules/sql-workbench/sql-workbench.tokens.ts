/** Symbol tokens for the sql-workbench module's ports (use cases and adapters bind their class as token). */
export const SQL_WORKBENCH = {
  SchemaRepository: Symbol.for('sqlWorkbench.SchemaRepository'),
  /** Multi-bound: one SchemaImporter per import format. */
  SchemaImporters: Symbol.for('sqlWorkbench.SchemaImporters'),
  ConnectionRepository: Symbol.for('sqlWorkbench.ConnectionRepository'),
  /** The SecretBox that seals connection passwords (scope `sql-workbench`, label `connection password`). */
  ConnectionSecretBox: Symbol.for('sqlWorkbench.ConnectionSecretBox'),
  /** ConnectionTestSettings: ALLOW_PRIVATE_TARGETS and whether refusals may name it. */
  ConnectionTestSettings: Symbol.for('sqlWorkbench.ConnectionTestSettings'),
  /** Multi-bound: one DatabaseDriver per engine. */
  DatabaseDrivers: Symbol.for('sqlWorkbench.DatabaseDrivers'),
  /** Multi-bound: one DatabaseInspector per engine. */
  DatabaseInspectors: Symbol.for('sqlWorkbench.DatabaseInspectors'),
  /** The built-in sample database (SampleDatabase); unbound, the id `sample` answers as no connection. */
  SampleDatabase: Symbol.for('sqlWorkbench.SampleDatabase'),
  QueryHistoryRepository: Symbol.for('sqlWorkbench.QueryHistoryRepository'),
  /** Multi-bound: one StatementParser per analyzer dialect (PostgreSQL, MySQL/MariaDB). */
  StatementParsers: Symbol.for('sqlWorkbench.StatementParsers'),
  /** QueryConnections: what the analysis, the advice and the widgets open (the query tool's ConnectionTargets). */
  QueryConnections: Symbol.for('sqlWorkbench.QueryConnections'),
  WidgetRepository: Symbol.for('sqlWorkbench.WidgetRepository'),
} as const;

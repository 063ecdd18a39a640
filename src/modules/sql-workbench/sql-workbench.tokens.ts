/** Symbol tokens for the sql-workbench module's ports (use cases and adapters bind their class as token). */
export const SQL_WORKBENCH = {
  SchemaRepository: Symbol.for('sqlWorkbench.SchemaRepository'),
  /** Multi-bound: one SchemaImporter per import format. */
  SchemaImporters: Symbol.for('sqlWorkbench.SchemaImporters'),
} as const;

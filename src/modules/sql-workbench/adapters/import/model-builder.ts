/**
 * What the importers share: tables and columns collected in statement order, then keys resolved once
 * every statement is read (a foreign key may name a table created later, or come in an ALTER TABLE).
 * What the model cannot hold becomes a warning, never an error.
 */
import { nameKey, parsePortableDefault, parseSqlType, portableDefaultText, portableTypeText } from '../../../../shared/sql/index.js';
import type { SqlColumn, SqlImportWarning, SqlImportWarningCode, SqlReferentialAction, SqlSchemaDocument, SqlTable } from '../../contract.js';

interface PendingForeignKey {
  table: string;
  name: string | null;
  columns: string[];
  referencedTable: string;
  /** Empty: the referenced table's primary key. */
  referencedColumns: string[];
  onDelete: SqlReferentialAction | null;
  onUpdate: SqlReferentialAction | null;
  line?: number;
}

export const blankColumn = (name: string, type: string): SqlColumn => ({
  name,
  type,
  primaryKey: false,
  foreignKey: false,
  notNull: false,
  unique: false,
  autoIncrement: false,
  referencedTable: null,
  referencedColumn: null,
});

/** A type as the model writes it: the portable spelling where the map knows the name, else as given. */
export function modelType(text: string): string {
  const parsed = parseSqlType(text);
  return parsed ? portableTypeText(parsed) : text.trim();
}

export class ModelBuilder {
  private readonly tables = new Map<string, SqlTable>();
  private readonly foreignKeys: PendingForeignKey[] = [];
  private readonly primaryKeys = new Map<string, string[]>();
  readonly warnings: SqlImportWarning[] = [];
  private readonly ignoredKinds = new Map<string, SqlImportWarning>();

  warn(code: SqlImportWarningCode, message: string, where: { table?: string; column?: string; detail?: string; line?: number } = {}) {
    this.warnings.push({ code, message, ...stripUndefined(where) });
  }

  /** One warning per kind of statement skipped, counting them (a dump holds hundreds of SET lines). */
  ignoreStatement(kind: string, line?: number) {
    const existing = this.ignoredKinds.get(kind);
    if (existing) {
      const count = Number(/^(\d+)/.exec(existing.message)?.[1] ?? 1) + 1;
      existing.message = `${count} ${kind} statements ignored: the model has no place for them`;
      return;
    }
    const warning: SqlImportWarning = { code: 'SQL_IMPORT_STATEMENT_IGNORED', message: `1 ${kind} statements ignored: the model has no place for them`, detail: kind, ...stripUndefined({ line }) };
    this.ignoredKinds.set(kind, warning);
    this.warnings.push(warning);
  }

  hasTable(name: string): boolean {
    return this.tables.has(nameKey(name));
  }

  table(name: string): SqlTable | undefined {
    return this.tables.get(nameKey(name));
  }

  addTable(name: string, comment?: string | null): SqlTable {
    const table: SqlTable = { name, columns: [], ...(comment ? { comment } : {}) };
    this.tables.set(nameKey(name), table);
    return table;
  }

  column(table: SqlTable, name: string): SqlColumn | undefined {
    const key = nameKey(name);
    return table.columns.find((c) => nameKey(c.name) === key);
  }

  /** Sets a default given in portable form, or warns that it was left out. */
  setDefault(table: SqlTable, column: SqlColumn, text: string | null, line?: number) {
    if (text === null) return;
    const portable = parsePortableDefault(text);
    if (portable) column.defaultValue = portableDefaultText(portable);
    else this.warn('SQL_IMPORT_DEFAULT_IGNORED', `Default ${text} is not portable: left out`, { table: table.name, column: column.name, detail: text, line });
  }

  primaryKey(table: string, columns: string[]) {
    this.primaryKeys.set(nameKey(table), columns);
  }

  unique(table: SqlTable, columns: string[], name: string | null) {
    if (columns.length === 1) {
      const column = this.column(table, columns[0] ?? '');
      if (column) column.unique = true;
      return;
    }
    (table.uniqueConstraints ??= []).push({ ...(name ? { name } : {}), columns });
  }

  foreignKey(fk: PendingForeignKey) {
    this.foreignKeys.push(fk);
  }

  finish(databaseName: string): { schema: SqlSchemaDocument; warnings: SqlImportWarning[] } {
    for (const [key, columns] of this.primaryKeys) {
      const table = this.tables.get(key);
      if (!table) continue;
      for (const name of columns) {
        const column = this.column(table, name);
        if (column) {
          column.primaryKey = true;
          column.notNull = true;
        }
      }
    }
    for (const fk of this.foreignKeys) this.resolveForeignKey(fk);
    return { schema: { database_name: databaseName, tables: [...this.tables.values()] }, warnings: this.warnings };
  }

  private resolveForeignKey(fk: PendingForeignKey) {
    const table = this.tables.get(nameKey(fk.table));
    const target = this.tables.get(nameKey(fk.referencedTable));
    if (!table) return;
    const where = { table: table.name, column: fk.columns.join(', '), detail: fk.referencedTable, line: fk.line };
    if (!target) {
      this.warn('SQL_IMPORT_FK_TARGET_UNKNOWN', `The foreign key references "${fk.referencedTable}", which the text does not define: left out`, where);
      return;
    }
    const targetColumns = fk.referencedColumns.length ? fk.referencedColumns : target.columns.filter((c) => c.primaryKey).map((c) => c.name);
    const columns = fk.columns.map((n) => this.column(table, n));
    const resolvedTargets = targetColumns.map((n) => this.column(target, n));
    if (columns.some((c) => !c) || resolvedTargets.some((c) => !c) || columns.length !== resolvedTargets.length || columns.length === 0) {
      this.warn('SQL_IMPORT_FK_TARGET_UNKNOWN', `The foreign key's columns do not match "${target.name}": left out`, where);
      return;
    }
    const [column] = columns as SqlColumn[];
    const [targetColumn] = resolvedTargets as SqlColumn[];
    if (columns.length === 1 && column && targetColumn && !column.foreignKey) {
      column.foreignKey = true;
      column.referencedTable = target.name;
      column.referencedColumn = targetColumn.name;
      if (fk.onDelete && fk.onDelete !== 'no action') column.onDelete = fk.onDelete;
      if (fk.onUpdate && fk.onUpdate !== 'no action') column.onUpdate = fk.onUpdate;
      return;
    }
    (table.foreignKeys ??= []).push({
      ...(fk.name ? { name: fk.name } : {}),
      columns: (columns as SqlColumn[]).map((c) => c.name),
      referencedTable: target.name,
      referencedColumns: (resolvedTargets as SqlColumn[]).map((c) => c.name),
      ...(fk.onDelete && fk.onDelete !== 'no action' ? { onDelete: fk.onDelete } : {}),
      ...(fk.onUpdate && fk.onUpdate !== 'no action' ? { onUpdate: fk.onUpdate } : {}),
    });
  }
}

function stripUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export function referentialAction(text: string | null | undefined): SqlReferentialAction | null {
  const action = text?.toLowerCase().replace(/\s+/g, ' ').trim();
  switch (action) {
    case 'cascade':
    case 'restrict':
    case 'set null':
    case 'set default':
    case 'no action':
      return action;
    default:
      return null;
  }
}

import type { SavedSqlSchema, SaveSqlSchemaRequest, SqlColumn, SqlNodePosition, SqlSchemaDocument, SqlTable } from './sql-designer.types';

type TablePosition = SqlNodePosition;

/**
 * The schema being edited. Tables and columns carry a client key so the diagram, the side panel and
 * React keep track of them while their names change; foreign keys point by name, as the saved model
 * does (docs/product.md §5.6), and renames carry those references along.
 */
export interface DraftColumn extends SqlColumn {
  readonly key: string;
}

export interface DraftTable {
  readonly key: string;
  readonly name: string;
  readonly columns: readonly DraftColumn[];
  readonly position: TablePosition;
  /** What the editor does not show but an import brought (constraints over several columns, a comment): kept as is. */
  readonly extra: Omit<SqlTable, 'name' | 'columns'>;
}

export interface Draft {
  /** The saved schema this draft edits; null until the first save. */
  readonly id: string | null;
  readonly databaseName: string;
  readonly tables: readonly DraftTable[];
  /** Changed since it was loaded or saved. */
  readonly dirty: boolean;
}

let counter = 0;
export const newKey = (prefix: string) => `${prefix}${(++counter).toString(36)}`;

export const emptyColumn = (name = ''): DraftColumn => ({
  key: newKey('c'),
  name,
  type: 'integer',
  primaryKey: false,
  foreignKey: false,
  notNull: false,
  unique: false,
  autoIncrement: false,
  referencedTable: '',
  referencedColumn: '',
});

export const newTable = (name: string, position: TablePosition): DraftTable => ({ key: newKey('t'), name, columns: [], position, extra: {} });

export const emptyDraft = (): Draft => ({ id: null, databaseName: '', tables: [], dirty: false });

/** Where a table without a saved place goes: a grid the automatic layout can tidy later. */
export function gridPosition(index: number): TablePosition {
  return { x: (index % 4) * 320, y: Math.floor(index / 4) * 280 };
}

/** A saved schema (positions by table name) or an imported one (none): tables without a place go on a grid. */
export function draftOf(schema: SqlSchemaDocument & { id?: string; positions?: SavedSqlSchema['positions'] }, dirty = false): Draft {
  return {
    id: schema.id ?? null,
    databaseName: schema.database_name,
    dirty,
    tables: schema.tables.map(({ name, columns, ...extra }, index) => ({
      key: newKey('t'),
      name,
      position: schema.positions?.[name] ?? gridPosition(index),
      extra,
      columns: columns.map((column) => ({
        ...column,
        key: newKey('c'),
        primaryKey: !!column.primaryKey,
        foreignKey: !!column.foreignKey,
        notNull: !!column.notNull,
        unique: !!column.unique,
        autoIncrement: !!column.autoIncrement,
        referencedTable: column.referencedTable ?? '',
        referencedColumn: column.referencedColumn ?? '',
      })),
    })),
  };
}

/** The model the generators read: names trimmed, references only on foreign keys. */
export function documentOf(draft: Draft): SqlSchemaDocument {
  return { database_name: draft.databaseName.trim(), tables: draft.tables.map(tableOf) };
}

/** What `POST /api/sql/saveSQLSchema` receives: the document, the id when saved before, positions by table name. */
export function saveRequestOf(draft: Draft): SaveSqlSchemaRequest {
  const positions: Record<string, TablePosition> = {};
  for (const table of draft.tables) positions[table.name.trim()] = { x: Math.round(table.position.x), y: Math.round(table.position.y) };
  return { ...(draft.id ? { id: draft.id } : {}), ...documentOf(draft), positions };
}

function tableOf(table: DraftTable): SqlTable {
  return {
    ...table.extra,
    name: table.name.trim(),
    columns: table.columns.map(({ key: _key, ...column }) => ({
      ...column,
      name: column.name.trim(),
      type: column.type.trim(),
      referencedTable: column.foreignKey ? column.referencedTable : null,
      referencedColumn: column.foreignKey ? column.referencedColumn : null,
    })),
  };
}

export type DraftAction =
  | { type: 'load'; draft: Draft }
  | { type: 'saved'; id: string; databaseName: string }
  | { type: 'renameDatabase'; name: string }
  | { type: 'addTable'; table: DraftTable }
  | { type: 'renameTable'; key: string; name: string }
  | { type: 'removeTable'; key: string }
  | { type: 'addColumn'; tableKey: string; column: DraftColumn }
  | { type: 'updateColumn'; tableKey: string; columnKey: string; patch: Partial<Omit<DraftColumn, 'key'>> }
  | { type: 'removeColumn'; tableKey: string; columnKey: string }
  | { type: 'moveColumn'; tableKey: string; columnKey: string; by: -1 | 1 }
  | { type: 'moveTables'; positions: ReadonlyMap<string, TablePosition> };

const mapTable = (tables: readonly DraftTable[], key: string, change: (table: DraftTable) => DraftTable) =>
  tables.map((table) => (table.key === key ? change(table) : table));

/** Every single-column foreign key matching `match` gets `patch`. */
function retarget(tables: readonly DraftTable[], match: (column: DraftColumn) => boolean, patch: Partial<DraftColumn>): DraftTable[] {
  return tables.map((table) =>
    table.columns.some(match) ? { ...table, columns: table.columns.map((column) => (match(column) ? { ...column, ...patch } : column)) } : table,
  );
}

const rename = (names: readonly string[], from: string, to: string) => names.map((name) => (name === from ? to : name));

/** Constraints over several columns (kept from an import) follow a renamed table. */
function renameTableInConstraints(tables: readonly DraftTable[], from: string, to: string): DraftTable[] {
  return tables.map((table) =>
    table.extra.foreignKeys?.some((fk) => fk.referencedTable === from)
      ? { ...table, extra: { ...table.extra, foreignKeys: table.extra.foreignKeys.map((fk) => (fk.referencedTable === from ? { ...fk, referencedTable: to } : fk)) } }
      : table,
  );
}

/** …and a renamed column, in its own table's constraints and in the keys of others that reference it. */
function renameColumnInConstraints(tables: readonly DraftTable[], tableName: string, from: string, to: string): DraftTable[] {
  return tables.map((table) => {
    const own = table.name === tableName;
    const { uniqueConstraints, foreignKeys } = table.extra;
    if (!own && !foreignKeys?.some((fk) => fk.referencedTable === tableName)) return table;
    return {
      ...table,
      extra: {
        ...table.extra,
        ...(uniqueConstraints && own ? { uniqueConstraints: uniqueConstraints.map((u) => ({ ...u, columns: rename(u.columns, from, to) })) } : {}),
        ...(foreignKeys
          ? {
              foreignKeys: foreignKeys.map((fk) => ({
                ...fk,
                columns: own ? rename(fk.columns, from, to) : fk.columns,
                referencedColumns: fk.referencedTable === tableName ? rename(fk.referencedColumns, from, to) : fk.referencedColumns,
              })),
            }
          : {}),
      },
    };
  });
}

export function draftReducer(draft: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'load':
      return action.draft;
    case 'saved':
      return { ...draft, id: action.id, databaseName: action.databaseName, dirty: false };
    case 'renameDatabase':
      return { ...draft, databaseName: action.name, dirty: true };
    case 'addTable':
      return { ...draft, tables: [...draft.tables, action.table], dirty: true };
    case 'renameTable': {
      const old = draft.tables.find((table) => table.key === action.key);
      if (!old) return draft;
      let tables = mapTable(draft.tables, action.key, (table) => ({ ...table, name: action.name }));
      if (old.name) {
        tables = retarget(tables, (column) => column.foreignKey && column.referencedTable === old.name, { referencedTable: action.name });
        tables = renameTableInConstraints(tables, old.name, action.name);
      }
      return { ...draft, tables, dirty: true };
    }
    case 'removeTable': {
      const old = draft.tables.find((table) => table.key === action.key);
      if (!old) return draft;
      const remaining = draft.tables.filter((table) => table.key !== action.key);
      // A foreign key to a table that is gone is dropped, not left dangling for the user to find.
      const tables = retarget(remaining, (column) => column.foreignKey && column.referencedTable === old.name, { foreignKey: false, referencedTable: '', referencedColumn: '' });
      return { ...draft, tables, dirty: true };
    }
    case 'addColumn':
      return { ...draft, tables: mapTable(draft.tables, action.tableKey, (table) => ({ ...table, columns: [...table.columns, action.column] })), dirty: true };
    case 'updateColumn': {
      const table = draft.tables.find((t) => t.key === action.tableKey);
      const old = table?.columns.find((c) => c.key === action.columnKey);
      if (!table || !old) return draft;
      let tables = mapTable(draft.tables, action.tableKey, (t) => ({ ...t, columns: t.columns.map((c) => (c.key === action.columnKey ? { ...c, ...action.patch } : c)) }));
      const renamed = action.patch.name;
      if (renamed !== undefined && renamed !== old.name && old.name && table.name) {
        tables = retarget(tables, (c) => c.foreignKey && c.referencedTable === table.name && c.referencedColumn === old.name, { referencedColumn: renamed });
        tables = renameColumnInConstraints(tables, table.name, old.name, renamed);
      }
      return { ...draft, tables, dirty: true };
    }
    case 'removeColumn': {
      const table = draft.tables.find((t) => t.key === action.tableKey);
      const old = table?.columns.find((c) => c.key === action.columnKey);
      if (!table || !old) return draft;
      let tables = mapTable(draft.tables, action.tableKey, (t) => ({ ...t, columns: t.columns.filter((c) => c.key !== action.columnKey) }));
      tables = retarget(tables, (c) => c.foreignKey && c.referencedTable === table.name && c.referencedColumn === old.name, { referencedColumn: '' });
      return { ...draft, tables, dirty: true };
    }
    case 'moveColumn':
      return {
        ...draft,
        dirty: true,
        tables: mapTable(draft.tables, action.tableKey, (table) => {
          const index = table.columns.findIndex((c) => c.key === action.columnKey);
          const target = index + action.by;
          if (index < 0 || target < 0 || target >= table.columns.length) return table;
          const columns = [...table.columns];
          [columns[index], columns[target]] = [columns[target]!, columns[index]!];
          return { ...table, columns };
        }),
      };
    case 'moveTables': {
      let moved = false;
      const tables = draft.tables.map((table) => {
        const position = action.positions.get(table.key);
        if (!position || (position.x === table.position.x && position.y === table.position.y)) return table;
        moved = true;
        return { ...table, position };
      });
      return moved ? { ...draft, tables, dirty: true } : draft;
    }
  }
}

/** A table name not yet used in the draft: `table_1`, `table_2`… */
export function freshTableName(draft: Draft, base = 'table'): string {
  const taken = new Set(draft.tables.map((table) => table.name.toLowerCase()));
  for (let n = draft.tables.length + 1; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

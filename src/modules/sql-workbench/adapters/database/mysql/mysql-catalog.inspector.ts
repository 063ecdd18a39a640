import type mysql from 'mysql2';
import {
  MAX_EXPLORER_TABLES,
  USAGE_TOP_TABLES,
  type DatabaseUsage,
  type ExplorerColumn,
  type ExplorerForeignKey,
  type ExplorerIndex,
  type ExplorerSnapshot,
  type ExplorerTable,
  type ReferentialAction,
} from '../../../application/ports/database-inspector.port.js';
import { bytesToMb, withShares } from '../usage-figures.js';
import { inRolledBackTransaction, inspectionError, query } from './inspection-session.js';

interface TableRow {
  name: string;
  type: string;
  estimated_rows: string | number | null;
}

interface ColumnRow {
  table_name: string;
  name: string;
  type: string;
  nullable: string;
  default_value: string | null;
  extra: string;
  generation: string | null;
}

interface IndexRow {
  table_name: string;
  name: string;
  non_unique: string | number;
  column_name: string | null;
  method: string;
}

interface ForeignKeyRow {
  table_name: string;
  name: string;
  column_name: string;
  referenced_schema: string;
  referenced_table: string;
  referenced_column: string;
  on_update: string;
  on_delete: string;
}

// Sequences (MariaDB) are tables to information_schema but hold no rows a user browses.
const TABLES_SQL = `
  SELECT TABLE_NAME AS name, TABLE_TYPE AS type, TABLE_ROWS AS estimated_rows
  FROM information_schema.TABLES
  WHERE TABLE_SCHEMA = DATABASE() AND TABLE_TYPE <> 'SEQUENCE'
  ORDER BY TABLE_NAME
  LIMIT ?`;

const COLUMNS_SQL = `
  SELECT TABLE_NAME AS table_name, COLUMN_NAME AS name, COLUMN_TYPE AS type, IS_NULLABLE AS nullable,
         COLUMN_DEFAULT AS default_value, EXTRA AS extra, GENERATION_EXPRESSION AS generation
  FROM information_schema.COLUMNS
  WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN (?)
  ORDER BY TABLE_NAME, ORDINAL_POSITION`;

const INDEXES_SQL = `
  SELECT TABLE_NAME AS table_name, INDEX_NAME AS name, NON_UNIQUE AS non_unique, COLUMN_NAME AS column_name, INDEX_TYPE AS method
  FROM information_schema.STATISTICS
  WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME IN (?)
  ORDER BY TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`;

const FOREIGN_KEYS_SQL = `
  SELECT k.TABLE_NAME AS table_name, k.CONSTRAINT_NAME AS name, k.COLUMN_NAME AS column_name,
         k.REFERENCED_TABLE_SCHEMA AS referenced_schema, k.REFERENCED_TABLE_NAME AS referenced_table,
         k.REFERENCED_COLUMN_NAME AS referenced_column, r.UPDATE_RULE AS on_update, r.DELETE_RULE AS on_delete
  FROM information_schema.KEY_COLUMN_USAGE k
  JOIN information_schema.REFERENTIAL_CONSTRAINTS r
    ON r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA AND r.CONSTRAINT_NAME = k.CONSTRAINT_NAME AND r.TABLE_NAME = k.TABLE_NAME
  WHERE k.TABLE_SCHEMA = DATABASE() AND k.TABLE_NAME IN (?) AND k.REFERENCED_TABLE_NAME IS NOT NULL
  ORDER BY k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`;

const ACTIONS: Record<string, ReferentialAction> = {
  'NO ACTION': 'no action',
  RESTRICT: 'restrict',
  CASCADE: 'cascade',
  'SET NULL': 'set null',
  'SET DEFAULT': 'set default',
};

function groupBy<Row>(rows: Row[], key: (row: Row) => string): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/**
 * MariaDB (10.2.7+) writes a default as SQL: NULL unquoted, strings quoted, expressions as written.
 * MySQL gives a missing default as NULL and a string default bare. A generated column shows its
 * expression instead.
 */
function columnOf(row: ColumnRow, mariadb: boolean): ExplorerColumn {
  const generated = /\b(VIRTUAL|STORED|PERSISTENT) GENERATED\b/i.exec(row.extra);
  let defaultValue = mariadb && row.default_value === 'NULL' ? null : row.default_value;
  if (generated && row.generation) defaultValue = `GENERATED ALWAYS AS (${row.generation}) ${generated[1]?.toUpperCase() === 'VIRTUAL' ? 'VIRTUAL' : 'STORED'}`;
  return { name: row.name, type: row.type, nullable: row.nullable === 'YES', default: defaultValue, autoIncrement: /auto_increment/i.test(row.extra) };
}

function indexesOf(rows: IndexRow[]): ExplorerIndex[] {
  return [...groupBy(rows, (row) => row.name).entries()].map(([name, parts]) => ({
    name,
    // A functional key part (MySQL 8) has no column name; its expression is not in MariaDB's view.
    columns: parts.map((part) => part.column_name ?? '(expression)'),
    unique: Number(parts[0]?.non_unique) === 0,
    primary: name === 'PRIMARY',
    method: parts[0]?.method ?? '',
    predicate: null,
  }));
}

function foreignKeysOf(rows: ForeignKeyRow[]): ExplorerForeignKey[] {
  return [...groupBy(rows, (row) => row.name).entries()].map(([name, parts]) => ({
    name,
    columns: parts.map((part) => part.column_name),
    referencedSchema: parts[0]?.referenced_schema ?? '',
    referencedTable: parts[0]?.referenced_table ?? '',
    referencedColumns: parts.map((part) => part.referenced_column),
    onDelete: ACTIONS[parts[0]?.on_delete ?? ''] ?? 'no action',
    onUpdate: ACTIONS[parts[0]?.on_update ?? ''] ?? 'no action',
  }));
}

/** The explorer's catalogue of the connection's database, from information_schema. */
export async function exploreMysql(connection: mysql.Connection, statementTimeoutMs: number): Promise<ExplorerSnapshot> {
  try {
    return await inRolledBackTransaction(connection, 'read only', statementTimeoutMs, async (mariadb) => {
      const [current] = await query<{ name: string | null }>(connection, 'SELECT DATABASE() AS name');
      const schema = current?.name ?? '';
      const tableRows = await query<TableRow>(connection, TABLES_SQL, [MAX_EXPLORER_TABLES + 1]);
      const truncated = tableRows.length > MAX_EXPLORER_TABLES;
      const listed = tableRows.slice(0, MAX_EXPLORER_TABLES);
      if (listed.length === 0) return { engine: 'mysql', schemas: schema ? [schema] : [], tables: [], truncated };
      const names = [listed.map((row) => row.name)];
      const columns = groupBy(await query<ColumnRow>(connection, COLUMNS_SQL, names), (row) => row.table_name);
      const indexes = groupBy(await query<IndexRow>(connection, INDEXES_SQL, names), (row) => row.table_name);
      const foreignKeys = groupBy(await query<ForeignKeyRow>(connection, FOREIGN_KEYS_SQL, names), (row) => row.table_name);
      const tables = listed.map(
        (row): ExplorerTable => ({
          schema,
          name: row.name,
          kind: /VIEW/.test(row.type) ? 'view' : 'table',
          partitionOf: null,
          estimatedRows: row.estimated_rows === null || /VIEW/.test(row.type) ? null : Number(row.estimated_rows),
          columns: (columns.get(row.name) ?? []).map((column) => columnOf(column, mariadb)),
          indexes: indexesOf(indexes.get(row.name) ?? []),
          foreignKeys: foreignKeysOf(foreignKeys.get(row.name) ?? []),
        }),
      );
      return { engine: 'mysql', schemas: [schema], tables, truncated };
    });
  } catch (error) {
    throw inspectionError(error, statementTimeoutMs);
  }
}

interface UsageRow {
  name: string;
  data_bytes: string | number | null;
  index_bytes: string | number | null;
  partitions: string | number;
}

/*
 * information_schema's sizes are the storage engine's estimates (InnoDB counts pages from its
 * statistics, refreshed by ANALYZE TABLE or its own sampling), so the whole panel is labelled
 * `estimated`. A partitioned table is already one row there, its partitions counted in.
 */
const USAGE_SQL = `
  SELECT t.TABLE_NAME AS name, t.DATA_LENGTH AS data_bytes, t.INDEX_LENGTH AS index_bytes,
         (SELECT COUNT(p.PARTITION_NAME) FROM information_schema.PARTITIONS p
          WHERE p.TABLE_SCHEMA = t.TABLE_SCHEMA AND p.TABLE_NAME = t.TABLE_NAME) AS partitions
  FROM information_schema.TABLES t
  WHERE t.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE NOT IN ('VIEW', 'SYSTEM VIEW', 'SEQUENCE')`;

/** The usage panel: the database's tables weighed by information_schema, the ten largest named. */
export async function mysqlUsage(connection: mysql.Connection, statementTimeoutMs: number): Promise<DatabaseUsage> {
  try {
    return await inRolledBackTransaction(connection, 'read only', statementTimeoutMs, async () => {
      const [current] = await query<{ name: string | null }>(connection, 'SELECT DATABASE() AS name');
      const schema = current?.name ?? '';
      const weighed = (await query<UsageRow>(connection, USAGE_SQL)).map((row) => {
        const dataBytes = Number(row.data_bytes ?? 0);
        const indexBytes = Number(row.index_bytes ?? 0);
        return { schema, name: row.name, partitions: Number(row.partitions), totalBytes: dataBytes + indexBytes, dataBytes, indexBytes, toastBytes: null };
      });
      const totalBytes = weighed.reduce((sum, table) => sum + table.totalBytes, 0);
      const tables = weighed
        .sort((a, b) => b.totalBytes - a.totalBytes || a.name.localeCompare(b.name))
        .slice(0, USAGE_TOP_TABLES)
        .map((table) => withShares(table, totalBytes));
      return { engine: 'mysql', provenance: 'estimated', totalBytes, totalMb: bytesToMb(totalBytes), tables };
    });
  } catch (error) {
    throw inspectionError(error, statementTimeoutMs);
  }
}

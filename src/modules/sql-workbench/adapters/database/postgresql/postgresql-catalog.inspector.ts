import type pg from 'pg';
import {
  MAX_EXPLORER_TABLES,
  USAGE_TOP_TABLES,
  type DatabaseUsage,
  type ExplorerColumn,
  type ExplorerForeignKey,
  type ExplorerIndex,
  type ExplorerSnapshot,
  type ExplorerTable,
  type ExplorerTableKind,
  type ReferentialAction,
} from '../../../application/ports/database-inspector.port.js';
import { bytesToMb, withShares } from '../usage-figures.js';
import { extendedQuery, inRolledBackTransaction, inspectionError, USER_SCHEMA_FILTER } from './inspection-session.js';

const KINDS: Record<string, ExplorerTableKind> = { r: 'table', p: 'partitioned table', v: 'view', m: 'materialized view', f: 'foreign table' };

const ACTIONS: Record<string, ReferentialAction> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

interface TableRow {
  oid: string;
  schema: string;
  name: string;
  kind: string;
  parent_schema: string | null;
  parent_name: string | null;
  estimated_rows: number | null;
}

interface ColumnRow {
  oid: string;
  name: string;
  type: string;
  nullable: boolean;
  default_expr: string | null;
  identity: string;
  generated: string;
}

interface IndexRow {
  oid: string;
  name: string;
  columns: string[];
  unique: boolean;
  primary: boolean;
  method: string;
  predicate: string | null;
}

interface ForeignKeyRow {
  oid: string;
  name: string;
  columns: string[];
  referenced_schema: string;
  referenced_table: string;
  referenced_columns: string[];
  on_delete: string;
  on_update: string;
}

const SCHEMAS_SQL = `
  SELECT n.nspname AS name FROM pg_namespace n
  WHERE ${USER_SCHEMA_FILTER} AND has_schema_privilege(n.oid, 'USAGE')
  ORDER BY n.nspname`;

// reltuples is -1 before the first ANALYZE or VACUUM (PostgreSQL 14+) and 0 before it in older servers.
const TABLES_SQL = `
  SELECT c.oid::text AS oid, n.nspname AS schema, c.relname AS name, c.relkind::text AS kind,
         pn.nspname AS parent_schema, pc.relname AS parent_name,
         CASE WHEN c.relkind IN ('r', 'm', 'f') AND c.reltuples >= 0 THEN c.reltuples::float8 END AS estimated_rows
  FROM pg_class c
  JOIN pg_namespace n ON n.oid = c.relnamespace
  LEFT JOIN pg_inherits i ON c.relispartition AND i.inhrelid = c.oid
  LEFT JOIN pg_class pc ON pc.oid = i.inhparent
  LEFT JOIN pg_namespace pn ON pn.oid = pc.relnamespace
  WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f') AND ${USER_SCHEMA_FILTER} AND has_schema_privilege(n.oid, 'USAGE')
  ORDER BY n.nspname, c.relname
  LIMIT $1`;

const COLUMNS_SQL = `
  SELECT a.attrelid::text AS oid, a.attname::text AS name, format_type(a.atttypid, a.atttypmod) AS type,
         NOT a.attnotnull AS nullable, pg_get_expr(d.adbin, d.adrelid) AS default_expr,
         a.attidentity::text AS identity, a.attgenerated::text AS generated
  FROM pg_attribute a
  LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
  WHERE a.attrelid = ANY($1::oid[]) AND a.attnum > 0 AND NOT a.attisdropped
  ORDER BY a.attrelid, a.attnum`;

// A key column is named by its attribute; an expression key (attribute number 0) by its text.
const INDEXES_SQL = `
  SELECT i.indrelid::text AS oid, ic.relname::text AS name, i.indisunique AS unique, i.indisprimary AS primary,
         am.amname::text AS method, pg_get_expr(i.indpred, i.indrelid, true) AS predicate,
         ARRAY(
           SELECT COALESCE(a.attname::text, pg_get_indexdef(i.indexrelid, k, true))
           FROM generate_series(1, i.indnkeyatts) AS k
           LEFT JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[k - 1] AND i.indkey[k - 1] <> 0
           ORDER BY k
         ) AS columns
  FROM pg_index i
  JOIN pg_class ic ON ic.oid = i.indexrelid
  JOIN pg_am am ON am.oid = ic.relam
  WHERE i.indrelid = ANY($1::oid[])
  ORDER BY i.indrelid, ic.relname`;

// conparentid <> 0 are the copies a key on a partitioned table leaves on each partition (either end):
// the key is listed once, on the table it was declared on.
const FOREIGN_KEYS_SQL = `
  SELECT con.conrelid::text AS oid, con.conname::text AS name,
         ARRAY(SELECT a.attname::text FROM unnest(con.conkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k.attnum ORDER BY k.ord) AS columns,
         rn.nspname::text AS referenced_schema, rc.relname::text AS referenced_table,
         ARRAY(SELECT a.attname::text FROM unnest(con.confkey) WITH ORDINALITY AS k(attnum, ord)
               JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k.attnum ORDER BY k.ord) AS referenced_columns,
         con.confdeltype::text AS on_delete, con.confupdtype::text AS on_update
  FROM pg_constraint con
  JOIN pg_class rc ON rc.oid = con.confrelid
  JOIN pg_namespace rn ON rn.oid = rc.relnamespace
  WHERE con.contype = 'f' AND con.conparentid = 0 AND con.conrelid = ANY($1::oid[])
  ORDER BY con.conrelid, con.conname`;

async function readCatalog<T>(client: pg.Client, statementTimeoutMs: number, work: () => Promise<T>): Promise<T> {
  try {
    return await inRolledBackTransaction(client, 'read only', statementTimeoutMs, work);
  } catch (error) {
    throw inspectionError(error, statementTimeoutMs);
  }
}

function groupByOid<Row extends { oid: string }>(rows: Row[]): Map<string, Row[]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.oid);
    if (group) group.push(row);
    else groups.set(row.oid, [row]);
  }
  return groups;
}

function columnOf(row: ColumnRow): ExplorerColumn {
  let defaultValue = row.default_expr;
  if (row.generated === 's') defaultValue = `GENERATED ALWAYS AS (${row.default_expr ?? ''}) STORED`;
  else if (row.identity === 'a') defaultValue = 'GENERATED ALWAYS AS IDENTITY';
  else if (row.identity === 'd') defaultValue = 'GENERATED BY DEFAULT AS IDENTITY';
  const autoIncrement = row.identity === 'a' || row.identity === 'd' || (row.generated === '' && /^nextval\(/i.test(row.default_expr ?? ''));
  return { name: row.name, type: row.type, nullable: row.nullable, default: defaultValue, autoIncrement };
}

function indexOf(row: IndexRow): ExplorerIndex {
  return { name: row.name, columns: row.columns, unique: row.unique, primary: row.primary, method: row.method, predicate: row.predicate };
}

function foreignKeyOf(row: ForeignKeyRow): ExplorerForeignKey {
  return {
    name: row.name,
    columns: row.columns,
    referencedSchema: row.referenced_schema,
    referencedTable: row.referenced_table,
    referencedColumns: row.referenced_columns,
    onDelete: ACTIONS[row.on_delete] ?? 'no action',
    onUpdate: ACTIONS[row.on_update] ?? 'no action',
  };
}

/** The explorer's catalogue of every schema the user may use, read in one read-only transaction. */
export async function explorePostgresql(client: pg.Client, statementTimeoutMs: number): Promise<ExplorerSnapshot> {
  return readCatalog(client, statementTimeoutMs, async () => {
    const schemas = (await extendedQuery<{ name: string }>(client, SCHEMAS_SQL)).rows.map((row) => row.name);
    const tableRows = (await extendedQuery<TableRow>(client, TABLES_SQL, [MAX_EXPLORER_TABLES + 1])).rows;
    const truncated = tableRows.length > MAX_EXPLORER_TABLES;
    const listed = tableRows.slice(0, MAX_EXPLORER_TABLES);
    const oids = listed.map((row) => row.oid);
    const columns = groupByOid((await extendedQuery<ColumnRow>(client, COLUMNS_SQL, [oids])).rows);
    const indexes = groupByOid((await extendedQuery<IndexRow>(client, INDEXES_SQL, [oids])).rows);
    const foreignKeys = groupByOid((await extendedQuery<ForeignKeyRow>(client, FOREIGN_KEYS_SQL, [oids])).rows);
    const tables = listed.map(
      (row): ExplorerTable => ({
        schema: row.schema,
        name: row.name,
        kind: KINDS[row.kind] ?? 'table',
        partitionOf: row.parent_schema !== null && row.parent_name !== null ? { schema: row.parent_schema, name: row.parent_name } : null,
        estimatedRows: row.estimated_rows,
        columns: (columns.get(row.oid) ?? []).map(columnOf),
        indexes: (indexes.get(row.oid) ?? []).map(indexOf),
        foreignKeys: (foreignKeys.get(row.oid) ?? []).map(foreignKeyOf),
      }),
    );
    return { engine: 'postgresql', schemas, tables, truncated };
  });
}

interface UsageRow {
  schema: string;
  name: string;
  partitions: string;
  total_bytes: string;
  index_bytes: string;
  toast_bytes: string;
}

/*
 * Every partition (declarative partitioning, nested too) is counted into the top of its tree, so a
 * partitioned table shows as the one table the user made. A table's total is pg_total_relation_size:
 * its indexes (pg_indexes_size), its TOAST table with that table's index, and the rest is the heap with
 * its free space and visibility maps. bigint sizes come as text and stay exact below 2^53 bytes.
 */
const USAGE_SQL = `
  WITH RECURSIVE tree AS (
    SELECT c.oid, c.oid AS root
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE c.relkind IN ('r', 'p', 'm') AND NOT c.relispartition AND ${USER_SCHEMA_FILTER}
    UNION ALL
    SELECT i.inhrelid, tree.root
    FROM pg_inherits i JOIN tree ON i.inhparent = tree.oid JOIN pg_class c ON c.oid = i.inhrelid
    WHERE c.relispartition
  ), sized AS (
    SELECT tree.root, pg_total_relation_size(c.oid) AS total_bytes, pg_indexes_size(c.oid) AS index_bytes,
           CASE WHEN c.reltoastrelid <> 0 THEN pg_total_relation_size(c.reltoastrelid) ELSE 0 END AS toast_bytes
    FROM tree JOIN pg_class c ON c.oid = tree.oid
  )
  SELECT n.nspname AS schema, r.relname AS name, (count(*) - 1)::text AS partitions,
         sum(total_bytes)::text AS total_bytes, sum(index_bytes)::text AS index_bytes, sum(toast_bytes)::text AS toast_bytes
  FROM sized JOIN pg_class r ON r.oid = sized.root JOIN pg_namespace n ON n.oid = r.relnamespace
  GROUP BY n.nspname, r.relname
  ORDER BY sum(total_bytes) DESC, n.nspname, r.relname
  LIMIT $1`;

/** The usage panel: the database's size and its largest tables, weighed on disk (`measured`). */
export async function postgresqlUsage(client: pg.Client, statementTimeoutMs: number): Promise<DatabaseUsage> {
  return readCatalog(client, statementTimeoutMs, async () => {
    const total = await extendedQuery<{ bytes: string }>(client, 'SELECT pg_database_size(current_database())::text AS bytes');
    const totalBytes = Number(total.rows[0]?.bytes ?? 0);
    const rows = (await extendedQuery<UsageRow>(client, USAGE_SQL, [USAGE_TOP_TABLES])).rows;
    const tables = rows.map((row) => {
      const totalOfTable = Number(row.total_bytes);
      const indexBytes = Number(row.index_bytes);
      const toastBytes = Number(row.toast_bytes);
      return withShares(
        {
          schema: row.schema,
          name: row.name,
          partitions: Number(row.partitions),
          totalBytes: totalOfTable,
          dataBytes: totalOfTable - indexBytes - toastBytes,
          indexBytes,
          toastBytes,
        },
        totalBytes,
      );
    });
    return { engine: 'postgresql', provenance: 'measured', totalBytes, totalMb: bytesToMb(totalBytes), tables };
  });
}

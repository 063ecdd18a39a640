/**
 * Reading a schema back from a real database into DbTable: PostgreSQL through pg_catalog and
 * information_schema, MariaDB through information_schema, SQLite through its PRAGMAs.
 */
import type { Connection } from 'mysql2/promise';
import type pg from 'pg';
import type { Database as SqliteDatabase } from 'sql.js';
import type { DbForeignKey, DbTable } from './round-trip.js';

const PG_ACTIONS: Record<string, string> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };

export async function introspectPostgres(client: pg.ClientBase, schema: string): Promise<DbTable[]> {
  const tables = await client.query<{ oid: number; relname: string }>(
    `select c.oid, c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace where n.nspname = $1 and c.relkind = 'r' order by c.oid`,
    [schema],
  );
  const out: DbTable[] = [];
  for (const t of tables.rows) {
    const columns = await client.query<{ attname: string; type: string; attnotnull: boolean; attidentity: string; attnum: number }>(
      `select attname, format_type(atttypid, atttypmod) as type, attnotnull, attidentity, attnum from pg_attribute where attrelid = $1 and attnum > 0 and not attisdropped order by attnum`,
      [t.oid],
    );
    const nameOf = new Map(columns.rows.map((c) => [c.attnum, c.attname]));
    const constraints = await client.query<{ contype: string; conkey: number[]; confkey: number[] | null; confrelid: number; confdeltype: string; confupdtype: string; ref: string | null }>(
      `select contype, conkey, confkey, confrelid, confdeltype, confupdtype, (select relname from pg_class where oid = confrelid) as ref from pg_constraint where conrelid = $1 order by conname`,
      [t.oid],
    );
    const foreignKeys: DbForeignKey[] = [];
    for (const c of constraints.rows.filter((r) => r.contype === 'f')) {
      const refColumns = await client.query<{ attnum: number; attname: string }>(`select attnum, attname from pg_attribute where attrelid = $1 and attnum = any($2::int2[])`, [c.confrelid, c.confkey]);
      const refName = new Map(refColumns.rows.map((r) => [r.attnum, r.attname]));
      foreignKeys.push({
        columns: c.conkey.map((n) => nameOf.get(n) ?? '?'),
        refTable: c.ref ?? '?',
        refColumns: (c.confkey ?? []).map((n) => refName.get(n) ?? '?'),
        onDelete: PG_ACTIONS[c.confdeltype] ?? c.confdeltype,
        onUpdate: PG_ACTIONS[c.confupdtype] ?? c.confupdtype,
      });
    }
    out.push({
      name: t.relname,
      columns: columns.rows.map((c) => ({ name: c.attname, type: c.type, notNull: c.attnotnull, autoIncrement: c.attidentity !== '' })),
      primaryKey: constraints.rows.find((c) => c.contype === 'p')?.conkey.map((n) => nameOf.get(n) ?? '?') ?? [],
      uniques: constraints.rows.filter((c) => c.contype === 'u').map((c) => c.conkey.map((n) => nameOf.get(n) ?? '?')),
      foreignKeys,
    });
  }
  return out;
}

type Row = Record<string, unknown>;

export async function introspectMysql(connection: Connection, database: string): Promise<DbTable[]> {
  const query = async (sql: string) => ((await connection.query(sql, [database]))[0] as Row[]).map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k.toUpperCase(), v])));
  const tables = await query(`select TABLE_NAME from information_schema.TABLES where TABLE_SCHEMA = ? order by CREATE_TIME, TABLE_NAME`);
  const columns = await query(`select TABLE_NAME, COLUMN_NAME, COLUMN_TYPE, IS_NULLABLE, EXTRA from information_schema.COLUMNS where TABLE_SCHEMA = ? order by TABLE_NAME, ORDINAL_POSITION`);
  const stats = await query(`select TABLE_NAME, INDEX_NAME, COLUMN_NAME, NON_UNIQUE from information_schema.STATISTICS where TABLE_SCHEMA = ? order by TABLE_NAME, INDEX_NAME, SEQ_IN_INDEX`);
  const keys = await query(
    `select k.TABLE_NAME, k.CONSTRAINT_NAME, k.COLUMN_NAME, k.REFERENCED_TABLE_NAME, k.REFERENCED_COLUMN_NAME, r.DELETE_RULE, r.UPDATE_RULE
     from information_schema.KEY_COLUMN_USAGE k join information_schema.REFERENTIAL_CONSTRAINTS r
       on r.CONSTRAINT_SCHEMA = k.CONSTRAINT_SCHEMA and r.CONSTRAINT_NAME = k.CONSTRAINT_NAME and r.TABLE_NAME = k.TABLE_NAME
     where k.TABLE_SCHEMA = ? and k.REFERENCED_TABLE_NAME is not null order by k.TABLE_NAME, k.CONSTRAINT_NAME, k.ORDINAL_POSITION`,
  );
  return tables.map((t) => {
    const name = String(t.TABLE_NAME);
    const indexes = new Map<string, { unique: boolean; columns: string[] }>();
    for (const s of stats.filter((s) => s.TABLE_NAME === name)) {
      const index = indexes.get(String(s.INDEX_NAME)) ?? { unique: Number(s.NON_UNIQUE) === 0, columns: [] };
      index.columns.push(String(s.COLUMN_NAME));
      indexes.set(String(s.INDEX_NAME), index);
    }
    const fks = new Map<string, DbForeignKey>();
    for (const k of keys.filter((k) => k.TABLE_NAME === name)) {
      const fk = fks.get(String(k.CONSTRAINT_NAME)) ?? { columns: [], refTable: String(k.REFERENCED_TABLE_NAME), refColumns: [], onDelete: String(k.DELETE_RULE), onUpdate: String(k.UPDATE_RULE) };
      fk.columns.push(String(k.COLUMN_NAME));
      fk.refColumns.push(String(k.REFERENCED_COLUMN_NAME));
      fks.set(String(k.CONSTRAINT_NAME), fk);
    }
    return {
      name,
      columns: columns
        .filter((c) => c.TABLE_NAME === name)
        .map((c) => ({ name: String(c.COLUMN_NAME), type: String(c.COLUMN_TYPE), notNull: c.IS_NULLABLE === 'NO', autoIncrement: String(c.EXTRA).toLowerCase().includes('auto_increment') })),
      primaryKey: indexes.get('PRIMARY')?.columns ?? [],
      uniques: [...indexes.entries()].filter(([n, i]) => n !== 'PRIMARY' && i.unique).map(([, i]) => i.columns),
      foreignKeys: [...fks.values()],
    };
  });
}

export function introspectSqlite(db: SqliteDatabase): DbTable[] {
  const rows = (sql: string): Row[] => {
    const [result] = db.exec(sql);
    if (!result) return [];
    return result.values.map((v) => Object.fromEntries(result.columns.map((c, i) => [c, v[i]])));
  };
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return rows(`select name, sql from sqlite_master where type = 'table' and name not like 'sqlite_%' order by rowid`).map((t) => {
    const name = String(t.name);
    const createSql = String(t.sql);
    const info = rows(`pragma table_info(${quote(name)})`);
    const pk = info.filter((c) => Number(c.pk) > 0).sort((a, b) => Number(a.pk) - Number(b.pk)).map((c) => String(c.name));
    const uniques = rows(`pragma index_list(${quote(name)})`)
      .filter((i) => Number(i.unique) === 1 && i.origin === 'u')
      .map((i) => rows(`pragma index_info(${quote(String(i.name))})`).map((c) => String(c.name)));
    const fks = new Map<number, DbForeignKey>();
    for (const f of rows(`pragma foreign_key_list(${quote(name)})`)) {
      const fk = fks.get(Number(f.id)) ?? { columns: [], refTable: String(f.table), refColumns: [], onDelete: String(f.on_delete), onUpdate: String(f.on_update) };
      fk.columns.push(String(f.from));
      fk.refColumns.push(String(f.to));
      fks.set(Number(f.id), fk);
    }
    return {
      name,
      columns: info.map((c) => ({
        name: String(c.name),
        type: String(c.type),
        notNull: Number(c.notnull) === 1,
        // AUTOINCREMENT exists only on the column's own `INTEGER PRIMARY KEY AUTOINCREMENT`.
        autoIncrement: new RegExp(`${escapeRegExp(quote(String(c.name)))} INTEGER PRIMARY KEY AUTOINCREMENT`).test(createSql),
      })),
      primaryKey: pk,
      uniques,
      foreignKeys: [...fks.values()],
    };
  });
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

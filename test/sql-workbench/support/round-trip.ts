/**
 * The round trip's two halves: introspecting a real database (PostgreSQL, MariaDB, SQLite) into one
 * shape, and comparing that shape with the model. A difference passes only when the generator reported a
 * loss for that table and column: nothing may differ silently (sql-workbench README, "Round trip").
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SqlDialect, SqlLoss, SqlSchemaDocument } from '../../../src/modules/sql-workbench/contract.js';
import { DbmlSchemaImporter } from '../../../src/modules/sql-workbench/adapters/import/dbml.schema-importer.js';
import { MysqlSchemaImporter } from '../../../src/modules/sql-workbench/adapters/import/mysql.schema-importer.js';
import { PostgresqlSchemaImporter } from '../../../src/modules/sql-workbench/adapters/import/postgresql.schema-importer.js';
import type { ImportedSchema } from '../../../src/modules/sql-workbench/application/ports/schema-importer.port.js';
import { foreignKeysOf, INTEGER_TYPES, nameKey, parseSqlType, primaryKeyOf } from '../../../src/shared/sql/index.js';

export const CORPUS_DIR = new URL('../../fixtures/sql/', import.meta.url).pathname;

export interface CorpusEntry {
  file: string;
  format: 'postgresql' | 'mysql' | 'dbml';
  text: string;
}

export function corpus(): CorpusEntry[] {
  return readdirSync(CORPUS_DIR)
    .filter((f) => /\.(pg\.sql|mysql\.sql|dbml)$/.test(f))
    .sort()
    .map((file) => ({ file, format: file.endsWith('.dbml') ? 'dbml' : file.endsWith('.mysql.sql') ? 'mysql' : 'postgresql', text: readFileSync(join(CORPUS_DIR, file), 'utf8') }));
}

export function importEntry(entry: CorpusEntry): Promise<ImportedSchema> {
  const importer = entry.format === 'dbml' ? new DbmlSchemaImporter() : entry.format === 'mysql' ? new MysqlSchemaImporter() : new PostgresqlSchemaImporter();
  return importer.import(entry.text, entry.file.replace(/\..*$/, ''));
}

export interface DbColumn {
  name: string;
  /** The database's own spelling, read back through parseSqlType. */
  type: string;
  notNull: boolean;
  autoIncrement: boolean;
}

export interface DbForeignKey {
  columns: string[];
  refTable: string;
  refColumns: string[];
  onDelete: string;
  onUpdate: string;
}

export interface DbTable {
  name: string;
  columns: DbColumn[];
  primaryKey: string[];
  uniques: string[][];
  foreignKeys: DbForeignKey[];
}

/** What the comparison needs to know of a dialect's storage. */
const SAME_FAMILY: Partial<Record<SqlDialect, (model: string, db: string) => boolean>> = {
  // SQLite's INTEGER PRIMARY KEY is the 64-bit rowid whatever width was declared.
  sqlite: (model, db) => INTEGER_TYPES.includes(model as never) && INTEGER_TYPES.includes(db as never),
  // MariaDB's JSON is LONGTEXT with a JSON_VALID check.
  mysql: (model, db) => model === 'json' && db === 'text',
};

const action = (value: string | null | undefined, dialect: SqlDialect) => {
  const a = (value ?? 'no action').toLowerCase();
  // InnoDB's RESTRICT and NO ACTION are the same check.
  return dialect === 'mysql' && a === 'restrict' ? 'no action' : a;
};

const key = (columns: string[]) => columns.map(nameKey).sort().join(',');

/** Every difference between the model and the database that no loss explains; [] when the round trip holds. */
export function differences(model: SqlSchemaDocument, tables: DbTable[], dialect: SqlDialect, losses: SqlLoss[]): string[] {
  const out: string[] = [];
  const lost = (table: string, column: string | undefined, codes: string[]) =>
    losses.some((l) => nameKey(l.table ?? '') === nameKey(table) && (column === undefined || (l.column ?? '').split(', ').map(nameKey).includes(nameKey(column))) && codes.includes(l.code));
  const byName = new Map(tables.map((t) => [nameKey(t.name), t]));
  if (tables.length !== model.tables.length) out.push(`tables: model ${model.tables.length}, database ${tables.length}`);

  for (const table of model.tables) {
    const db = byName.get(nameKey(table.name));
    if (!db) {
      out.push(`${table.name}: missing`);
      continue;
    }
    if (db.name !== table.name) out.push(`${table.name}: named ${db.name}`);
    const names = table.columns.map((c) => c.name);
    if (JSON.stringify(db.columns.map((c) => c.name)) !== JSON.stringify(names)) out.push(`${table.name}: columns ${JSON.stringify(db.columns.map((c) => c.name))}, model ${JSON.stringify(names)}`);
    for (const column of table.columns) {
      const dbColumn = db.columns.find((c) => c.name === column.name);
      if (!dbColumn) continue;
      const where = `${table.name}.${column.name}`;
      const expected = parseSqlType(column.type);
      // MySQL's FLOAT is single precision, where the type map reads a bare `float` as double (PostgreSQL's).
      const actual = parseSqlType(dialect === 'mysql' ? dbColumn.type.replace(/^float\b/i, 'real') : dbColumn.type);
      const sameBase = expected?.portable === actual?.portable || (!!expected?.portable && !!actual?.portable && SAME_FAMILY[dialect]?.(expected.portable, actual.portable));
      const sameArgs = !expected?.args.length || JSON.stringify(expected.args) === JSON.stringify(actual?.args);
      const sameArray = expected?.array === actual?.array;
      const typeLosses = ['SQL_LOSS_TYPE_APPROXIMATED', 'SQL_LOSS_ARRAY', 'SQL_LOSS_TIME_ZONE', 'SQL_LOSS_KEY_LENGTH', 'SQL_LOSS_TYPE_VERBATIM', 'SQL_LOSS_LENGTH_NOT_ENFORCED'];
      if (!(sameBase && sameArgs && sameArray) && !lost(table.name, column.name, typeLosses)) out.push(`${where}: type ${dbColumn.type}, model ${column.type}`);
      const autoLost = lost(table.name, column.name, ['SQL_LOSS_AUTO_INCREMENT']);
      const expectAuto = column.autoIncrement && !autoLost;
      if (dbColumn.autoIncrement !== expectAuto) out.push(`${where}: auto increment ${dbColumn.autoIncrement}, model ${column.autoIncrement}`);
      const expectNotNull = column.notNull || column.primaryKey || (expectAuto && dialect === 'postgresql');
      if (dbColumn.notNull !== expectNotNull) out.push(`${where}: not null ${dbColumn.notNull}, model ${expectNotNull}`);
    }
    const pk = primaryKeyOf(table).map((c) => c.name);
    if (key(db.primaryKey) !== key(pk)) out.push(`${table.name}: primary key (${db.primaryKey}), model (${pk})`);

    const solePk = pk.length === 1 ? nameKey(pk[0] ?? '') : null;
    const uniques = [...table.columns.filter((c) => c.unique && nameKey(c.name) !== solePk).map((c) => [c.name]), ...(table.uniqueConstraints ?? []).map((u) => u.columns)].map(key).sort();
    const dbUniques = db.uniques.map(key).sort();
    if (JSON.stringify(uniques) !== JSON.stringify(dbUniques)) out.push(`${table.name}: unique ${JSON.stringify(dbUniques)}, model ${JSON.stringify(uniques)}`);
  }

  const expectedFks = foreignKeysOf(model).map((fk) => ({
    table: fk.table.name,
    text: `${nameKey(fk.table.name)}(${fk.columns.map((c) => nameKey(c.name))})->${nameKey(fk.target.name)}(${fk.targetColumns.map((c) => nameKey(c.name))})`,
    actions: `${action(fk.onDelete, dialect)}/${action(fk.onUpdate, dialect)}`,
    columns: fk.columns.map((c) => c.name).join(', '),
  }));
  const actualFks = tables.flatMap((t) =>
    t.foreignKeys.map((fk) => ({ text: `${nameKey(t.name)}(${fk.columns.map(nameKey)})->${nameKey(fk.refTable)}(${fk.refColumns.map(nameKey)})`, actions: `${action(fk.onDelete, dialect)}/${action(fk.onUpdate, dialect)}` })),
  );
  for (const fk of expectedFks) {
    const found = actualFks.findIndex((a) => a.text === fk.text);
    if (found < 0) {
      out.push(`foreign key ${fk.text}: missing`);
      continue;
    }
    const [match] = actualFks.splice(found, 1);
    if (match && match.actions !== fk.actions && !lost(fk.table, fk.columns.split(', ')[0], ['SQL_LOSS_REFERENTIAL_ACTION'])) out.push(`foreign key ${fk.text}: actions ${match.actions}, model ${fk.actions}`);
  }
  for (const extra of actualFks) out.push(`foreign key ${extra.text}: not in the model`);
  return out;
}

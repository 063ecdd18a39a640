/**
 * DDL generation: one pure function for the four dialects, driven by dialects.ts. The server and the
 * browser run this same code (sql-workbench README, "Shared with the browser").
 *
 * Tables come in foreign-key dependency order so each CREATE TABLE names only tables already created;
 * a key that closes a cycle is added afterwards with ALTER TABLE, except in SQLite, which cannot add a
 * constraint to a table but resolves references only when rows are written, so there every key stays
 * in its CREATE TABLE. Whatever a dialect cannot say as the model does is returned as a loss and listed
 * in the header comment: nothing is dropped silently.
 */
import type { DdlOptions, DdlResult, SqlColumn, SqlDialect, SqlLoss, SqlLossCode, SqlReferentialAction, SqlSchemaDocument, SqlTable } from '../../modules/sql-workbench/contract.js';
import { parsePortableDefault } from './defaults.js';
import { DIALECTS, isIntegerType, type DialectSpec, type ReportLoss } from './dialects.js';
import { foreignKeysOf, nameKey, primaryKeyOf, SchemaLookup, type ResolvedForeignKey } from './schema-lookup.js';
import { parseSqlType } from './types.js';

export function generateDdl(schema: SqlSchemaDocument, dialect: SqlDialect, options: DdlOptions = {}): DdlResult {
  const spec = DIALECTS[dialect];
  const losses: SqlLoss[] = [];
  const lossFor =
    (table?: string, column?: string): ReportLoss =>
    (code: SqlLossCode, message: string, detail?: string) =>
      losses.push({ code, dialect, message, ...(table === undefined ? {} : { table }), ...(column === undefined ? {} : { column }), ...(detail === undefined ? {} : { detail }) });

  const lookup = new SchemaLookup(schema);
  const foreignKeys = foreignKeysOf(schema, lookup);
  const { ordered, deferred } = dependencyOrder(schema.tables, foreignKeys, dialect !== 'sqlite');
  const keyColumns = keyColumnsOf(schema.tables, foreignKeys);
  const droppedActions = dialect === 'sqlserver' ? sqlServerCascadeConflicts(ordered, foreignKeys) : new Set<ResolvedForeignKey>();

  const statements: string[] = [];
  const after: string[] = [];
  for (const table of ordered) {
    checkName(spec, table.name, lossFor(table.name));
    if (table.columns.length === 0 && dialect !== 'postgresql') {
      lossFor(table.name)('SQL_LOSS_EMPTY_TABLE', `${spec.label} refuses a table without columns: left out`);
      continue;
    }
    const own = foreignKeys.filter((fk) => fk.table === table && !deferred.has(fk));
    statements.push(createTable(spec, table, own, keyColumns, droppedActions, lossFor, after));
  }
  for (const fk of foreignKeys) {
    if (deferred.has(fk)) after.push(`ALTER TABLE ${spec.quote(fk.table.name)} ADD ${foreignKeyClause(spec, fk, droppedActions, lossFor)};`);
  }

  const body = [...statements, ...after].join('\n\n');
  const header = options.header === false ? '' : headerOf(spec, schema, ordered.length, losses);
  return { dialect, sql: `${header}${body}${body ? '\n' : ''}`, losses };
}

/** Columns in any key: MySQL and SQL Server need a bounded type for them. */
function keyColumnsOf(tables: SqlTable[], foreignKeys: ResolvedForeignKey[]): Set<SqlColumn> {
  const keys = new Set<SqlColumn>();
  for (const table of tables) {
    for (const column of table.columns) if (column.primaryKey || column.unique) keys.add(column);
    for (const unique of table.uniqueConstraints ?? []) {
      for (const name of unique.columns) {
        const column = table.columns.find((c) => nameKey(c.name) === nameKey(name));
        if (column) keys.add(column);
      }
    }
  }
  for (const fk of foreignKeys) for (const column of [...fk.columns, ...fk.targetColumns]) keys.add(column);
  return keys;
}

/**
 * Orders tables so each comes after the tables its keys reference (ties keep the model's order), and
 * returns the keys that must wait for ALTER TABLE because their table is created before their target
 * (a cycle). Self-references never wait: a table may reference itself in its own CREATE TABLE.
 */
export function dependencyOrder(tables: SqlTable[], foreignKeys: ResolvedForeignKey[], deferCycles = true): { ordered: SqlTable[]; deferred: Set<ResolvedForeignKey> } {
  const outgoing = new Map<SqlTable, ResolvedForeignKey[]>();
  const pending = new Map<SqlTable, number>();
  const incoming = new Map<SqlTable, ResolvedForeignKey[]>();
  for (const table of tables) {
    outgoing.set(table, []);
    incoming.set(table, []);
  }
  for (const fk of foreignKeys) {
    if (fk.target === fk.table) continue;
    outgoing.get(fk.table)?.push(fk);
    incoming.get(fk.target)?.push(fk);
  }
  for (const table of tables) pending.set(table, new Set(outgoing.get(table)?.map((fk) => fk.target)).size);

  const ordered: SqlTable[] = [];
  const deferred = new Set<ResolvedForeignKey>();
  const created = new Set<SqlTable>();
  const remaining = new Set(tables);
  // Tables whose targets all exist, in model order; a small sorted queue keeps the output stable.
  const ready: number[] = [];
  const index = new Map(tables.map((t, i) => [t, i]));
  const push = (table: SqlTable) => {
    const i = index.get(table) ?? 0;
    let at = ready.length;
    while (at > 0 && (ready[at - 1] ?? 0) > i) at--;
    ready.splice(at, 0, i);
  };
  for (const table of tables) if (pending.get(table) === 0) push(table);

  const create = (table: SqlTable) => {
    created.add(table);
    remaining.delete(table);
    ordered.push(table);
    const released = new Set<SqlTable>();
    for (const fk of incoming.get(table) ?? []) {
      if (created.has(fk.table) || released.has(fk.table)) continue;
      released.add(fk.table);
      const left = (pending.get(fk.table) ?? 0) - 1;
      pending.set(fk.table, left);
      if (left === 0) push(fk.table);
    }
  };

  while (remaining.size > 0) {
    const next = ready.shift();
    const table = next === undefined ? undefined : tables[next];
    if (table && remaining.has(table)) {
      create(table);
      continue;
    }
    if (table) continue;
    // A cycle: the first table left (model order) goes now; its keys to tables not yet created wait.
    const first = tables.find((t) => remaining.has(t));
    if (!first) break;
    for (const fk of outgoing.get(first) ?? []) if (!created.has(fk.target) && deferCycles) deferred.add(fk);
    create(first);
  }
  return { ordered, deferred };
}

/**
 * SQL Server refuses cascading actions that could reach a table by two paths or go round a cycle
 * ("may cause cycles or multiple cascade paths"). Keys are taken in creation order; one whose cascade
 * would make a second path keeps NO ACTION instead.
 */
function sqlServerCascadeConflicts(ordered: SqlTable[], foreignKeys: ResolvedForeignKey[]): Set<ResolvedForeignKey> {
  const dropped = new Set<ResolvedForeignKey>();
  // Cascading edges kept so far, child → the tables it cascades from.
  const parentsOf = new Map<SqlTable, SqlTable[]>();
  const ancestorsOrSelf = (table: SqlTable): Set<SqlTable> => {
    const seen = new Set<SqlTable>([table]);
    const stack = [table];
    while (stack.length) {
      for (const parent of parentsOf.get(stack.pop() as SqlTable) ?? []) {
        if (!seen.has(parent)) {
          seen.add(parent);
          stack.push(parent);
        }
      }
    }
    return seen;
  };
  const position = new Map(ordered.map((t, i) => [t, i]));
  const cascading = (fk: ResolvedForeignKey) => isCascading(fk.onDelete) || isCascading(fk.onUpdate);
  const sorted = foreignKeys.filter(cascading).sort((a, b) => (position.get(a.table) ?? 0) - (position.get(b.table) ?? 0));
  for (const fk of sorted) {
    // A new edge parent → child makes a second path (or a cycle) exactly when some table already
    // reaches both, counting each as reaching itself.
    const above = ancestorsOrSelf(fk.target);
    const conflict = [...ancestorsOrSelf(fk.table)].some((t) => above.has(t));
    if (conflict) dropped.add(fk);
    else parentsOf.set(fk.table, [...(parentsOf.get(fk.table) ?? []), fk.target]);
  }
  return dropped;
}

const isCascading = (action: string | null) => action !== null && action !== 'no action' && action !== 'restrict';

function checkName(spec: DialectSpec, name: string, loss: ReportLoss) {
  if (spec.maxNameLength === null) return;
  const length = spec.countsBytes ? new TextEncoder().encode(name).length : name.length;
  if (length > spec.maxNameLength) {
    loss('SQL_LOSS_NAME_TOO_LONG', `${spec.label} keeps names of at most ${spec.maxNameLength} ${spec.countsBytes ? 'bytes' : 'characters'}`, name);
  }
}

/** One line of a `--` comment: a newline in a name or comment must not end the comment early. */
const commentText = (text: string) => text.replace(/[\r\n]+/g, ' ');

function createTable(
  spec: DialectSpec,
  table: SqlTable,
  foreignKeys: ResolvedForeignKey[],
  keyColumns: Set<SqlColumn>,
  droppedActions: Set<ResolvedForeignKey>,
  lossFor: (table?: string, column?: string) => ReportLoss,
  after: string[],
): string {
  const q = spec.quote;
  const lines: string[] = [];
  const pk = primaryKeyOf(table);
  const auto = autoIncrementColumns(spec, table, pk, lossFor);
  // SQLite's AUTOINCREMENT exists only as `INTEGER PRIMARY KEY AUTOINCREMENT` on the column itself.
  const inlinePk = spec.id === 'sqlite' && auto.size === 1 && pk.length === 1;

  for (const column of table.columns) {
    const loss = lossFor(table.name, column.name);
    checkName(spec, column.name, loss);
    const parsed = parseSqlType(column.type) ?? { portable: null, name: column.type, args: [], array: false, unsigned: false };
    let written = spec.columnType({ parsed, original: column.type, isKey: keyColumns.has(column), loss });
    const parts = [q(column.name)];
    if (auto.has(column)) {
      if (spec.id === 'sqlite') written = 'INTEGER';
      parts.push(written);
      if (spec.id === 'postgresql') parts.push('GENERATED BY DEFAULT AS IDENTITY');
      if (spec.id === 'mysql') parts.push('AUTO_INCREMENT');
      if (spec.id === 'sqlserver') parts.push('IDENTITY(1,1)');
    } else {
      parts.push(written);
    }
    if (inlinePk && column.primaryKey) parts.push('PRIMARY KEY AUTOINCREMENT');
    if (column.notNull || column.primaryKey) parts.push('NOT NULL');
    const defaultValue = column.defaultValue?.trim();
    if (defaultValue) {
      const portable = parsePortableDefault(defaultValue);
      if (!portable) loss('SQL_LOSS_DEFAULT', `Default "${defaultValue}" is not a portable value: left out`, defaultValue);
      else if (auto.has(column)) loss('SQL_LOSS_DEFAULT', 'An auto-increment column takes no default: left out', defaultValue);
      else parts.push(`DEFAULT ${spec.defaultClause(portable, parsed, written)}`);
    }
    const solePk = pk.length === 1 && column.primaryKey;
    if (column.unique && !solePk) parts.push('UNIQUE');
    if (column.comment) {
      if (spec.id === 'mysql') parts.push(`COMMENT ${spec.stringLiteral(column.comment)}`);
      else if (spec.id === 'postgresql') after.push(`COMMENT ON COLUMN ${q(table.name)}.${q(column.name)} IS ${spec.stringLiteral(column.comment)};`);
      else if (spec.id === 'sqlite') lines.push(`-- ${commentText(column.comment)}`);
      else loss('SQL_LOSS_COMMENT', 'Column comments are not written (SQL Server keeps them as extended properties)', column.comment);
    }
    lines.push(parts.join(' '));
  }
  if (pk.length && !inlinePk) lines.push(`PRIMARY KEY (${pk.map((c) => q(c.name)).join(', ')})`);
  for (const unique of table.uniqueConstraints ?? []) {
    const name = unique.name ? `CONSTRAINT ${q(unique.name)} ` : '';
    lines.push(`${name}UNIQUE (${unique.columns.map((n) => q(table.columns.find((c) => nameKey(c.name) === nameKey(n))?.name ?? n)).join(', ')})`);
  }
  for (const fk of foreignKeys) lines.push(foreignKeyClause(spec, fk, droppedActions, lossFor));

  // A comment line inside the column list has no comma after it; every other line but the last does.
  const body = lines
    .map((line, i) => {
      const isComment = line.startsWith('--');
      const last = lines.slice(i + 1).every((l) => l.startsWith('--'));
      return `  ${line}${isComment || last ? '' : ','}`;
    })
    .join('\n');
  let suffix = '';
  if (spec.id === 'mysql') suffix = ` ENGINE=InnoDB DEFAULT CHARSET=utf8mb4${table.comment ? ` COMMENT=${spec.stringLiteral(table.comment)}` : ''}`;
  if (table.comment && spec.id === 'postgresql') after.unshift(`COMMENT ON TABLE ${q(table.name)} IS ${spec.stringLiteral(table.comment)};`);
  if (table.comment && spec.id === 'sqlserver') lossFor(table.name)('SQL_LOSS_COMMENT', 'Table comments are not written (SQL Server keeps them as extended properties)', table.comment);
  const tableComment = table.comment && spec.id === 'sqlite' ? `  -- ${commentText(table.comment)}\n` : '';
  return `CREATE TABLE ${q(table.name)} (\n${tableComment}${body}\n)${suffix};`;
}

/** The columns that get the dialect's auto increment; the others asking for it are reported. */
function autoIncrementColumns(spec: DialectSpec, table: SqlTable, pk: SqlColumn[], lossFor: (table?: string, column?: string) => ReportLoss): Set<SqlColumn> {
  const granted = new Set<SqlColumn>();
  for (const column of table.columns) {
    if (!column.autoIncrement) continue;
    const loss = lossFor(table.name, column.name);
    const parsed = parseSqlType(column.type);
    if (!parsed || !isIntegerType(parsed.portable) || parsed.array) {
      loss('SQL_LOSS_AUTO_INCREMENT', 'Only integer columns auto increment: left out', column.type);
      continue;
    }
    if (spec.id === 'sqlite' && !(pk.length === 1 && column.primaryKey)) {
      loss('SQL_LOSS_AUTO_INCREMENT', 'SQLite auto increments only a table\'s single-column integer primary key: left out');
      continue;
    }
    if (spec.id === 'mysql') {
      // InnoDB needs the column to lead an index: the primary key's first column, or a unique column.
      const leadsKey = pk[0] === column || column.unique || (table.uniqueConstraints ?? []).some((u) => nameKey(u.columns[0] ?? '') === nameKey(column.name));
      if (!leadsKey) {
        loss('SQL_LOSS_AUTO_INCREMENT', 'MySQL auto increments only a column leading a key: left out');
        continue;
      }
    }
    if (spec.id !== 'postgresql' && granted.size > 0) {
      loss('SQL_LOSS_AUTO_INCREMENT', `${spec.label} allows one auto-increment column a table: left out`);
      continue;
    }
    granted.add(column);
  }
  return granted;
}

function foreignKeyClause(spec: DialectSpec, fk: ResolvedForeignKey, droppedActions: Set<ResolvedForeignKey>, lossFor: (table?: string, column?: string) => ReportLoss): string {
  const q = spec.quote;
  const loss = lossFor(fk.table.name, fk.columns.map((c) => c.name).join(', '));
  const name = fk.name ? `CONSTRAINT ${q(fk.name)} ` : '';
  let clause = `${name}FOREIGN KEY (${fk.columns.map((c) => q(c.name)).join(', ')}) REFERENCES ${q(fk.target.name)} (${fk.targetColumns.map((c) => q(c.name)).join(', ')})`;
  const actions: [string, string | null][] = [
    ['DELETE', fk.onDelete],
    ['UPDATE', fk.onUpdate],
  ];
  for (const [event, action] of actions) {
    if (!action || action === 'no action') continue;
    if (droppedActions.has(fk) && isCascading(action)) {
      loss('SQL_LOSS_REFERENTIAL_ACTION', `SQL Server refuses ON ${event} ${action.toUpperCase()} here (cycle or second cascade path): NO ACTION`, `ON ${event} ${action.toUpperCase()}`);
      continue;
    }
    const written = spec.referentialAction(action as SqlReferentialAction, loss);
    if (written && written !== 'NO ACTION') clause += ` ON ${event} ${written}`;
  }
  return clause;
}

function headerOf(spec: DialectSpec, schema: SqlSchemaDocument, tables: number, losses: SqlLoss[]): string {
  const lines = [`-- ${commentText(schema.database_name)}: ${tables} table${tables === 1 ? '' : 's'} for ${spec.label}`];
  if (losses.length === 0) lines.push('-- Nothing of the model is lost in this dialect.');
  else {
    lines.push(`-- What ${spec.label} cannot say as the model does (${losses.length}):`);
    for (const loss of losses) {
      const where = [loss.table, loss.column].filter(Boolean).join('.');
      lines.push(`--   ${commentText(where ? `${where}: ${loss.message}` : loss.message)}`);
    }
  }
  return `${lines.join('\n')}\n\n`;
}

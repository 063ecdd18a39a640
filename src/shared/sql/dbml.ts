/**
 * Export to DBML (the format of dbdiagram.io), and the JSON export of the model. The server reads DBML
 * back with @dbml/core; the round-trip spec checks that what is written here reads back as the model.
 */
import type { SqlColumn, SqlSchemaDocument, SqlTable } from '../../modules/sql-workbench/contract.js';
import { parsePortableDefault } from './defaults.js';
import { foreignKeysOf, primaryKeyOf } from './schema-lookup.js';
import { parseSqlType, portableTypeText } from './types.js';

const name = (text: string) => `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
const str = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\r?\n/g, '\\n')}'`;
const BARE_TYPE = /^[a-z_][a-z0-9_]*(\(\d+(,\d+)?\))?$/i;

function typeOf(column: SqlColumn): string {
  const parsed = parseSqlType(column.type);
  const text = parsed ? portableTypeText(parsed) : column.type.trim();
  return BARE_TYPE.test(text) ? text : name(text);
}

function defaultOf(text: string): string {
  const value = parsePortableDefault(text);
  if (!value) return `\`${text.replace(/`/g, '')}\``;
  switch (value.kind) {
    case 'number':
      return value.text;
    case 'string':
      return str(value.value);
    case 'boolean':
      return String(value.value);
    case 'null':
      return 'null';
    default:
      return `\`${value.kind}\``;
  }
}

function columnLine(column: SqlColumn, table: SqlTable): string {
  const settings: string[] = [];
  const pk = primaryKeyOf(table);
  if (column.primaryKey && pk.length === 1) settings.push('pk');
  if (column.autoIncrement) settings.push('increment');
  if (column.notNull && !(column.primaryKey && pk.length === 1)) settings.push('not null');
  if (column.unique) settings.push('unique');
  if (column.defaultValue?.trim()) settings.push(`default: ${defaultOf(column.defaultValue.trim())}`);
  if (column.comment) settings.push(`note: ${str(column.comment)}`);
  return `  ${name(column.name)} ${typeOf(column)}${settings.length ? ` [${settings.join(', ')}]` : ''}`;
}

const action = (a: string | null) => (a && a !== 'no action' ? a : null);

export function toDbml(schema: SqlSchemaDocument): string {
  const out: string[] = [`Project ${name(schema.database_name)} {\n  Note: 'Exported from StackLens'\n}`];
  for (const table of schema.tables) {
    const lines = table.columns.map((c) => columnLine(c, table));
    const pk = primaryKeyOf(table);
    const indexes: string[] = [];
    if (pk.length > 1) indexes.push(`    (${pk.map((c) => name(c.name)).join(', ')}) [pk]`);
    for (const unique of table.uniqueConstraints ?? []) {
      indexes.push(`    (${unique.columns.map(name).join(', ')}) [unique${unique.name ? `, name: ${str(unique.name)}` : ''}]`);
    }
    if (indexes.length) lines.push('', '  indexes {', ...indexes, '  }');
    if (table.comment) lines.push('', `  Note: ${str(table.comment)}`);
    out.push(`Table ${name(table.name)} {\n${lines.join('\n')}\n}`);
  }
  for (const fk of foreignKeysOf(schema)) {
    const from = fk.columns.length === 1 ? `${name(fk.table.name)}.${name(fk.columns[0]?.name ?? '')}` : `${name(fk.table.name)}.(${fk.columns.map((c) => name(c.name)).join(', ')})`;
    const to = fk.targetColumns.length === 1 ? `${name(fk.target.name)}.${name(fk.targetColumns[0]?.name ?? '')}` : `${name(fk.target.name)}.(${fk.targetColumns.map((c) => name(c.name)).join(', ')})`;
    const settings = [action(fk.onDelete) && `delete: ${action(fk.onDelete)}`, action(fk.onUpdate) && `update: ${action(fk.onUpdate)}`].filter(Boolean);
    const label = fk.name ? `${name(fk.name)}` : '';
    out.push(`Ref${label ? ` ${label}` : ''}: ${from} > ${to}${settings.length ? ` [${settings.join(', ')}]` : ''}`);
  }
  return `${out.join('\n\n')}\n`;
}

/** The JSON export: the model itself, with a format marker the import checks. */
export function toJsonExport(schema: SqlSchemaDocument): string {
  return `${JSON.stringify({ format: 'stacklens-sql-schema', version: 1, database_name: schema.database_name, tables: schema.tables }, null, 2)}\n`;
}

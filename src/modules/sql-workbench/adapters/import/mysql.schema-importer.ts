import { injectable } from 'inversify';
import nodeSqlParser from 'node-sql-parser';
import type { ImportedSchema, SchemaImporter } from '../../application/ports/schema-importer.port.js';
import type { SqlTable } from '../../contract.js';
import { importParseError } from '../../domain/import-errors.js';
import { blankColumn, ModelBuilder, modelType, referentialAction } from './model-builder.js';

/* node-sql-parser's AST, loosely typed: only the fields read here. */
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * MySQL and MariaDB DDL through node-sql-parser's MySQL grammar (its MariaDB grammar refuses some
 * ALTER TABLE forms both servers accept; what they write for DDL is the same). mysqldump's
 * conditional comments (`/*!40101 SET ... *\/`) are comments to it, as to the servers' own parsers
 * when the version is unmet; statements the model has no place for are counted in the warnings.
 */
@injectable()
export class MysqlSchemaImporter implements SchemaImporter {
  readonly format = 'mysql' as const;
  private readonly parser = new nodeSqlParser.Parser();

  async import(text: string, databaseName: string): Promise<ImportedSchema> {
    let ast: Node[];
    try {
      const result = this.parser.astify(stripConditionalComments(text), { database: 'MySQL' });
      ast = (Array.isArray(result) ? result : [result]) as Node[];
    } catch (error) {
      const e = error as { location?: { start?: { line?: number; column?: number } }; found?: string | null; message?: string };
      if (!e.location?.start) throw error;
      const message = e.found === undefined ? (e.message ?? 'syntax error') : e.found === null ? 'syntax error at end of input' : `syntax error at or near "${e.found}"`;
      throw importParseError({ line: e.location.start.line ?? 1, column: e.location.start.column ?? 1, message });
    }
    const builder = new ModelBuilder();
    for (const statement of ast) read(builder, statement);
    return builder.finish(databaseName);
  }
}

/** `/*!40101 SET NAMES utf8 *\/;` becomes a plain comment, and a statement left empty is dropped. */
function stripConditionalComments(text: string): string {
  return text.replace(/\/\*!\d*[\s\S]*?\*\/\s*;?/g, (match) => ' '.repeat(match.length).replace(/[^\n]/g, ' '));
}

function read(builder: ModelBuilder, statement: Node) {
  if (statement.type === 'create' && statement.keyword === 'table') return createTable(builder, statement);
  if (statement.type === 'create' && statement.keyword === 'index') return createIndex(builder, statement);
  if (statement.type === 'alter') return alterTable(builder, statement);
  builder.ignoreStatement(`${String(statement.type ?? 'unknown').toUpperCase()}${statement.keyword ? ` ${String(statement.keyword).toUpperCase()}` : ''}`);
}

function createTable(builder: ModelBuilder, statement: Node) {
  const name = String(statement.table?.[0]?.table ?? '');
  if (builder.hasTable(name)) {
    builder.warn('SQL_IMPORT_STATEMENT_IGNORED', `Table "${name}" is defined twice: the second is ignored`, { table: name, detail: 'CREATE TABLE' });
    return;
  }
  const comment = (statement.table_options as Node[] | null)?.find((o) => o.keyword === 'comment')?.value;
  const table = builder.addTable(name, typeof comment === 'string' ? unquote(comment) : null);
  for (const definition of (statement.create_definitions as Node[]) ?? []) definitionOf(builder, table, definition);
}

function definitionOf(builder: ModelBuilder, table: SqlTable, definition: Node) {
  if (definition.resource === 'column') return columnOf(builder, table, definition);
  if (definition.resource === 'constraint') return constraintOf(builder, table, definition);
  builder.warn('SQL_IMPORT_INDEX_IGNORED', 'Indexes other than unique ones are not in the model: left out', { table: table.name, detail: definition.index ?? undefined });
}

function columnOf(builder: ModelBuilder, table: SqlTable, definition: Node) {
  const name = String(definition.column?.column?.expr?.value ?? definition.column?.column ?? '');
  const type = typeOf(builder, table.name, name, definition.definition ?? {});
  const column = blankColumn(name, type);
  table.columns.push(column);
  if (definition.nullable?.type === 'not null') column.notNull = true;
  if (definition.auto_increment) column.autoIncrement = true;
  if (definition.unique) column.unique = true;
  if (definition.primary_key) builder.primaryKey(table.name, [name]);
  if (definition.comment?.value) column.comment = String(definition.comment.value.value ?? '');
  if (definition.default_val) builder.setDefault(table, column, defaultText(definition.default_val.value));
  if (definition.check) builder.warn('SQL_IMPORT_CHECK_IGNORED', 'CHECK constraints are not in the model: left out', { table: table.name, column: name });
  const reference = definition.reference_definition as Node | undefined;
  if (reference?.table) foreignKeyOf(builder, table.name, [name], null, reference);
  for (const action of (reference?.on_action as Node[] | undefined) ?? []) {
    if (!reference?.table && action.type === 'on update') {
      builder.warn('SQL_IMPORT_DEFAULT_IGNORED', 'ON UPDATE of a column is not in the model: left out', { table: table.name, column: name, detail: `ON UPDATE ${String(action.value?.value ?? '').toUpperCase()}` });
    }
  }
}

function constraintOf(builder: ModelBuilder, table: SqlTable, definition: Node) {
  const kind = String(definition.constraint_type ?? '').toLowerCase();
  const columns = ((definition.definition as Node[]) ?? []).map(columnName);
  const name = definition.constraint ?? definition.index ?? null;
  if (kind === 'primary key') builder.primaryKey(table.name, columns);
  else if (kind.startsWith('unique')) builder.unique(table, columns, name);
  else if (kind === 'foreign key') foreignKeyOf(builder, table.name, columns, definition.constraint ?? null, definition.reference_definition);
  else if (kind === 'check') builder.warn('SQL_IMPORT_CHECK_IGNORED', 'CHECK constraints are not in the model: left out', { table: table.name, detail: name ?? undefined });
  else builder.warn('SQL_IMPORT_STATEMENT_IGNORED', `${kind.toUpperCase()} is not in the model: left out`, { table: table.name, detail: kind });
}

function foreignKeyOf(builder: ModelBuilder, table: string, columns: string[], name: string | null, reference: Node) {
  const actions = (reference.on_action as Node[] | undefined) ?? [];
  const action = (event: string) => referentialAction(actions.find((a) => a.type === event)?.value?.value);
  builder.foreignKey({
    table,
    name,
    columns,
    referencedTable: String(reference.table?.[0]?.table ?? ''),
    referencedColumns: ((reference.definition as Node[]) ?? []).map(columnName),
    onDelete: action('on delete'),
    onUpdate: action('on update'),
  });
}

function alterTable(builder: ModelBuilder, statement: Node) {
  const table = builder.table(String(statement.table?.[0]?.table ?? ''));
  for (const expr of (statement.expr as Node[]) ?? []) {
    if (!table) {
      builder.ignoreStatement('ALTER TABLE of an unknown table');
      continue;
    }
    if (expr.action === 'add' && expr.resource === 'constraint') constraintOf(builder, table, expr.create_definitions);
    else if (expr.action === 'add' && expr.resource === 'column') columnOf(builder, table, { ...expr, resource: 'column', column: expr.column, definition: expr.definition });
    else if (expr.action === 'add' && expr.resource === 'index') definitionOf(builder, table, expr);
    else builder.ignoreStatement(`ALTER TABLE (${String(expr.action ?? '').toUpperCase()} ${String(expr.resource ?? '').toUpperCase()})`);
  }
}

function createIndex(builder: ModelBuilder, statement: Node) {
  const table = builder.table(String(statement.table?.table ?? ''));
  const columns = ((statement.index_columns as Node[]) ?? []).map(columnName);
  if (table && String(statement.index_type ?? '').toLowerCase() === 'unique' && columns.every(Boolean)) {
    builder.unique(table, columns, statement.index ?? null);
    return;
  }
  builder.warn('SQL_IMPORT_INDEX_IGNORED', 'Indexes other than unique ones are not in the model: left out', { table: table?.name, detail: statement.index ?? undefined });
}

function columnName(node: Node): string {
  const column = node?.column;
  if (typeof column === 'string') return column;
  return String(column?.expr?.value ?? '');
}

function typeOf(builder: ModelBuilder, table: string, column: string, definition: Node): string {
  const dataType = String(definition.dataType ?? '').toLowerCase();
  if (dataType === 'enum' || dataType === 'set') {
    const labels = ((definition.expr?.value as Node[]) ?? []).map((v) => String(v.value ?? ''));
    const longest = Math.max(1, ...labels.map((l) => l.length));
    const width = dataType === 'set' ? labels.join(',').length || 1 : longest;
    builder.warn('SQL_IMPORT_ENUM_AS_TEXT', `${dataType.toUpperCase()}(${labels.join(', ')}) becomes varchar(${width}): the allowed values are not kept`, { table, column, detail: dataType });
    return `varchar(${width})`;
  }
  // MySQL's FLOAT without a precision is single precision, unlike the type map's bare `float`.
  if (dataType === 'float' && (definition.length === undefined || definition.length === null)) return 'real';
  const args = definition.length === undefined || definition.length === null ? '' : `(${definition.length}${definition.scale === undefined || definition.scale === null ? '' : `,${definition.scale}`})`;
  const unsigned = ((definition.suffix as string[] | null) ?? []).some((s) => String(s).toLowerCase() === 'unsigned') ? ' unsigned' : '';
  return modelType(`${dataType}${args}${unsigned}`);
}

function defaultText(value: Node | undefined): string | null {
  if (!value) return null;
  switch (value.type) {
    case 'single_quote_string':
    case 'double_quote_string':
    case 'string':
      return `'${String(value.value).replace(/'/g, "''")}'`;
    case 'number':
      return String(value.value);
    case 'bool':
    case 'boolean':
      return value.value ? 'true' : 'false';
    case 'null':
      return 'null';
    case 'function': {
      const name = ((value.name?.name as Node[]) ?? []).map((n) => String(n.value)).join('.');
      return `${name.toLowerCase()}()`;
    }
    case 'origin':
      return String(value.value).toLowerCase();
    case 'unary_expr':
      return value.operator === '-' && value.expr?.type === 'number' ? `-${String(value.expr.value)}` : 'expression';
    default:
      return String(value.value ?? 'expression');
  }
}

const unquote = (text: string) => text.replace(/^'(.*)'$/s, '$1').replace(/''/g, "'");

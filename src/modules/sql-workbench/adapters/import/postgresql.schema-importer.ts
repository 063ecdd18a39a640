import { injectable } from 'inversify';
import { parse } from 'libpg-query';
import type { ImportedSchema, SchemaImporter } from '../../application/ports/schema-importer.port.js';
import type { SqlReferentialAction, SqlTable } from '../../contract.js';
import { importParseError, lineColumnAt, TextPositions } from '../../domain/import-errors.js';
import { blankColumn, ModelBuilder, modelType } from './model-builder.js';

/* The parse tree is PostgreSQL's own (libpg-query's JSON); only the nodes read here are typed, loosely. */
type Node = Record<string, unknown>;

const FK_ACTIONS: Record<string, SqlReferentialAction> = { a: 'no action', r: 'restrict', c: 'cascade', n: 'set null', d: 'set default' };
const SERIAL: Record<string, string> = { serial: 'integer', serial4: 'integer', bigserial: 'bigint', serial8: 'bigint', smallserial: 'smallint', serial2: 'smallint' };

const str = (node: unknown): string => ((node as { String?: { sval?: string } })?.String?.sval ?? '') as string;
const strings = (list: unknown): string[] => ((list as unknown[]) ?? []).map(str);
const child = (node: unknown, key: string): Node | undefined => (node as Node | undefined)?.[key] as Node | undefined;

/**
 * PostgreSQL DDL through libpg-query: PostgreSQL's own grammar compiled to WebAssembly, so whatever
 * psql accepts parses here, pg_dump output included. Schemas (`public.`) are dropped from names.
 */
@injectable()
export class PostgresqlSchemaImporter implements SchemaImporter {
  readonly format = 'postgresql' as const;

  async import(text: string, databaseName: string): Promise<ImportedSchema> {
    let tree: { stmts?: { stmt: Node; stmt_location?: number }[] };
    try {
      tree = (await parse(text)) as typeof tree;
    } catch (error) {
      const details = (error as { sqlDetails?: { message?: string; cursorPosition?: number } }).sqlDetails;
      // The cursor is a 0-based character offset (statement locations below are UTF-8 byte offsets).
      throw importParseError({ ...lineColumnAt(text, details?.cursorPosition ?? 0), message: details?.message ?? (error as Error).message });
    }
    const reader = new Reader(text);
    const positions = new TextPositions(text);
    for (const { stmt, stmt_location } of tree.stmts ?? []) reader.statement(stmt, positions.lineOfByte(stmt_location ?? 0));
    return reader.builder.finish(databaseName);
  }
}

class Reader {
  readonly builder = new ModelBuilder();
  private readonly enums = new Map<string, string[]>();

  constructor(private readonly text: string) {}

  statement(stmt: Node, line: number) {
    const [kind, body] = Object.entries(stmt)[0] ?? [];
    const node = body as Node;
    switch (kind) {
      case 'CreateStmt':
        return this.createTable(node, line);
      case 'AlterTableStmt':
        return this.alterTable(node, line);
      case 'IndexStmt':
        return this.index(node, line);
      case 'CommentStmt':
        return this.comment(node);
      case 'CreateEnumStmt': {
        const names = strings(node.typeName);
        this.enums.set(names[names.length - 1] ?? '', ((node.vals as unknown[]) ?? []).map(str));
        return;
      }
      default:
        this.builder.ignoreStatement(statementLabel(kind ?? 'unknown'), line);
    }
  }

  private createTable(node: Node, line: number) {
    const name = String(child(node, 'relation')?.relname ?? '');
    if (this.builder.hasTable(name)) {
      this.builder.warn('SQL_IMPORT_STATEMENT_IGNORED', `Table "${name}" is defined twice: the second is ignored`, { table: name, detail: 'CREATE TABLE', line });
      return;
    }
    const table = this.builder.addTable(name);
    for (const element of (node.tableElts as Node[]) ?? []) {
      if (element.ColumnDef) this.columnDef(table, element.ColumnDef as Node, line);
      else if (element.Constraint) this.tableConstraint(table, element.Constraint as Node, line);
      else this.builder.ignoreStatement('LIKE', line);
    }
  }

  private columnDef(table: SqlTable, def: Node, line: number) {
    const name = String(def.colname ?? '');
    const type = this.typeOf(child(def, 'typeName'), table.name, name, line);
    const column = blankColumn(name, type.text);
    column.autoIncrement = type.serial;
    table.columns.push(column);
    for (const c of (def.constraints as Node[]) ?? []) {
      const constraint = c.Constraint as Node;
      switch (constraint.contype) {
        case 'CONSTR_NOTNULL':
          column.notNull = true;
          break;
        case 'CONSTR_PRIMARY':
          this.builder.primaryKey(table.name, [name]);
          break;
        case 'CONSTR_UNIQUE':
          column.unique = true;
          break;
        case 'CONSTR_IDENTITY':
          column.autoIncrement = true;
          break;
        case 'CONSTR_DEFAULT':
          this.defaultOf(table, column, constraint.raw_expr as Node, line);
          break;
        case 'CONSTR_FOREIGN':
          this.foreignKey(table.name, [name], constraint, line);
          break;
        case 'CONSTR_NULL':
          break;
        case 'CONSTR_CHECK':
          this.builder.warn('SQL_IMPORT_CHECK_IGNORED', 'CHECK constraints are not in the model: left out', { table: table.name, column: name, line });
          break;
        default:
          this.builder.warn('SQL_IMPORT_STATEMENT_IGNORED', `${String(constraint.contype).replace('CONSTR_', '')} is not in the model: left out`, { table: table.name, column: name, detail: String(constraint.contype), line });
      }
    }
  }

  private tableConstraint(table: SqlTable, constraint: Node, line: number) {
    const name = constraint.conname ? String(constraint.conname) : null;
    switch (constraint.contype) {
      case 'CONSTR_PRIMARY':
        this.builder.primaryKey(table.name, strings(constraint.keys));
        return;
      case 'CONSTR_UNIQUE':
        this.builder.unique(table, strings(constraint.keys), name);
        return;
      case 'CONSTR_FOREIGN':
        this.foreignKey(table.name, strings(constraint.fk_attrs), constraint, line);
        return;
      case 'CONSTR_CHECK':
        this.builder.warn('SQL_IMPORT_CHECK_IGNORED', 'CHECK constraints are not in the model: left out', { table: table.name, detail: name ?? undefined, line });
        return;
      default:
        this.builder.warn('SQL_IMPORT_STATEMENT_IGNORED', `${String(constraint.contype).replace('CONSTR_', '')} is not in the model: left out`, { table: table.name, detail: String(constraint.contype), line });
    }
  }

  private foreignKey(table: string, columns: string[], constraint: Node, line: number) {
    this.builder.foreignKey({
      table,
      name: constraint.conname ? String(constraint.conname) : null,
      columns,
      referencedTable: String(child(constraint, 'pktable')?.relname ?? ''),
      referencedColumns: strings(constraint.pk_attrs),
      onDelete: FK_ACTIONS[String(constraint.fk_del_action ?? 'a')] ?? null,
      onUpdate: FK_ACTIONS[String(constraint.fk_upd_action ?? 'a')] ?? null,
      line,
    });
  }

  private alterTable(node: Node, line: number) {
    const table = this.builder.table(String(child(node, 'relation')?.relname ?? ''));
    for (const c of (node.cmds as Node[]) ?? []) {
      const cmd = c.AlterTableCmd as Node;
      const subtype = String(cmd.subtype);
      if (!table) {
        this.builder.ignoreStatement(`ALTER TABLE (${subtype.replace('AT_', '')}) of an unknown table`, line);
        continue;
      }
      const column = cmd.name ? this.builder.column(table, String(cmd.name)) : undefined;
      const def = child(cmd, 'def');
      if (subtype === 'AT_AddConstraint' && def?.Constraint) this.tableConstraint(table, def.Constraint as Node, line);
      else if (subtype === 'AT_AddColumn' && def?.ColumnDef) this.columnDef(table, def.ColumnDef as Node, line);
      else if (subtype === 'AT_AddIdentity' && column) column.autoIncrement = true;
      else if (subtype === 'AT_SetNotNull' && column) column.notNull = true;
      else if (subtype === 'AT_ColumnDefault' && column && def) this.defaultOf(table, column, def, line);
      else this.builder.ignoreStatement(`ALTER TABLE (${subtype.replace('AT_', '')})`, line);
    }
  }

  private index(node: Node, line: number) {
    const table = this.builder.table(String(child(node, 'relation')?.relname ?? ''));
    const params = ((node.indexParams as Node[]) ?? []).map((p) => p.IndexElem as Node);
    const plain = params.every((p) => typeof p.name === 'string');
    if (table && node.unique && plain && !node.whereClause) {
      this.builder.unique(table, params.map((p) => String(p.name)), node.idxname ? String(node.idxname) : null);
      return;
    }
    this.builder.warn('SQL_IMPORT_INDEX_IGNORED', 'Indexes other than unique ones on plain columns are not in the model: left out', {
      table: table?.name,
      detail: node.idxname ? String(node.idxname) : undefined,
      line,
    });
  }

  private comment(node: Node) {
    const items = strings(child(child(node, 'object'), 'List')?.items);
    const text = node.comment ? String(node.comment) : null;
    if (node.objtype === 'OBJECT_TABLE') {
      const table = this.builder.table(items[items.length - 1] ?? '');
      if (table) table.comment = text;
    } else if (node.objtype === 'OBJECT_COLUMN') {
      const table = this.builder.table(items[items.length - 2] ?? '');
      const column = table && this.builder.column(table, items[items.length - 1] ?? '');
      if (column) column.comment = text;
    }
  }

  private typeOf(typeName: Node | undefined, table: string, column: string, line: number): { text: string; serial: boolean } {
    const names = strings(typeName?.names).filter((n) => n !== 'pg_catalog');
    const name = names[names.length - 1] ?? '';
    const mods = ((typeName?.typmods as Node[]) ?? []).map((m) => constValue(m.A_Const as Node | undefined)).filter((v): v is string => v !== null);
    const array = Array.isArray(typeName?.arrayBounds) ? '[]' : '';
    if (SERIAL[name]) return { text: `${SERIAL[name]}${array}`, serial: true };
    const labels = this.enums.get(name);
    if (labels) {
      const longest = Math.max(1, ...labels.map((l) => l.length));
      this.builder.warn('SQL_IMPORT_ENUM_AS_TEXT', `Enum ${name} (${labels.join(', ')}) becomes varchar(${longest}): the allowed values are not kept`, { table, column, detail: name, line });
      return { text: `varchar(${longest})${array}`, serial: false };
    }
    // `timestamp(3) with time zone` arrives as timestamptz with a typmod; `bit varying` and others keep their name.
    return { text: modelType(`${name}${mods.length ? `(${mods.join(',')})` : ''}${array}`), serial: false };
  }

  private defaultOf(table: SqlTable, column: ReturnType<typeof blankColumn>, expr: Node, line: number) {
    const value = defaultText(expr);
    if (value === 'nextval') {
      // A serial spelled out (pg_dump writes `DEFAULT nextval('t_id_seq'::regclass)`).
      column.autoIncrement = true;
      return;
    }
    this.builder.setDefault(table, column, value ?? this.source(expr), line);
  }

  /** The default's own text, for the warning when it is not portable: up to the first comma or bracket closing outside it. */
  private source(expr: Node): string {
    // A cast's own location is its `::`; the text starts at its argument.
    const node = expr.TypeCast ? (child(expr.TypeCast, 'arg') ?? expr) : expr;
    const location = Number((Object.values(node)[0] as Node | undefined)?.location ?? -1);
    if (location < 0) return 'expression';
    const rest = this.text.slice(location);
    let depth = 0;
    let quoted = false;
    for (let i = 0; i < rest.length; i++) {
      const ch = rest[i];
      if (ch === "'") quoted = !quoted;
      if (quoted) continue;
      if (ch === '(' || ch === '[') depth++;
      if (ch === ')' || ch === ']') depth--;
      if (depth < 0 || (depth === 0 && (ch === ',' || ch === '\n'))) return rest.slice(0, i).trim() || 'expression';
    }
    return rest.trim() || 'expression';
  }
}

/** A constant's SQL text (libpg-query leaves out zero and false values: `ival: {}` is 0). */
function constValue(node: Node | undefined): string | null {
  if (!node) return null;
  if (node.isnull) return 'null';
  if (node.ival) return String((node.ival as { ival?: number }).ival ?? 0);
  if (node.fval) return String((node.fval as { fval?: string }).fval ?? '0');
  if (node.boolval) return (node.boolval as { boolval?: boolean }).boolval ? 'true' : 'false';
  if (node.sval) return `'${String((node.sval as { sval?: string }).sval ?? '').replace(/'/g, "''")}'`;
  return null;
}

/** A default in the model's portable form, 'nextval' for a sequence, or null when it is none of those. */
function defaultText(expr: Node): string | null {
  if (expr.A_Const) return constValue(expr.A_Const as Node);
  if (expr.TypeCast) {
    // `'{}'::text[]` is an array literal, not a string.
    if (Array.isArray(child(child(expr.TypeCast, 'typeName'), 'arrayBounds'))) return null;
    return defaultText(child(expr.TypeCast, 'arg') ?? {});
  }
  if (expr.SQLValueFunction) {
    const op = String((expr.SQLValueFunction as Node).op);
    if (op === 'SVFOP_CURRENT_TIMESTAMP' || op === 'SVFOP_LOCALTIMESTAMP' || op.startsWith('SVFOP_CURRENT_TIMESTAMP')) return 'current_timestamp';
    if (op === 'SVFOP_CURRENT_DATE') return 'current_date';
    if (op.startsWith('SVFOP_CURRENT_TIME') || op.startsWith('SVFOP_LOCALTIME')) return 'current_time';
    return null;
  }
  if (expr.FuncCall) {
    const name = strings((expr.FuncCall as Node).funcname).filter((n) => n !== 'pg_catalog').join('.');
    if (name === 'now') return 'current_timestamp';
    if (name === 'nextval') return 'nextval';
    return null;
  }
  if (expr.A_Expr) {
    // `-1` may come as unary minus over a constant.
    const a = expr.A_Expr as Node;
    if (strings(a.name)[0] === '-' && !a.lexpr) {
      const inner = defaultText(child(a, 'rexpr') ?? {});
      return inner !== null && /^\d/.test(inner) ? `-${inner}` : null;
    }
  }
  return null;
}

/** `CreateSeqStmt` → `CREATE SEQUENCE`, for warnings a user reads. */
function statementLabel(kind: string): string {
  const known: Record<string, string> = {
    VariableSetStmt: 'SET',
    CreateSeqStmt: 'CREATE SEQUENCE',
    AlterSeqStmt: 'ALTER SEQUENCE',
    CreateSchemaStmt: 'CREATE SCHEMA',
    CreateExtensionStmt: 'CREATE EXTENSION',
    CreateFunctionStmt: 'CREATE FUNCTION',
    CreateTrigStmt: 'CREATE TRIGGER',
    ViewStmt: 'CREATE VIEW',
    SelectStmt: 'SELECT',
    InsertStmt: 'INSERT',
    AlterOwnerStmt: 'ALTER OWNER',
    GrantStmt: 'GRANT',
    DropStmt: 'DROP',
    TransactionStmt: 'BEGIN/COMMIT',
    CompositeTypeStmt: 'CREATE TYPE',
    CreateDomainStmt: 'CREATE DOMAIN',
  };
  return known[kind] ?? kind.replace(/Stmt$/, '');
}

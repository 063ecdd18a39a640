/**
 * What differs between the four dialects: quoting, the spelling of each portable type, literals, and
 * which referential actions and auto increments each accepts. The README's "Type map" and "Losses per
 * dialect" tables describe this file; keep them in step.
 */
import type { PortableSqlType, SqlDialect, SqlLossCode, SqlReferentialAction } from '../../modules/sql-workbench/contract.js';
import type { PortableDefault } from './defaults.js';
import { INTEGER_TYPES, type ParsedSqlType } from './types.js';

/** How a generator reports a loss about the column it is writing. */
export type ReportLoss = (code: SqlLossCode, message: string, detail?: string) => void;

export interface ColumnTypeContext {
  parsed: ParsedSqlType;
  /** Written as given when the type is verbatim. */
  original: string;
  /** Part of a key (primary, unique, either end of a foreign key): MySQL and SQL Server need a bounded type. */
  isKey: boolean;
  loss: ReportLoss;
}

export interface DialectSpec {
  id: SqlDialect;
  label: string;
  quote(name: string): string;
  /** Longest identifier the dialect keeps (in characters; PostgreSQL counts bytes), or null. */
  maxNameLength: number | null;
  countsBytes: boolean;
  columnType(ctx: ColumnTypeContext): string;
  stringLiteral(value: string): string;
  /** `written` is the column type as this dialect spells it (MySQL's rules depend on it). */
  defaultClause(value: PortableDefault, type: ParsedSqlType, written: string): string;
  /** The action as written, or null (left out) with a loss reported. */
  referentialAction(action: SqlReferentialAction, loss: ReportLoss): string | null;
}

const sqlString = (value: string) => `'${value.replace(/'/g, "''")}'`;

const bounded = (value: number | undefined, max: number, fallback: number) => Math.min(value ?? fallback, max);

/** Formats a fractional-seconds precision argument when one is given. */
const precision = (args: number[], max: number, loss: ReportLoss, name: string): string => {
  const p = args[0];
  if (p === undefined) return '';
  if (p > max) loss('SQL_LOSS_TYPE_APPROXIMATED', `Fractional seconds limited to ${max} digits`, `${name}(${max})`);
  return `(${Math.min(p, max)})`;
};

function booleanDefault(value: PortableDefault, type: ParsedSqlType): PortableDefault {
  // A boolean written for a number column, or 0/1 for a boolean column: every dialect's own spelling differs.
  if (type.portable === 'boolean' && value.kind === 'number') return { kind: 'boolean', value: Number(value.text) !== 0 };
  if (type.portable !== 'boolean' && value.kind === 'boolean') return { kind: 'number', text: value.value ? '1' : '0' };
  return value;
}

const approximated = (loss: ReportLoss, portable: string, used: string) =>
  loss('SQL_LOSS_TYPE_APPROXIMATED', `No ${portable} type: written as ${used}`, used);

const verbatim = (ctx: ColumnTypeContext, dialect: string) => {
  ctx.loss('SQL_LOSS_TYPE_VERBATIM', `Type "${ctx.original.trim()}" is not in the type map: written as given, ${dialect} may refuse it`, ctx.original.trim());
  return ctx.original.trim();
};

const unsignedLost = (ctx: ColumnTypeContext) => {
  if (ctx.parsed.unsigned) ctx.loss('SQL_LOSS_TYPE_APPROXIMATED', 'No unsigned integers: the sign is allowed', 'signed');
};

const postgresql: DialectSpec = {
  id: 'postgresql',
  label: 'PostgreSQL',
  quote: (name) => `"${name.replace(/"/g, '""')}"`,
  maxNameLength: 63,
  countsBytes: true,
  columnType(ctx) {
    const { parsed, loss } = ctx;
    if (parsed.portable === null) return verbatim(ctx, 'PostgreSQL');
    unsignedLost(ctx);
    const base = ((): string => {
      const [a, b] = parsed.args;
      switch (parsed.portable) {
        case 'smallint':
          return 'SMALLINT';
        case 'integer':
          return 'INTEGER';
        case 'bigint':
          return 'BIGINT';
        case 'decimal':
          return a === undefined ? 'NUMERIC' : `NUMERIC(${bounded(a, 1000, a)}${b === undefined ? '' : `,${b}`})`;
        case 'real':
          return 'REAL';
        case 'double':
          return 'DOUBLE PRECISION';
        case 'boolean':
          return 'BOOLEAN';
        case 'char':
          return `CHAR(${a ?? 1})`;
        case 'varchar':
          return a === undefined ? 'VARCHAR' : `VARCHAR(${a})`;
        case 'text':
          return 'TEXT';
        case 'date':
          return 'DATE';
        case 'time':
          return `TIME${precision(parsed.args, 6, loss, 'TIME')}`;
        case 'timestamp':
          return `TIMESTAMP${precision(parsed.args, 6, loss, 'TIMESTAMP')}`;
        case 'timestamptz':
          return `TIMESTAMPTZ${precision(parsed.args, 6, loss, 'TIMESTAMPTZ')}`;
        case 'uuid':
          return 'UUID';
        case 'json':
          return 'JSONB';
        case 'binary':
          if (a !== undefined) loss('SQL_LOSS_LENGTH_NOT_ENFORCED', 'bytea has no length: the limit is not enforced', 'BYTEA');
          return 'BYTEA';
      }
    })();
    return parsed.array ? `${base}[]` : base;
  },
  stringLiteral: sqlString,
  defaultClause(value, type) {
    const v = booleanDefault(value, type);
    switch (v.kind) {
      case 'number':
        return v.text;
      case 'string':
        return sqlString(v.value);
      case 'boolean':
        return v.value ? 'TRUE' : 'FALSE';
      case 'null':
        return 'NULL';
      default:
        return v.kind.toUpperCase();
    }
  },
  referentialAction: (action) => action.toUpperCase(),
};

/** MySQL 8 and MariaDB 10.5+: only what both accept. */
const mysql: DialectSpec = {
  id: 'mysql',
  label: 'MySQL/MariaDB',
  quote: (name) => `\`${name.replace(/`/g, '``')}\``,
  maxNameLength: 64,
  countsBytes: false,
  columnType(ctx) {
    const { parsed, loss, isKey } = ctx;
    if (parsed.portable === null) return verbatim(ctx, 'MySQL');
    if (parsed.array) {
      loss('SQL_LOSS_ARRAY', 'No array types: stored as a JSON array', 'JSON');
      return 'JSON';
    }
    const [a, b] = parsed.args;
    const keyVarchar = (what: string) => {
      loss('SQL_LOSS_KEY_LENGTH', `A key cannot be ${what}: limited to 255 characters`, 'VARCHAR(255)');
      return 'VARCHAR(255)';
    };
    const unsigned = parsed.unsigned ? ' UNSIGNED' : '';
    switch (parsed.portable) {
      case 'smallint':
        return `SMALLINT${unsigned}`;
      case 'integer':
        return `INT${unsigned}`;
      case 'bigint':
        return `BIGINT${unsigned}`;
      case 'decimal': {
        if (a === undefined) {
          approximated(loss, 'unbounded numeric', 'DECIMAL(65,30)');
          return 'DECIMAL(65,30)';
        }
        if (a > 65 || (b ?? 0) > 30) approximated(loss, `decimal(${a},${b ?? 0})`, `DECIMAL(${Math.min(a, 65)},${Math.min(b ?? 0, 30)})`);
        return `DECIMAL(${Math.min(a, 65)}${b === undefined ? '' : `,${Math.min(b, 30)}`})`;
      }
      case 'real':
        return 'FLOAT';
      case 'double':
        return 'DOUBLE';
      case 'boolean':
        approximated(loss, 'boolean', 'TINYINT(1)');
        return 'TINYINT(1)';
      case 'char':
        if ((a ?? 1) > 255) {
          approximated(loss, `char(${a})`, `VARCHAR(${a})`);
          return `VARCHAR(${a})`;
        }
        return `CHAR(${a ?? 1})`;
      case 'varchar':
        if (a === undefined) {
          if (isKey) return keyVarchar('unbounded text');
          approximated(loss, 'unbounded varchar', 'LONGTEXT');
          return 'LONGTEXT';
        }
        if (a > 16383) {
          if (isKey) return keyVarchar(`varchar(${a})`);
          approximated(loss, `varchar(${a})`, 'LONGTEXT');
          return 'LONGTEXT';
        }
        return `VARCHAR(${a})`;
      case 'text':
        return isKey ? keyVarchar('unbounded text') : 'LONGTEXT';
      case 'date':
        return 'DATE';
      case 'time':
        return `TIME${precision(parsed.args.length ? parsed.args : [6], 6, loss, 'TIME')}`;
      case 'timestamp':
        // DATETIME without a precision keeps whole seconds only: ask for microseconds as the others keep.
        return `DATETIME${precision(parsed.args.length ? parsed.args : [6], 6, loss, 'DATETIME')}`;
      case 'timestamptz':
        loss('SQL_LOSS_TIME_ZONE', 'No timestamp with time zone: the offset is not kept', 'DATETIME');
        return `DATETIME${precision(parsed.args.length ? parsed.args : [6], 6, loss, 'DATETIME')}`;
      case 'uuid':
        approximated(loss, 'uuid', 'CHAR(36)');
        return 'CHAR(36)';
      case 'json':
        if (isKey) return keyVarchar('JSON');
        return 'JSON';
      case 'binary':
        if (a !== undefined) return `VARBINARY(${a})`;
        if (isKey) {
          loss('SQL_LOSS_KEY_LENGTH', 'A key cannot be unbounded binary: limited to 255 bytes', 'VARBINARY(255)');
          return 'VARBINARY(255)';
        }
        return 'LONGBLOB';
    }
  },
  // MySQL reads backslashes in strings as escapes unless NO_BACKSLASH_ESCAPES is set.
  stringLiteral: (value) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`,
  defaultClause(value, type, written) {
    const v = booleanDefault(value, type);
    // TEXT, BLOB and JSON take a default only as an expression in parentheses (MySQL 8.0.13+, MariaDB 10.2+).
    const expression = /TEXT|BLOB|JSON/.test(written);
    const wrap = (sql: string) => (expression ? `(${sql})` : sql);
    // CURRENT_TIMESTAMP must have the column's fractional precision.
    const fsp = /^DATETIME\((\d)\)/.exec(written)?.[1];
    switch (v.kind) {
      case 'number':
        return wrap(v.text);
      case 'string':
        return wrap(mysql.stringLiteral(v.value));
      case 'boolean':
        return wrap(v.value ? '1' : '0');
      case 'null':
        return 'NULL';
      case 'current_timestamp':
        return fsp !== undefined ? `CURRENT_TIMESTAMP(${fsp})` : '(CURRENT_TIMESTAMP)';
      case 'current_date':
        return '(CURRENT_DATE)';
      case 'current_time':
        return '(CURRENT_TIME)';
    }
  },
  referentialAction(action, loss) {
    if (action === 'set default') {
      loss('SQL_LOSS_REFERENTIAL_ACTION', 'InnoDB refuses SET DEFAULT: left to the default (no action)', 'SET DEFAULT');
      return null;
    }
    return action.toUpperCase();
  },
};

/** SQLite keeps the declared type name and derives an affinity from it; types are not enforced. */
const sqlite: DialectSpec = {
  id: 'sqlite',
  label: 'SQLite',
  quote: (name) => `"${name.replace(/"/g, '""')}"`,
  maxNameLength: null,
  countsBytes: false,
  columnType(ctx) {
    const { parsed, loss } = ctx;
    if (parsed.portable === null) return verbatim(ctx, 'SQLite');
    unsignedLost(ctx);
    if (parsed.array) {
      loss('SQL_LOSS_ARRAY', 'No array types: stored as JSON text', 'TEXT');
      return 'TEXT';
    }
    const [a, b] = parsed.args;
    const unenforced = (written: string) => {
      loss('SQL_LOSS_LENGTH_NOT_ENFORCED', 'SQLite keeps the declared length or precision but does not enforce it', written);
      return written;
    };
    const affinity = (written: string, kind: string) => {
      loss('SQL_LOSS_TYPE_APPROXIMATED', `No ${parsed.portable} type: declared ${written}, stored with ${kind} affinity and not checked`, `${written} (${kind})`);
      return written;
    };
    switch (parsed.portable) {
      case 'smallint':
        return 'SMALLINT';
      case 'integer':
        return 'INTEGER';
      case 'bigint':
        return 'BIGINT';
      case 'decimal':
        return a === undefined ? 'DECIMAL' : unenforced(`DECIMAL(${a}${b === undefined ? '' : `,${b}`})`);
      case 'real':
        return 'REAL';
      case 'double':
        return 'DOUBLE';
      case 'boolean':
        return affinity('BOOLEAN', 'NUMERIC');
      case 'char':
        return unenforced(`CHAR(${a ?? 1})`);
      case 'varchar':
        return a === undefined ? 'VARCHAR' : unenforced(`VARCHAR(${a})`);
      case 'text':
        return 'TEXT';
      case 'date':
        return affinity('DATE', 'NUMERIC');
      case 'time':
        return affinity('TIME', 'NUMERIC');
      case 'timestamp':
        return affinity('TIMESTAMP', 'NUMERIC');
      case 'timestamptz':
        return affinity('TIMESTAMPTZ', 'NUMERIC');
      case 'uuid':
        return affinity('UUID', 'NUMERIC');
      case 'json':
        return affinity('JSON', 'NUMERIC');
      case 'binary':
        return a === undefined ? 'BLOB' : unenforced(`BLOB(${a})`);
    }
  },
  stringLiteral: sqlString,
  defaultClause(value, type) {
    const v = booleanDefault(value, type);
    switch (v.kind) {
      case 'number':
        return v.text;
      case 'string':
        return sqlString(v.value);
      case 'boolean':
        return v.value ? '1' : '0';
      case 'null':
        return 'NULL';
      default:
        return v.kind.toUpperCase();
    }
  },
  referentialAction: (action) => action.toUpperCase(),
};

const sqlserver: DialectSpec = {
  id: 'sqlserver',
  label: 'SQL Server',
  quote: (name) => `[${name.replace(/]/g, ']]')}]`,
  maxNameLength: 128,
  countsBytes: false,
  columnType(ctx) {
    const { parsed, loss, isKey } = ctx;
    if (parsed.portable === null) return verbatim(ctx, 'SQL Server');
    unsignedLost(ctx);
    if (parsed.array) {
      loss('SQL_LOSS_ARRAY', 'No array types: stored as JSON text', 'NVARCHAR(MAX)');
      return 'NVARCHAR(MAX)';
    }
    const [a, b] = parsed.args;
    // 450 characters of nvarchar are 900 bytes, the longest clustered index key.
    const keyText = (what: string) => {
      loss('SQL_LOSS_KEY_LENGTH', `A key cannot be ${what}: limited to 450 characters`, 'NVARCHAR(450)');
      return 'NVARCHAR(450)';
    };
    switch (parsed.portable) {
      case 'smallint':
        return 'SMALLINT';
      case 'integer':
        return 'INT';
      case 'bigint':
        return 'BIGINT';
      case 'decimal':
        if (a === undefined) {
          approximated(loss, 'unbounded numeric', 'DECIMAL(38,10)');
          return 'DECIMAL(38,10)';
        }
        if (a > 38) approximated(loss, `decimal(${a})`, `DECIMAL(38${b === undefined ? '' : `,${Math.min(b, 38)}`})`);
        return `DECIMAL(${Math.min(a, 38)}${b === undefined ? '' : `,${Math.min(b, 38)}`})`;
      case 'real':
        return 'REAL';
      case 'double':
        return 'FLOAT';
      case 'boolean':
        return 'BIT';
      case 'char':
        if ((a ?? 1) > 4000) {
          approximated(loss, `char(${a})`, 'NVARCHAR(MAX)');
          return isKey ? keyText(`char(${a})`) : 'NVARCHAR(MAX)';
        }
        return `NCHAR(${a ?? 1})`;
      case 'varchar':
        if (a === undefined || a > 4000) return isKey ? keyText('unbounded text') : 'NVARCHAR(MAX)';
        return `NVARCHAR(${a})`;
      case 'text':
        return isKey ? keyText('unbounded text') : 'NVARCHAR(MAX)';
      case 'date':
        return 'DATE';
      case 'time':
        return `TIME${precision(parsed.args, 7, loss, 'TIME')}`;
      case 'timestamp':
        return `DATETIME2${precision(parsed.args, 7, loss, 'DATETIME2')}`;
      case 'timestamptz':
        return `DATETIMEOFFSET${precision(parsed.args, 7, loss, 'DATETIMEOFFSET')}`;
      case 'uuid':
        return 'UNIQUEIDENTIFIER';
      case 'json':
        if (isKey) return keyText('JSON');
        approximated(loss, 'json', 'NVARCHAR(MAX)');
        return 'NVARCHAR(MAX)';
      case 'binary':
        if (a !== undefined && a <= 8000) return `VARBINARY(${a})`;
        if (isKey) {
          loss('SQL_LOSS_KEY_LENGTH', 'A key cannot be unbounded binary: limited to 900 bytes', 'VARBINARY(900)');
          return 'VARBINARY(900)';
        }
        return 'VARBINARY(MAX)';
    }
  },
  stringLiteral: (value) => `N'${value.replace(/'/g, "''")}'`,
  defaultClause(value, type) {
    const v = booleanDefault(value, type);
    switch (v.kind) {
      case 'number':
        return v.text;
      case 'string':
        return sqlserver.stringLiteral(v.value);
      case 'boolean':
        return v.value ? '1' : '0';
      case 'null':
        return 'NULL';
      case 'current_timestamp':
        return type.portable === 'timestamptz' ? 'SYSDATETIMEOFFSET()' : 'CURRENT_TIMESTAMP';
      case 'current_date':
        return 'CONVERT(DATE, GETDATE())';
      case 'current_time':
        return 'CONVERT(TIME, GETDATE())';
    }
  },
  referentialAction(action, loss) {
    if (action === 'restrict') {
      loss('SQL_LOSS_REFERENTIAL_ACTION', 'No RESTRICT: NO ACTION is used (checked at the statement end instead of at once)', 'NO ACTION');
      return 'NO ACTION';
    }
    return action.toUpperCase();
  },
};

export const DIALECTS: Readonly<Record<SqlDialect, DialectSpec>> = { postgresql, mysql, sqlite, sqlserver };

export const isIntegerType = (portable: PortableSqlType | null): boolean => portable !== null && INTEGER_TYPES.includes(portable);

/**
 * Column types: the portable set the designer offers, the dialect names read as one of them, and the
 * parse of a column's `type` text. Each dialect's own spelling is in dialects.ts; the table of both is in
 * the sql-workbench README ("Type map").
 */
import type { PortableSqlType } from '../../modules/sql-workbench/contract.js';

export const PORTABLE_SQL_TYPES: readonly PortableSqlType[] = [
  'smallint',
  'integer',
  'bigint',
  'decimal',
  'real',
  'double',
  'boolean',
  'char',
  'varchar',
  'text',
  'date',
  'time',
  'timestamp',
  'timestamptz',
  'uuid',
  'json',
  'binary',
];

/** Types that take arguments, and how many (the editor's hints). */
export const TYPE_ARGUMENTS: Readonly<Partial<Record<PortableSqlType, { min: number; max: number }>>> = {
  decimal: { min: 0, max: 2 },
  char: { min: 0, max: 1 },
  varchar: { min: 0, max: 1 },
  time: { min: 0, max: 1 },
  timestamp: { min: 0, max: 1 },
  timestamptz: { min: 0, max: 1 },
  binary: { min: 0, max: 1 },
};

export const INTEGER_TYPES: readonly PortableSqlType[] = ['smallint', 'integer', 'bigint'];
/** Types MySQL and SQL Server cannot index without a length (keys need varchar/varbinary instead). */
export const UNBOUNDED_TYPES: readonly PortableSqlType[] = ['text', 'binary', 'json'];

/**
 * Dialect names read as a portable type. Keys are lower-case, spaces collapsed. `serial` names also set
 * auto increment on import; here they only say the type.
 */
const ALIASES: Readonly<Record<string, PortableSqlType>> = {
  smallint: 'smallint',
  int2: 'smallint',
  smallserial: 'smallint',
  serial2: 'smallint',
  tinyint: 'smallint',
  integer: 'integer',
  int: 'integer',
  int4: 'integer',
  serial: 'integer',
  serial4: 'integer',
  mediumint: 'integer',
  bigint: 'bigint',
  int8: 'bigint',
  bigserial: 'bigint',
  serial8: 'bigint',
  decimal: 'decimal',
  numeric: 'decimal',
  dec: 'decimal',
  fixed: 'decimal',
  money: 'decimal',
  smallmoney: 'decimal',
  real: 'real',
  float4: 'real',
  double: 'double',
  'double precision': 'double',
  float8: 'double',
  float: 'double',
  boolean: 'boolean',
  bool: 'boolean',
  bit: 'boolean',
  char: 'char',
  character: 'char',
  nchar: 'char',
  bpchar: 'char',
  'national character': 'char',
  varchar: 'varchar',
  'character varying': 'varchar',
  nvarchar: 'varchar',
  varchar2: 'varchar',
  nvarchar2: 'varchar',
  'national character varying': 'varchar',
  text: 'text',
  tinytext: 'text',
  mediumtext: 'text',
  longtext: 'text',
  ntext: 'text',
  clob: 'text',
  string: 'text',
  date: 'date',
  time: 'time',
  'time without time zone': 'time',
  timestamp: 'timestamp',
  'timestamp without time zone': 'timestamp',
  datetime: 'timestamp',
  datetime2: 'timestamp',
  smalldatetime: 'timestamp',
  timestamptz: 'timestamptz',
  'timestamp with time zone': 'timestamptz',
  datetimeoffset: 'timestamptz',
  uuid: 'uuid',
  uniqueidentifier: 'uuid',
  json: 'json',
  jsonb: 'json',
  binary: 'binary',
  varbinary: 'binary',
  bytea: 'binary',
  blob: 'binary',
  tinyblob: 'binary',
  mediumblob: 'binary',
  longblob: 'binary',
  image: 'binary',
};

export interface ParsedSqlType {
  /** The portable type, or null when no dialect table knows the name (kept verbatim). */
  portable: PortableSqlType | null;
  /** The name as written, lower-case, spaces collapsed, without arguments or `[]`. */
  name: string;
  /** Numeric arguments (`varchar(120)` → [120]); `max` (SQL Server) reads as no argument. */
  args: number[];
  /** `text[]`, `integer[][]`: PostgreSQL arrays (any depth reads as one). */
  array: boolean;
  /** `unsigned` (MySQL) was written: kept out of the portable set, reported by the generators. */
  unsigned: boolean;
}

const TYPE_PATTERN =
  /^([a-z_][a-z0-9_]*(?:\s+[a-z_][a-z0-9_]*)*?)\s*(?:\(\s*(max|\d+(?:\s*,\s*-?\d+)?)\s*\))?((?:\s+[a-z_][a-z0-9_]*)*)\s*((?:\[\s*\d*\s*\])*)$/;

/**
 * Reads a column's type text. Returns null for text that is not a type at all (empty, unbalanced
 * brackets, stray characters); a well-formed unknown name parses with `portable: null`.
 */
export function parseSqlType(text: string): ParsedSqlType | null {
  // Schemas repeat a handful of types thousands of times; the parse is pure, so it is kept.
  const cached = PARSED.get(text);
  if (cached !== undefined) return cached;
  const parsed = parseUncached(text);
  // Shared between callers from now on: frozen, so a caller that changed one would fail at once.
  if (parsed) Object.freeze(Object.freeze(parsed).args);
  if (PARSED.size >= 2_000) PARSED.clear();
  PARSED.set(text, parsed);
  return parsed;
}

const PARSED = new Map<string, Readonly<ParsedSqlType> | null>();

function parseUncached(text: string): ParsedSqlType | null {
  const source = text.trim().toLowerCase().replace(/\s+/g, ' ');
  if (source === '') return null;
  const match = TYPE_PATTERN.exec(source);
  if (!match) return null;
  const [, head = '', rawArgs, tail = '', brackets = ''] = match;
  // `timestamp(3) with time zone`: the words after the arguments belong to the name.
  const words = `${head}${tail}`.trim().split(' ');
  const unsigned = words.includes('unsigned') || words.includes('zerofill');
  const name = words.filter((w) => w !== 'unsigned' && w !== 'zerofill' && w !== 'signed').join(' ');
  const args = rawArgs === undefined || rawArgs === 'max' ? [] : rawArgs.split(',').map((a) => Number(a.trim()));
  let portable: PortableSqlType | null = ALIASES[name] ?? null;
  // MySQL's convention for booleans, and SQL Server's `varchar(max)` (unbounded text).
  if (name === 'tinyint' && args[0] === 1) portable = 'boolean';
  if ((name === 'varchar' || name === 'nvarchar') && rawArgs === 'max') portable = 'text';
  if (name === 'varbinary' && rawArgs === 'max') portable = 'binary';
  // Integer display widths (`int(11)`), the boolean's `(1)`, and `bit(1)` are not arguments of the portable type.
  const keepArgs = portable !== null && TYPE_ARGUMENTS[portable] !== undefined && !(name === 'bit' || name === 'tinyint');
  const portableArgs = portable === null ? args : keepArgs ? args.slice(0, TYPE_ARGUMENTS[portable]?.max ?? 0) : [];
  // `float(24)` and below is single precision in every dialect that takes the argument.
  if (name === 'float' && args[0] !== undefined && args[0] <= 24) portable = 'real';
  return { portable, name, args: portableArgs, array: brackets !== '', unsigned };
}

/**
 * The portable spelling of a parsed type (`varchar(120)`, `decimal(10,2)`, `text[]`, `integer unsigned`),
 * or the name as written when it is not in the map.
 */
export function portableTypeText(parsed: ParsedSqlType): string {
  const base = parsed.portable ?? parsed.name;
  const args = parsed.args.length ? `(${parsed.args.join(',')})` : '';
  return `${base}${args}${parsed.unsigned ? ' unsigned' : ''}${parsed.array ? '[]' : ''}`;
}

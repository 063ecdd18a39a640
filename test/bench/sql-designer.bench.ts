import { parse } from 'libpg-query';
import { performance } from 'node:perf_hooks';
import { PostgresqlSchemaImporter } from '../../src/modules/sql-workbench/adapters/import/postgresql.schema-importer.js';
import type { SqlColumn, SqlDialect, SqlSchemaDocument, SqlTable } from '../../src/modules/sql-workbench/contract.js';
import { generateDdl } from '../../src/shared/sql/index.js';

/**
 * The SQL designer's server and shared code (docs/benchmarks.md, "Goals"): importing a 10 KB PostgreSQL
 * DDL script beside libpg-query's bare parse of the same text (the floor: the importer parses with it,
 * then builds the model), and generating DDL for a 200-table schema in each dialect beside
 * JSON.stringify of that schema (a walk of the same model that writes text).
 */
export const SQL_DESIGNER_GOALS = { importP95Ms: 50, generateP95Ms: 50 } as const;

export interface Timing {
  p50Ms: number;
  p95Ms: number;
}

export interface SqlDesignerFigures {
  ddlBytes: number;
  ddlTables: number;
  samples: number;
  rawParse: Timing;
  importDdl: Timing;
  tables: number;
  columns: number;
  stringify: Timing;
  generate: Record<SqlDialect, Timing>;
}

const col = (name: string, type: string, extra: Partial<SqlColumn> = {}): SqlColumn => ({ name, type, primaryKey: false, foreignKey: false, notNull: false, unique: false, autoIncrement: false, ...extra });
const TYPES = ['varchar(120)', 'integer', 'decimal(10,2)', 'timestamptz', 'boolean', 'text', 'date', 'uuid'];

/** A schema shaped like real ones: each table keyed by id, with a few keys to earlier tables and one cycle in ten. */
export function syntheticSchema(tables: number): SqlSchemaDocument {
  const out: SqlTable[] = [];
  for (let t = 0; t < tables; t++) {
    const columns = [col('id', 'bigint', { primaryKey: true, autoIncrement: true }), col(`code_${t}`, 'varchar(40)', { notNull: true, unique: true })];
    for (let c = 0; c < 6; c++) columns.push(col(`field_${c}`, TYPES[(t + c) % TYPES.length] ?? 'text', { notNull: c % 2 === 0, defaultValue: c === 4 ? 'true' : null }));
    for (const back of [1, 3, 7]) {
      if (t - back >= 0) columns.push(col(`ref_${back}_id`, 'bigint', { foreignKey: true, referencedTable: `table_${t - back}`, referencedColumn: 'id', onDelete: back === 1 ? 'cascade' : null }));
    }
    if (t % 10 === 0 && t + 5 < tables) columns.push(col('ahead_id', 'bigint', { foreignKey: true, referencedTable: `table_${t + 5}`, referencedColumn: 'id' }));
    out.push({ name: `table_${t}`, columns });
  }
  return { database_name: 'bench', tables: out };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function time(samples: number, work: () => unknown): Promise<Timing> {
  for (let i = 0; i < 20; i++) await work();
  const ms: number[] = [];
  for (let i = 0; i < samples; i++) {
    const start = performance.now();
    await work();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50Ms: percentile(ms, 50), p95Ms: percentile(ms, 95) };
}

export async function benchSqlDesigner(samples = 300): Promise<SqlDesignerFigures> {
  // The smallest synthetic schema whose PostgreSQL DDL reaches 10 KB.
  let ddlTables = 1;
  let ddl = '';
  while (Buffer.byteLength(ddl) < 10_240) ddl = generateDdl(syntheticSchema(++ddlTables), 'postgresql').sql;
  const importer = new PostgresqlSchemaImporter();
  const imported = await importer.import(ddl, 'bench');
  if (imported.schema.tables.length !== ddlTables) throw new Error(`imported ${imported.schema.tables.length} tables of ${ddlTables}`);

  const rawParse = await time(samples, () => parse(ddl));
  const importDdl = await time(samples, () => importer.import(ddl, 'bench'));

  const big = syntheticSchema(200);
  const generate = {} as Record<SqlDialect, Timing>;
  for (const dialect of ['postgresql', 'mysql', 'sqlite', 'sqlserver'] as const) generate[dialect] = await time(samples, () => generateDdl(big, dialect));
  return {
    ddlBytes: Buffer.byteLength(ddl),
    ddlTables,
    samples,
    rawParse,
    importDdl,
    tables: big.tables.length,
    columns: big.tables.reduce((n, t) => n + t.columns.length, 0),
    stringify: await time(samples, () => JSON.stringify(big)),
    generate,
  };
}

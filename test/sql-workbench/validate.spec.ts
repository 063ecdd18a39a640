import { expect } from 'chai';
import type { SqlColumn, SqlSchemaDocument, SqlTable } from '../../src/modules/sql-workbench/contract.js';
import { SQL_SCHEMA_LIMITS, validateSqlSchema } from '../../src/shared/sql/index.js';

/** The validator both the editor and the server run (sql-workbench README, "Validation"). */
const col = (name: string, type = 'integer', extra: Partial<SqlColumn> = {}): SqlColumn => ({ name, type, primaryKey: false, foreignKey: false, notNull: false, unique: false, autoIncrement: false, ...extra });
const doc = (...tables: SqlTable[]): SqlSchemaDocument => ({ database_name: 'db', tables });
const issues = (s: SqlSchemaDocument) => validateSqlSchema(s).map((i) => `${i.code} ${i.path}`);

describe('validateSqlSchema', () => {
  it('accepts a valid schema with single and composite keys', () => {
    const s = doc(
      { name: 'p', columns: [col('a', 'integer', { primaryKey: true }), col('b', 'integer', { primaryKey: true }), col('code', 'varchar(10)', { unique: true })] },
      { name: 'c', columns: [col('x'), col('y'), col('code', 'varchar(10)', { foreignKey: true, referencedTable: 'P', referencedColumn: 'CODE' })], foreignKeys: [{ columns: ['x', 'y'], referencedTable: 'p', referencedColumns: ['a', 'b'] }] },
    );
    expect(validateSqlSchema(s)).to.deep.equal([]);
  });

  it('names empty, over-long and duplicate names, comparing names without case', () => {
    const s: SqlSchemaDocument = { database_name: '', tables: [{ name: 'Users', columns: [col('id'), col('ID'), col(' ')] }, { name: 'users', columns: [col('x'.repeat(129))] }, { name: '', columns: [col('a', ' ')] }] };
    expect(issues(s)).to.deep.equal([
      'SQL_DATABASE_NAME_EMPTY database_name',
      'SQL_COLUMN_DUPLICATE tables[0].columns[1].name',
      'SQL_COLUMN_NAME_EMPTY tables[0].columns[2].name',
      'SQL_TABLE_DUPLICATE tables[1].name',
      'SQL_NAME_TOO_LONG tables[1].columns[0].name',
      'SQL_TABLE_NAME_EMPTY tables[2].name',
      'SQL_COLUMN_TYPE_EMPTY tables[2].columns[0].type',
    ]);
  });

  it('checks that every foreign key reaches an existing key', () => {
    const s = doc(
      { name: 'p', columns: [col('id', 'integer', { primaryKey: true }), col('plain')] },
      {
        name: 'c',
        columns: [
          col('a', 'integer', { foreignKey: true }),
          col('b', 'integer', { foreignKey: true, referencedTable: 'q', referencedColumn: 'id' }),
          col('c', 'integer', { foreignKey: true, referencedTable: 'p', referencedColumn: 'nope' }),
          col('d', 'integer', { foreignKey: true, referencedTable: 'p', referencedColumn: 'plain' }),
          col('e', 'integer', { foreignKey: false, referencedTable: 'q', referencedColumn: 'id' }),
        ],
        foreignKeys: [{ columns: ['a', 'zz'], referencedTable: 'p', referencedColumns: ['id'] }],
        uniqueConstraints: [{ columns: ['a', 'missing'] }],
      },
    );
    expect(issues(s)).to.deep.equal([
      'SQL_FK_TARGET_MISSING tables[1].columns[0].referencedTable',
      'SQL_FK_TABLE_MISSING tables[1].columns[1].referencedTable',
      'SQL_FK_COLUMN_MISSING tables[1].columns[2].referencedColumn',
      'SQL_FK_COLUMN_NOT_UNIQUE tables[1].columns[3].referencedColumn',
      'SQL_CONSTRAINT_COLUMN_MISSING tables[1].uniqueConstraints[0].columns',
      'SQL_CONSTRAINT_COLUMN_MISSING tables[1].foreignKeys[0].columns',
      'SQL_FK_COLUMN_MISSING tables[1].foreignKeys[0].referencedColumns',
    ]);
  });

  it('holds the limits: 500 tables, 200 columns a table', () => {
    const tables = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `t${i}`, columns: [col('id')] }));
    expect(SQL_SCHEMA_LIMITS).to.deep.equal({ maxTables: 500, maxColumnsPerTable: 200, maxBodyBytes: 2_097_152, maxNameLength: 128 });
    expect(issues(doc(...tables(500)))).to.deep.equal([]);
    expect(issues(doc(...tables(501)))).to.deep.equal(['SQL_TOO_MANY_TABLES tables']);
    const wide = (n: number) => doc({ name: 'w', columns: Array.from({ length: n }, (_, i) => col(`c${i}`)) });
    expect(issues(wide(200))).to.deep.equal([]);
    expect(issues(wide(201))).to.deep.equal(['SQL_TOO_MANY_COLUMNS tables[0].columns']);
  });

  it('refuses type text that is not a type', () => {
    expect(issues(doc({ name: 't', columns: [col('a', 'varchar(10'), col('b', 'int; drop table x'), col('c', 'geometry'), col('d', 'numeric(10, 2)')] }))).to.deep.equal([
      'SQL_COLUMN_TYPE_INVALID tables[0].columns[0].type',
      'SQL_COLUMN_TYPE_INVALID tables[0].columns[1].type',
    ]);
  });
});

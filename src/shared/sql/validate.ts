/**
 * The checks a schema passes before it is saved or turned into DDL (sql-workbench README, "Validation"):
 * the editor runs them as the user types, the server again on save. Every problem is returned, each with
 * a stable code and the path of the field, so the editor can mark the field and the server can answer
 * them all at once.
 */
import type { SqlSchemaDocument, SqlSchemaIssue, SqlSchemaIssueCode, SqlSchemaLimits, SqlTable } from '../../modules/sql-workbench/contract.js';
import { findColumn, isKeyOf, nameKey, SchemaLookup } from './schema-lookup.js';
import { parseSqlType } from './types.js';

export const SQL_SCHEMA_LIMITS: SqlSchemaLimits = {
  maxTables: 500,
  maxColumnsPerTable: 200,
  maxBodyBytes: 2_097_152,
  maxNameLength: 128,
};

export function validateSqlSchema(schema: SqlSchemaDocument): SqlSchemaIssue[] {
  const issues: SqlSchemaIssue[] = [];
  const add = (code: SqlSchemaIssueCode, path: string, message: string, where: { table?: string; column?: string } = {}) =>
    issues.push({ code, path, message, ...where });
  const checkName = (name: string, path: string, emptyCode: SqlSchemaIssueCode, what: string, where: { table?: string; column?: string }) => {
    if (name.trim() === '') add(emptyCode, path, `The ${what} name is empty`, where);
    else if (name.length > SQL_SCHEMA_LIMITS.maxNameLength) add('SQL_NAME_TOO_LONG', path, `The ${what} name is longer than ${SQL_SCHEMA_LIMITS.maxNameLength} characters`, where);
  };

  checkName(schema.database_name, 'database_name', 'SQL_DATABASE_NAME_EMPTY', 'database', {});
  if (schema.tables.length > SQL_SCHEMA_LIMITS.maxTables) {
    add('SQL_TOO_MANY_TABLES', 'tables', `A schema holds at most ${SQL_SCHEMA_LIMITS.maxTables} tables (${schema.tables.length} given)`);
  }

  const lookup = new SchemaLookup(schema);
  const seenTables = new Set<string>();
  schema.tables.forEach((table, t) => {
    const at = `tables[${t}]`;
    const where = { table: table.name };
    checkName(table.name, `${at}.name`, 'SQL_TABLE_NAME_EMPTY', 'table', where);
    const tableKey = nameKey(table.name);
    if (tableKey !== '') {
      if (seenTables.has(tableKey)) add('SQL_TABLE_DUPLICATE', `${at}.name`, `Another table is already named "${table.name}"`, where);
      seenTables.add(tableKey);
    }
    if (table.columns.length > SQL_SCHEMA_LIMITS.maxColumnsPerTable) {
      add('SQL_TOO_MANY_COLUMNS', `${at}.columns`, `A table holds at most ${SQL_SCHEMA_LIMITS.maxColumnsPerTable} columns (${table.columns.length} given)`, where);
    }
    const seenColumns = new Set<string>();
    table.columns.forEach((column, c) => {
      const cat = `${at}.columns[${c}]`;
      const cwhere = { table: table.name, column: column.name };
      checkName(column.name, `${cat}.name`, 'SQL_COLUMN_NAME_EMPTY', 'column', cwhere);
      const columnKey = nameKey(column.name);
      if (columnKey !== '') {
        if (seenColumns.has(columnKey)) add('SQL_COLUMN_DUPLICATE', `${cat}.name`, `Table "${table.name}" already has a column named "${column.name}"`, cwhere);
        seenColumns.add(columnKey);
      }
      if (column.type.trim() === '') add('SQL_COLUMN_TYPE_EMPTY', `${cat}.type`, 'The column has no type', cwhere);
      else if (!parseSqlType(column.type)) add('SQL_COLUMN_TYPE_INVALID', `${cat}.type`, `"${column.type}" is not a column type`, cwhere);
      if (column.foreignKey) checkSingleForeignKey(table, t, c, lookup, add);
    });
    checkTableConstraints(table, t, lookup, add);
  });
  return issues;
}

type Add = (code: SqlSchemaIssueCode, path: string, message: string, where?: { table?: string; column?: string }) => void;

function checkSingleForeignKey(table: SqlTable, t: number, c: number, lookup: SchemaLookup, add: Add) {
  const column = table.columns[c];
  if (!column) return;
  const cat = `tables[${t}].columns[${c}]`;
  const where = { table: table.name, column: column.name };
  const refTable = column.referencedTable?.trim() ?? '';
  const refColumn = column.referencedColumn?.trim() ?? '';
  if (refTable === '' || refColumn === '') {
    add('SQL_FK_TARGET_MISSING', `${cat}.${refTable === '' ? 'referencedTable' : 'referencedColumn'}`, 'A foreign key needs the table and the column it references', where);
    return;
  }
  const target = lookup.table(refTable);
  if (!target) {
    add('SQL_FK_TABLE_MISSING', `${cat}.referencedTable`, `No table is named "${refTable}"`, where);
    return;
  }
  if (!findColumn(target, refColumn)) {
    add('SQL_FK_COLUMN_MISSING', `${cat}.referencedColumn`, `Table "${target.name}" has no column "${refColumn}"`, where);
    return;
  }
  if (!isKeyOf(target, [refColumn])) {
    add('SQL_FK_COLUMN_NOT_UNIQUE', `${cat}.referencedColumn`, `"${target.name}"."${refColumn}" is neither the primary key nor unique`, where);
  }
}

function checkTableConstraints(table: SqlTable, t: number, lookup: SchemaLookup, add: Add) {
  const where = { table: table.name };
  (table.uniqueConstraints ?? []).forEach((unique, u) => {
    for (const name of unique.columns) {
      if (!findColumn(table, name)) add('SQL_CONSTRAINT_COLUMN_MISSING', `tables[${t}].uniqueConstraints[${u}].columns`, `Table "${table.name}" has no column "${name}"`, where);
    }
  });
  (table.foreignKeys ?? []).forEach((fk, f) => {
    const at = `tables[${t}].foreignKeys[${f}]`;
    for (const name of fk.columns) {
      if (!findColumn(table, name)) add('SQL_CONSTRAINT_COLUMN_MISSING', `${at}.columns`, `Table "${table.name}" has no column "${name}"`, where);
    }
    const target = lookup.table(fk.referencedTable);
    if (!target) {
      add('SQL_FK_TABLE_MISSING', `${at}.referencedTable`, `No table is named "${fk.referencedTable}"`, where);
      return;
    }
    if (fk.referencedColumns.length !== fk.columns.length || fk.columns.length === 0) {
      add('SQL_FK_COLUMN_MISSING', `${at}.referencedColumns`, 'A foreign key references as many columns as it has', where);
      return;
    }
    const missing = fk.referencedColumns.filter((n) => !findColumn(target, n));
    for (const name of missing) add('SQL_FK_COLUMN_MISSING', `${at}.referencedColumns`, `Table "${target.name}" has no column "${name}"`, where);
    if (missing.length === 0 && !isKeyOf(target, fk.referencedColumns)) {
      add('SQL_FK_COLUMN_NOT_UNIQUE', `${at}.referencedColumns`, `(${fk.referencedColumns.join(', ')}) of "${target.name}" is neither the primary key nor unique`, where);
    }
  });
}

import type { Draft } from './draft';
import type { SqlSchemaIssue } from './sql-designer.types';

/** Where the editor shows an issue: the field of a table or column, by the draft's keys. */
export type FieldKey = string;

export const databaseField: FieldKey = 'database_name';
export const tableField = (tableKey: string, field: 'name' | 'columns' | 'constraints'): FieldKey => `${tableKey}:${field}`;
export const columnField = (tableKey: string, columnKey: string, field: string): FieldKey => `${tableKey}:${columnKey}:${field}`;

/** The codes shown only once the user tried to save: a field just added is empty, not wrong. */
const EMPTY_CODES = new Set(['SQL_DATABASE_NAME_EMPTY', 'SQL_TABLE_NAME_EMPTY', 'SQL_COLUMN_NAME_EMPTY', 'SQL_COLUMN_TYPE_EMPTY', 'SQL_FK_TARGET_MISSING']);

export interface PlacedIssue {
  readonly issue: SqlSchemaIssue;
  readonly field: FieldKey;
  /** The table it concerns, if any (to select it from the problem list). */
  readonly tableKey: string | null;
}

const PATH = /^tables\[(\d+)\](?:\.columns\[(\d+)\]\.(\w+)|\.(name|columns)|\.(uniqueConstraints|foreignKeys)\[\d+\]\.\w+)?$/;

/**
 * Reads an issue's path (`tables[3].columns[0].referencedColumn`) against the draft it was computed
 * from: the tables and columns are in the same order in both.
 */
export function placeIssues(draft: Draft, issues: readonly SqlSchemaIssue[]): PlacedIssue[] {
  return issues.map((issue) => {
    if (issue.path === 'database_name' || issue.path === 'tables') return { issue, field: databaseField, tableKey: null };
    const match = PATH.exec(issue.path);
    const table = match ? draft.tables[Number(match[1])] : undefined;
    if (!match || !table) return { issue, field: databaseField, tableKey: null };
    if (match[2] !== undefined) {
      const column = table.columns[Number(match[2])];
      return { issue, field: column ? columnField(table.key, column.key, match[3]!) : tableField(table.key, 'columns'), tableKey: table.key };
    }
    if (match[4]) return { issue, field: tableField(table.key, match[4] as 'name' | 'columns'), tableKey: table.key };
    return { issue, field: tableField(table.key, 'constraints'), tableKey: table.key };
  });
}

/** The issues to show now: all of them after a save attempt, otherwise those that are more than an empty field. */
export function visibleIssues(placed: readonly PlacedIssue[], showAll: boolean): PlacedIssue[] {
  return showAll ? [...placed] : placed.filter(({ issue }) => !EMPTY_CODES.has(issue.code));
}

export function issuesByField(placed: readonly PlacedIssue[]): Map<FieldKey, SqlSchemaIssue[]> {
  const map = new Map<FieldKey, SqlSchemaIssue[]>();
  for (const { issue, field } of placed) map.set(field, [...(map.get(field) ?? []), issue]);
  return map;
}

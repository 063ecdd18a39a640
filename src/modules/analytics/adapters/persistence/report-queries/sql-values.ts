/** node-postgres returns bigint and numeric as strings, PGlite as numbers or bigints: one conversion for all. */
export const num = (value: unknown): number => (value === null || value === undefined ? 0 : Number(value));

/** `date` columns are read as text (`day::text`) so no driver turns them into local-midnight Dates. */
export const utcDay = (day: string): Date => new Date(`${day}T00:00:00.000Z`);

export const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(String(value)));

export interface Rows<T> {
  rows: T[];
}

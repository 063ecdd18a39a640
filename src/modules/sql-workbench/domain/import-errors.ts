import { DomainError } from '../../../shared/index.js';
import type { SqlImportErrorDetails } from '../contract.js';

/** The first error of a text that does not parse: 1-based line and column, and the parser's own words. */
export function importParseError(details: SqlImportErrorDetails): DomainError {
  return new DomainError('validation', 'SQL_IMPORT_PARSE_ERROR', `Line ${details.line}, column ${details.column}: ${details.message}`, { ...details });
}

export const importEmpty = () => new DomainError('validation', 'SQL_IMPORT_EMPTY', 'The text defines no table');

/** Line and column (1-based) of a 0-based character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * The analysis calls' own refusals (module README, "Analyzer and index advice"); the page translates the
 * code, the message is English for logs and API clients.
 */
import { DomainError } from '../../../../shared/index.js';
import type { ParseError } from '../../domain/analyzer/statement.js';

export const analyzeParseError = (error: ParseError) =>
  new DomainError('validation', 'SQL_ANALYZE_PARSE_ERROR', `Line ${error.line}, column ${error.column}: ${error.message}`, { line: error.line, column: error.column, message: error.message });

export const analyzeSeveralStatements = (count: number, lines: number[]) =>
  new DomainError('validation', 'SQL_ANALYZE_SEVERAL_STATEMENTS', `The text holds ${count} statements: the analysis reads one at a time`, { count, lines });

export const analyzeEmpty = () => new DomainError('validation', 'SQL_ANALYZE_EMPTY', 'There is no statement to analyse: the text is blank or comments only');

/** The parser's tree held a node the statement model has no reading for (a parser upgrade, a rare form). */
export const analyzeUnsupported = (why: string) =>
  new DomainError('validation', 'SQL_ANALYZE_UNSUPPORTED', `This statement cannot be analysed: ${why}`, { why });

/** DDL and statements such as SET or SHOW: the servers have no plan for them, so no index can be weighed either. */
export const planNotAvailable = (type: string) =>
  new DomainError('validation', 'SQL_PLAN_NOT_AVAILABLE', `A ${type === 'ddl' ? 'schema change' : 'statement of this kind'} has no plan`, { queryType: type });

/** EXPLAIN ANALYZE runs the statement: only read queries may (the terminal's read-only rule). */
export const analyzeNeedsReadQuery = () =>
  new DomainError('validation', 'SQL_READ_ONLY_VIOLATION', 'EXPLAIN ANALYZE runs the statement: it is offered for read queries only');

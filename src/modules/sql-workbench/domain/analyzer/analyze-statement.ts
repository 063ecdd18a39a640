import { complexityOf, type Complexity } from './complexity.js';
import { candidatesFrom, type IndexCandidate } from './index-candidates.js';
import { LINT_RULES, lint, type LintFinding } from './lint-rules.js';
import { dmlStatements, RuleContext } from './rule-context.js';
import type { AnalyzerSchema } from './schema-snapshot.js';
import { isCte } from './scope.js';
import type { CommonTableExpression, SqlDialect, Statement, StatementType, TableSource } from './statement.js';

export type TableAccess = 'read' | 'write' | 'read-write';

export interface AffectedTable {
  schema: string | null;
  name: string;
  access: TableAccess;
}

export type AnalysisWarningCode = 'ANALYZER_WRITES_DATA' | 'ANALYZER_CHANGES_SCHEMA' | 'ANALYZER_NOT_ANALYSED' | 'ANALYZER_SCHEMA_MISSING' | 'ANALYZER_TABLE_UNKNOWN';

/** What the analysis could not do or what the user should know before running the statement. */
export interface AnalysisWarning {
  code: AnalysisWarningCode;
  message: string;
}

export interface StatementAnalysis {
  dialect: SqlDialect;
  queryType: StatementType;
  tables: AffectedTable[];
  complexity: Complexity;
  warnings: AnalysisWarning[];
  findings: LintFinding[];
  indexCandidates: IndexCandidate[];
}

/**
 * The analysis of one parsed statement (docs/product.md §5.6, query metrics: query type, complexity,
 * affected tables, warnings; the module README, "Query analysis", lists the rules). Pure: the catalogue,
 * when given, is the explorer's snapshot of the connection, read and never fetched here.
 */
export function analyzeStatement(statement: Statement, dialect: SqlDialect, schema: AnalyzerSchema | null = null): StatementAnalysis {
  const context = new RuleContext(statement, dialect, schema);
  const findings = lint(context);
  const tables = affectedTables(context);
  const correlated = findings.filter((f) => f.ruleId === 'correlated-subquery-in-select').length;
  return {
    dialect,
    queryType: statement.type,
    tables,
    complexity: complexityOf(context, correlated),
    warnings: warningsOf(context, tables),
    findings,
    indexCandidates: statement.type === 'ddl' || statement.type === 'other' ? [] : candidatesFrom(context),
  };
}

/** Written tables first, then the others in the order the text names them. */
function affectedTables(context: RuleContext): AffectedTable[] {
  const found = new Map<string, AffectedTable & { position: number }>();
  const note = (source: TableSource, access: 'read' | 'write', position: number) => {
    if (isCte(source, context.ctes)) return;
    const key = `${source.schema ?? ''}.${source.name}`.toLowerCase();
    const previous = found.get(key);
    if (!previous) found.set(key, { schema: source.schema, name: source.name, access, position });
    else {
      if (previous.access !== access) previous.access = 'read-write';
      previous.position = Math.min(previous.position, position);
    }
  };
  const statement = context.statement;
  const writes = new Set<TableSource>();
  const visitWrites = (s: Statement) => {
    if (s.type === 'insert') writes.add(s.table);
    if (s.type === 'update' || s.type === 'delete') for (const t of s.targets) writes.add(t);
    if (s.type === 'ddl') for (const t of s.tables) writes.add(t);
    for (const cte of ctesOf(s)) if ('type' in cte.body) visitWrites(cte.body);
  };
  visitWrites(statement);
  for (const table of writes) note(table, 'write', -1);
  const items = [...context.scopes.flatMap((scope) => scope.query.from), ...dmlStatements(statement).flatMap((dml) => dml.from)];
  for (const item of items) {
    if (item.source.kind === 'table' && !writes.has(item.source)) note(item.source, 'read', item.loc?.offset ?? Number.MAX_SAFE_INTEGER);
  }
  return [...found.values()].sort((a, b) => a.position - b.position).map(({ schema, name, access }) => ({ schema, name, access }));
}

function ctesOf(s: Statement): CommonTableExpression[] {
  if (s.type === 'select') return s.query.kind === 'values' ? [] : s.query.with;
  return 'with' in s ? s.with : [];
}

const SCHEMA_RULES = LINT_RULES.filter((r) => r.needsSchema).map((r) => r.id);

function warningsOf(context: RuleContext, tables: AffectedTable[]): AnalysisWarning[] {
  const warnings: AnalysisWarning[] = [];
  const statement = context.statement;
  const written = tables.filter((t) => t.access !== 'read').map((t) => t.name);
  if (statement.type === 'ddl' && statement.action === 'TRUNCATE') {
    warnings.push({ code: 'ANALYZER_WRITES_DATA', message: `TRUNCATE empties ${written.join(', ')}: it runs only in write mode.` });
  } else if (statement.type === 'ddl') {
    warnings.push({ code: 'ANALYZER_CHANGES_SCHEMA', message: `${statement.action} changes the database's structure${written.length ? ` (${written.join(', ')})` : ''}: it runs only in write mode.` });
  } else if (written.length > 0) {
    warnings.push({ code: 'ANALYZER_WRITES_DATA', message: `The statement changes rows of ${written.join(', ')}: it runs only in write mode, and a dry run rolls it back.` });
  }
  if (statement.type === 'other') {
    warnings.push({ code: 'ANALYZER_NOT_ANALYSED', message: `${statement.action} is not a query: no rule reads it.` });
  }
  if (!context.lookup.present) {
    warnings.push({ code: 'ANALYZER_SCHEMA_MISSING', message: `Without the connection's catalogue these rules were skipped: ${SCHEMA_RULES.join(', ')}.` });
  } else {
    const unknown = tables.filter((t) => !context.lookup.table(t) && !(statement.type === 'ddl' && statement.action.startsWith('CREATE')));
    if (unknown.length > 0) {
      warnings.push({ code: 'ANALYZER_TABLE_UNKNOWN', message: `Not in the connection's catalogue: ${unknown.map((t) => t.name).join(', ')}.` });
    }
  }
  return warnings;
}

import type { IndexAdvice, IndexAdviceRequest, IndexCandidate } from '../../../application/ports/database-inspector.port.js';
import { quoteName } from './inspection-session.js';

/** The statement a user runs to add the index while the table stays readable and writable (InnoDB online DDL). */
export function addIndexStatement(candidate: IndexCandidate): string {
  const table = candidate.schema === null ? quoteName(candidate.table) : `${quoteName(candidate.schema)}.${quoteName(candidate.table)}`;
  return `ALTER TABLE ${table} ADD INDEX (${candidate.columns.map(quoteName).join(', ')}), ALGORITHM=INPLACE, LOCK=NONE;`;
}

const HOW_TO_CHECK =
  'MySQL and MariaDB cannot plan with a hypothetical index, so these candidates are not verified: add one on a copy of the database (or a replica out of service), run ANALYZE TABLE, and compare EXPLAIN FORMAT=JSON before and after.';

/** MySQL and MariaDB have no hypothetical indexes: the candidates come back unverified, with their statements. */
export function adviseIndexesMysql(request: IndexAdviceRequest): IndexAdvice {
  return {
    verification: 'unverified',
    reason: 'engine-unsupported',
    howToEnable: HOW_TO_CHECK,
    candidates: request.candidates.map((candidate) => ({ ...candidate, createStatement: addIndexStatement(candidate) })),
  };
}

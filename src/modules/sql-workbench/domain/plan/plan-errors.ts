import { DomainError } from '../../../../shared/index.js';

/** The text given as a plan is not an EXPLAIN (FORMAT JSON) answer this module can read. */
export const planUnreadable = (engine: string, why: string): DomainError =>
  new DomainError('validation', 'SQL_PLAN_UNREADABLE', `Not a ${engine} JSON plan: ${why}`, { engine, why });

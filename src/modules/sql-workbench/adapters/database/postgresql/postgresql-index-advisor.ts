import type pg from 'pg';
import {
  VERIFIED_INDEX_MIN_COST_REDUCTION,
  type IndexAdvice,
  type IndexAdviceRequest,
  type IndexCandidate,
  type UnverifiedReason,
  type VerifiedCandidate,
} from '../../../application/ports/database-inspector.port.js';
import { round2 } from '../usage-figures.js';
import { extendedQuery, extendedQueryRaw, inRolledBackTransaction, inspectionError, quoteIdent, underSavepoint } from './inspection-session.js';

/** The statement a user runs to build the index without blocking writes to the table. */
export function createIndexStatement(candidate: IndexCandidate): string {
  const table = candidate.schema === null ? quoteIdent(candidate.table) : `${quoteIdent(candidate.schema)}.${quoteIdent(candidate.table)}`;
  return `CREATE INDEX CONCURRENTLY ON ${table} (${candidate.columns.map(quoteIdent).join(', ')});`;
}

const HOW_TO_ENABLE: Record<Exclude<UnverifiedReason, 'engine-unsupported'>, (major: string) => string> = {
  'hypopg-not-installed': (major) =>
    `Install HypoPG on the database server (Debian and Ubuntu: apt-get install postgresql-${major}-hypopg; most managed services list it among their extensions), then run CREATE EXTENSION hypopg; as a user allowed to create extensions.`,
  'hypopg-not-permitted': () =>
    'HypoPG is installed on the server but this user may not enable it: run CREATE EXTENSION hypopg; once as the database owner or a superuser.',
};

export function unverifiedAdvice(reason: Exclude<UnverifiedReason, 'engine-unsupported'>, major: string, candidates: IndexCandidate[]): IndexAdvice {
  return {
    verification: 'unverified',
    reason,
    howToEnable: HOW_TO_ENABLE[reason](major),
    candidates: candidates.map((candidate) => ({ ...candidate, createStatement: createIndexStatement(candidate) })),
  };
}

interface Plan {
  plan: unknown;
  totalCost: number;
}

function totalCostOf(plan: unknown): number {
  const root = (plan as Array<{ Plan?: { 'Total Cost'?: unknown } }> | null)?.[0]?.Plan?.['Total Cost'];
  if (typeof root !== 'number') throw new Error('EXPLAIN answered without a total cost');
  return root;
}

/** Whether a node of the plan reads the index of that name (scans name it in "Index Name"). */
export function planUsesIndex(node: unknown, indexName: string): boolean {
  if (Array.isArray(node)) return node.some((child) => planUsesIndex(child, indexName));
  if (node === null || typeof node !== 'object') return false;
  return Object.entries(node).some(([key, value]) => (key === 'Index Name' ? value === indexName : planUsesIndex(value, indexName)));
}

async function planOf(client: pg.Client, sql: string): Promise<Plan> {
  const rows = await extendedQueryRaw(client, `EXPLAIN (FORMAT JSON) ${sql}`);
  const plan = JSON.parse(rows[0]?.[0] ?? 'null') as unknown;
  return { plan, totalCost: totalCostOf(plan) };
}

type HypopgState = { ready: true; schema: string; version: string } | { ready: false; reason: Exclude<UnverifiedReason, 'engine-unsupported'> };

/**
 * HypoPG as installed, or enabled inside the advice's transaction when the server has the package and
 * the user may create it: the rollback at the end takes it away again, so the user's database is left
 * as it was.
 */
async function prepareHypopg(client: pg.Client): Promise<HypopgState> {
  const state = await extendedQuery<{ schema: string | null; installed: string | null; available: string | null }>(
    client,
    `SELECT (SELECT n.nspname FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace WHERE e.extname = 'hypopg') AS schema,
            (SELECT extversion FROM pg_extension WHERE extname = 'hypopg') AS installed,
            (SELECT default_version FROM pg_available_extensions WHERE name = 'hypopg') AS available`,
  );
  const row = state.rows[0];
  if (row?.schema && row.installed) return { ready: true, schema: row.schema, version: row.installed };
  if (!row?.available) return { ready: false, reason: 'hypopg-not-installed' };
  const created = await underSavepoint(client, () => client.query('CREATE EXTENSION hypopg'));
  if ('error' in created) return { ready: false, reason: 'hypopg-not-permitted' };
  return prepareHypopg(client);
}

interface Hypothetical {
  indexrelid: number;
  indexname: string;
}

async function tryCandidate(client: pg.Client, hypopg: string, sql: string, before: Plan, candidate: IndexCandidate): Promise<VerifiedCandidate> {
  const createStatement = createIndexStatement(candidate);
  const invalid = (error: string): VerifiedCandidate => ({
    ...candidate,
    verdict: 'invalid',
    createStatement,
    costAfter: null,
    costReductionPercent: null,
    estimatedSizeBytes: null,
    planAfter: null,
    error,
  });
  if (candidate.columns.length === 0) return invalid('A candidate index needs at least one column');
  const definition = createStatement.replace('CREATE INDEX CONCURRENTLY', 'CREATE INDEX');
  const outcome = await underSavepoint(client, async () => {
    const made = await extendedQuery<Hypothetical>(client, `SELECT indexrelid, indexname FROM ${hypopg}.hypopg_create_index($1)`, [definition]);
    const index = made.rows[0];
    if (!index) throw new Error('HypoPG created no index');
    const size = await extendedQuery<{ bytes: string }>(client, `SELECT ${hypopg}.hypopg_relation_size($1)::text AS bytes`, [index.indexrelid]);
    const after = await planOf(client, sql);
    return { index, after, sizeBytes: Number(size.rows[0]?.bytes ?? 0) };
  });
  // Hypothetical indexes live in the session, not the transaction: each candidate is planned alone.
  await extendedQuery(client, `SELECT ${hypopg}.hypopg_reset()`);
  if ('error' in outcome) {
    // A timeout is the query's own problem, not the candidate's: it ends the whole advice.
    if ((outcome.error as { code?: unknown }).code === '57014') throw outcome.error;
    return invalid(outcome.error instanceof Error ? outcome.error.message : String(outcome.error));
  }
  const { index, after, sizeBytes } = outcome.value;
  const used = planUsesIndex(after.plan, index.indexname);
  const reduction = before.totalCost > 0 ? (before.totalCost - after.totalCost) / before.totalCost : 0;
  const verdict = !used ? 'not-used' : reduction >= VERIFIED_INDEX_MIN_COST_REDUCTION ? 'suggested' : 'too-small-gain';
  return {
    ...candidate,
    verdict,
    createStatement,
    costAfter: after.totalCost,
    costReductionPercent: round2(reduction * 100),
    estimatedSizeBytes: sizeBytes,
    planAfter: after.plan,
    error: null,
  };
}

/**
 * Verified index advice: each candidate alone as a hypothetical index (HypoPG), the query planned again,
 * and a suggestion only where the planner uses it and the cost falls enough. Nothing is built and
 * nothing stays: the hypothetical indexes live in this session only and the transaction is rolled back.
 */
export async function adviseIndexesPostgresql(client: pg.Client, request: IndexAdviceRequest, statementTimeoutMs: number): Promise<IndexAdvice> {
  try {
    return await inRolledBackTransaction(client, 'read write', statementTimeoutMs, async () => {
      const hypopg = await prepareHypopg(client);
      if (!hypopg.ready) {
        const major = await extendedQuery<{ major: string }>(client, `SELECT (current_setting('server_version_num')::int / 10000)::text AS major`);
        return unverifiedAdvice(hypopg.reason, major.rows[0]?.major ?? '', request.candidates);
      }
      // From here on nothing needs to write: the user's query is only planned.
      await client.query('SET LOCAL transaction_read_only = on');
      const schema = quoteIdent(hypopg.schema);
      await extendedQuery(client, `SELECT ${schema}.hypopg_reset()`);
      const before = await planOf(client, request.sql);
      const candidates: VerifiedCandidate[] = [];
      for (const candidate of request.candidates) candidates.push(await tryCandidate(client, schema, request.sql, before, candidate));
      const suggestions = candidates
        .filter((candidate) => candidate.verdict === 'suggested')
        .sort((a, b) => (b.costReductionPercent ?? 0) - (a.costReductionPercent ?? 0));
      return {
        verification: 'verified',
        hypopgVersion: hypopg.version,
        costBefore: before.totalCost,
        planBefore: before.plan,
        candidates,
        suggestions,
      };
    });
  } catch (error) {
    throw inspectionError(error, statementTimeoutMs);
  }
}

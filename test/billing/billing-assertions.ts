import { DomainError } from '../../src/shared/index.js';
import type { BillingHarness } from '../support/billing/billing-harness.js';

/** The DomainError code a call ends with, or 'resolved' (so a missing refusal fails the assertion). */
export async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
    return 'resolved';
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
}

export async function countRows(h: BillingHarness, table: string, where: Record<string, unknown>): Promise<number> {
  const rows = (await h.db.knex(table).where(where).count({ c: '*' })) as { c: string | number }[];
  return Number(rows[0]!.c);
}

export async function userRow(h: BillingHarness, id: string): Promise<Record<string, unknown>> {
  return (await h.db.knex('identity_users').where({ id }).first()) as Record<string, unknown>;
}

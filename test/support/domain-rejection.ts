import { DomainError } from '../../src/shared/index.js';

/** The DomainError a promise rejects with; fails when it resolves or rejects with anything else. */
export async function domainRejection(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError rejection');
}

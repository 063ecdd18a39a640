import { DomainError } from '../../../shared/index.js';

/** The DomainError a use case refused with; any other outcome fails the spec. */
export async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/domain-error.js';
import type { ApiEnvironment, SaveEnvironmentRequest } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { environmentView, storedVariablesOf, type SecretSealer } from '../../domain/api-hub/environment.js';
import type { EnvironmentRepository } from '../ports/api-hub.repositories.port.js';

export const environmentNotFound = (): DomainError => new DomainError('not_found', 'DEVTOOLS_ENVIRONMENT_NOT_FOUND', 'No such environment');

/** Replaces an environment of the user; a secret sent empty with `hasValue` keeps its stored value. */
@injectable()
export class UpdateEnvironment {
  constructor(
    @inject(DEVTOOLS.EnvironmentRepository) private readonly environments: EnvironmentRepository,
    @inject(DEVTOOLS.EnvironmentSecretBox) private readonly box: SecretSealer,
  ) {}

  async execute(ownerId: string, id: string, form: SaveEnvironmentRequest): Promise<ApiEnvironment> {
    const existing = await this.environments.find(id, ownerId);
    if (!existing) throw environmentNotFound();
    const variables = storedVariablesOf(id, form.variables, existing.variables, this.box);
    const updated = await this.environments.update(id, { ownerId, name: form.name, variables });
    if (!updated) throw environmentNotFound();
    return environmentView(updated);
  }
}

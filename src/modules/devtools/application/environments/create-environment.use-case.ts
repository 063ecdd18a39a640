import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/domain-error.js';
import type { ApiEnvironment, SaveEnvironmentRequest } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { API_HUB_LIMITS } from '../../domain/api-hub/api-hub-limits.js';
import { environmentView, storedVariablesOf, type SecretSealer } from '../../domain/api-hub/environment.js';
import type { EnvironmentRepository } from '../ports/api-hub.repositories.port.js';

export const environmentLimitReached = (): DomainError =>
  new DomainError('conflict', 'DEVTOOLS_ENVIRONMENT_LIMIT', `At most ${API_HUB_LIMITS.environmentsPerOwner} environments`, { limit: API_HUB_LIMITS.environmentsPerOwner });

/** A new environment, its secrets sealed for its id (chosen here, before the insert). */
@injectable()
export class CreateEnvironment {
  constructor(
    @inject(DEVTOOLS.EnvironmentRepository) private readonly environments: EnvironmentRepository,
    @inject(DEVTOOLS.EnvironmentSecretBox) private readonly box: SecretSealer,
  ) {}

  async execute(ownerId: string, form: SaveEnvironmentRequest): Promise<ApiEnvironment> {
    const id = randomUUID();
    const variables = storedVariablesOf(id, form.variables, [], this.box);
    const created = await this.environments.create(id, { ownerId, name: form.name, variables }, API_HUB_LIMITS.environmentsPerOwner);
    if (!created) throw environmentLimitReached();
    return environmentView(created);
  }
}

import { inject, injectable } from 'inversify';
import type { ApiEnvironment } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { environmentView } from '../../domain/api-hub/environment.js';
import type { EnvironmentRepository } from '../ports/api-hub.repositories.port.js';

/** The user's environments by name, secret values left out (devtools README, "API testing hub"). */
@injectable()
export class ListEnvironments {
  constructor(@inject(DEVTOOLS.EnvironmentRepository) private readonly environments: EnvironmentRepository) {}

  async execute(ownerId: string): Promise<ApiEnvironment[]> {
    return (await this.environments.listForOwner(ownerId)).map(environmentView);
  }
}

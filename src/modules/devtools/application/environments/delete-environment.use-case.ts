import { inject, injectable } from 'inversify';
import { DEVTOOLS } from '../../devtools.tokens.js';
import type { EnvironmentRepository } from '../ports/api-hub.repositories.port.js';
import { environmentNotFound } from './update-environment.use-case.js';

@injectable()
export class DeleteEnvironment {
  constructor(@inject(DEVTOOLS.EnvironmentRepository) private readonly environments: EnvironmentRepository) {}

  async execute(ownerId: string, id: string): Promise<void> {
    if (!(await this.environments.delete(id, ownerId))) throw environmentNotFound();
  }
}

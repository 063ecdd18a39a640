import { inject, injectable } from 'inversify';
import { fromStored, type UserPreferences } from '../../domain/user-preferences.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';

@injectable()
export class GetUserPreferences {
  constructor(@inject(IDENTITY.UserPreferencesRepository) private readonly repository: UserPreferencesRepository) {}

  async execute(userId: string): Promise<UserPreferences> {
    return fromStored(await this.repository.find(userId));
  }
}

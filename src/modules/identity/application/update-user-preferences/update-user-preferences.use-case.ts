import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { fromStored, preferencesPatch, type UserPreferences } from '../../domain/user-preferences.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';

@injectable()
export class UpdateUserPreferences {
  constructor(
    @inject(IDENTITY.UserPreferencesRepository) private readonly repository: UserPreferencesRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  /** `input` is the request body as received: the domain validates it field by field. */
  async execute(userId: string, input: unknown): Promise<UserPreferences> {
    const patch = preferencesPatch(input);
    return fromStored(await this.repository.merge(userId, patch, this.clock.now()));
  }
}

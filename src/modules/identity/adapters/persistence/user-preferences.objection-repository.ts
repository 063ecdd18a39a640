import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { UserPreferencesRepository } from '../../application/ports/user-preferences.repository.port.js';
import type { PreferencesPatch, StoredPreferences } from '../../domain/user-preferences.js';
import { UserPreferencesModel } from './user-preferences.model.js';

@injectable()
export class UserPreferencesObjectionRepository implements UserPreferencesRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  async find(userId: string): Promise<StoredPreferences | null> {
    const row = await UserPreferencesModel.query(this.db.executor()).findById(userId);
    return row ? asRecord(row.preferences) : null;
  }

  async merge(userId: string, patch: PreferencesPatch, at: Date): Promise<StoredPreferences> {
    const knex = this.db.executor();
    // jsonb `||` replaces top-level keys inside the upsert itself: no read-modify-write window in
    // which a concurrent save of another field could be lost.
    const [row] = await knex(UserPreferencesModel.tableName)
      .insert({ user_id: userId, preferences: JSON.stringify(patch), updated_at: at })
      .onConflict('user_id')
      .merge({
        preferences: knex.raw('?? || excluded.preferences', [`${UserPreferencesModel.tableName}.preferences`]),
        updated_at: knex.raw('excluded.updated_at'),
      })
      .returning('preferences');
    return asRecord((row as { preferences: unknown }).preferences);
  }

  async deleteForUser(userId: string): Promise<boolean> {
    return (await UserPreferencesModel.query(this.db.executor()).deleteById(userId)) > 0;
  }
}

/** node-postgres parses jsonb; a driver that hands back text is read the same way. */
function asRecord(value: unknown): StoredPreferences {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as StoredPreferences) : {};
}

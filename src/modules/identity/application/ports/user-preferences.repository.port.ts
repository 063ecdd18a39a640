import type { PreferencesPatch, StoredPreferences } from '../../domain/user-preferences.js';

export interface UserPreferencesRepository {
  /** What the user saved, or null if they never saved anything. */
  find(userId: string): Promise<StoredPreferences | null>;
  /**
   * Writes the given fields over the stored ones in one statement (creating the row if needed) and
   * returns everything now stored. Two concurrent updates of different fields both survive.
   */
  merge(userId: string, patch: PreferencesPatch, at: Date): Promise<StoredPreferences>;
  /** Account deletion: removes the user's preferences; false when there were none. */
  deleteForUser(userId: string): Promise<boolean>;
}

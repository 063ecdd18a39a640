import { Model } from 'objection';

export class UserPreferencesModel extends Model {
  static override tableName = 'identity_user_preferences';
  static override idColumn = 'user_id';

  user_id!: string;
  preferences!: Record<string, unknown>;
  updated_at!: Date;
}

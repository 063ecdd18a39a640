import { Model } from 'objection';

export class ExclusionModel extends Model {
  static override tableName = 'analytics_exclusions';

  id!: string;
  site_id!: string;
  type!: string;
  value!: string;
  label!: string | null;
  created_at!: Date;
}

import { Model } from 'objection';

export class AnalyticsSiteModel extends Model {
  static override tableName = 'analytics_sites';

  id!: string;
  user_id!: string;
  name!: string;
  url!: string;
  host!: string;
  tracking_enabled!: boolean;
  respect_dnt!: boolean;
  retention_days!: number;
  created_at!: Date;
  updated_at!: Date;
}

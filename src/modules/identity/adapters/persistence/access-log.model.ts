import { Model } from 'objection';

export class AccessLogModel extends Model {
  static override tableName = 'identity_access_log';

  id!: string;
  path!: string;
  type!: string;
  user_id!: string | null;
  ip_hash!: string;
  occurred_at!: Date;
  received_at!: Date;
}

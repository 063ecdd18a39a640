import { Model } from 'objection';

export class AuditRunModel extends Model {
  static override tableName = 'audits_runs';

  id!: string;
  user_id!: string;
  type!: string;
  url!: string;
  crawl!: boolean;
  status!: string;
  progress!: number;
  stage!: string;
  score!: number | null;
  result!: unknown;
  error!: unknown;
  created_at!: Date;
  started_at!: Date | null;
  finished_at!: Date | null;
}

import { Model } from 'objection';

export class MailOutboxModel extends Model {
  static override tableName = 'mail_outbox';

  id!: string;
  to_address!: string;
  subject!: string;
  text_body!: string;
  html_body!: string | null;
  template!: string | null;
  locale!: string | null;
  created_at!: Date;
  sent_at!: Date | null;
}

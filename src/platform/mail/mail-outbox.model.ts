import { Model } from 'objection';

export class MailOutboxModel extends Model {
  static override tableName = 'mail_outbox';
  static override jsonAttributes = ['headers'];

  id!: string;
  to_address!: string;
  subject!: string;
  text_body!: string;
  html_body!: string | null;
  template!: string | null;
  locale!: string | null;
  headers!: Record<string, string>;
  created_at!: Date;
  sent_at!: Date | null;
}

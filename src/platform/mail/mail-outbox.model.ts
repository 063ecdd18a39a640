import { Model } from 'objection';

export class MailOutboxModel extends Model {
  static override tableName = 'mail_outbox';
  static override jsonAttributes = ['headers', 'attachments'];

  id!: string;
  to_address!: string;
  subject!: string;
  text_body!: string;
  html_body!: string | null;
  template!: string | null;
  locale!: string | null;
  headers!: Record<string, string>;
  attachments!: { filename: string; contentType: string; size: number }[];
  created_at!: Date;
  sent_at!: Date | null;
}

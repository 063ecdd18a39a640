import { Model } from 'objection';

export class ContactMessageModel extends Model {
  static override tableName = 'outreach_contact_messages';

  id!: string;
  name!: string;
  email!: string;
  subject!: string;
  message!: string;
  user_id!: string | null;
  ip_hash!: string;
  priority!: boolean;
  created_at!: Date;
}

export class FeedbackModel extends Model {
  static override tableName = 'outreach_feedback';

  id!: string;
  type!: string;
  title!: string;
  description!: string;
  rating!: number;
  email!: string | null;
  user_id!: string | null;
  ip_hash!: string;
  created_at!: Date;
}

export class NewsletterSubscriberModel extends Model {
  static override tableName = 'outreach_newsletter_subscribers';

  id!: string;
  email!: string;
  locale!: string;
  status!: string;
  confirm_token_hash!: string | null;
  confirm_expires_at!: Date | null;
  unsubscribe_token_hash!: string;
  created_at!: Date;
  confirmed_at!: Date | null;
  unsubscribed_at!: Date | null;
}

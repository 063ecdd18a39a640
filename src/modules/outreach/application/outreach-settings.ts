/** What the use cases need from configuration, bound from AppConfig by outreach.module.ts. */
export interface OutreachSettings {
  /** Receives contact-form messages (TEAM_EMAIL). */
  teamEmail: string;
  /** Base of the links in mails (PUBLIC_URL, no trailing slash). */
  publicUrl: string;
}

/** Settings the identity use cases read, taken from AppConfig by the module wiring. */
export interface IdentitySettings {
  /** For links in mails, without a trailing slash. */
  publicUrl: string;
  /** ADMIN_EMAILS, lower-cased: an account whose owner proved one of these addresses is an admin (identity README). */
  adminEmails: readonly string[];
  /**
   * No SMTP_URL outside production: mails only reach the outbox, so the links identity mails are also
   * written to the log, and the sign-up answer says so (the same answer for every address).
   */
  mailLoggedOnly: boolean;
}

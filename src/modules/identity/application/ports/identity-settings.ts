/** Settings the identity use cases read, taken from AppConfig by the module wiring. */
export interface IdentitySettings {
  /** For links in mails, without a trailing slash. */
  publicUrl: string;
  /** ADMIN_EMAILS, lower-cased: these accounts are admins from sign-up, and again at each sign-in. */
  adminEmails: readonly string[];
}

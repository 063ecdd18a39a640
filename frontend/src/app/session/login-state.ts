/** Why the sign-in page was opened, shown there as a notice. */
export type LoginNotice = 'signedOut' | 'sessionExpired' | 'accountDeleted' | 'passwordReset';

/**
 * The navigation state the sign-in page reads. `endSession`: the session ends when the page opens
 * (after a sign-out or an account deletion; see session-runtime.ts endSessionLocally for why there).
 */
export interface LoginPageState {
  readonly endSession?: boolean;
  readonly notice?: LoginNotice;
}

export function loginPageState(value: unknown): LoginPageState {
  if (typeof value !== 'object' || value === null) return {};
  const { endSession, notice } = value as Record<string, unknown>;
  const notices: readonly LoginNotice[] = ['signedOut', 'sessionExpired', 'accountDeleted', 'passwordReset'];
  return { endSession: endSession === true, notice: notices.includes(notice as LoginNotice) ? (notice as LoginNotice) : undefined };
}

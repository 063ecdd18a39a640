import type { Mailer } from '../../../../platform/mail/index.js';
import { chooseMailLocale, forgotPasswordUrl, passwordChangedMail } from '../../domain/mail-templates.js';
import type { User } from '../../domain/user.js';
import { fromStored } from '../../domain/user-preferences.js';
import type { PasswordResetRepository } from '../ports/password-reset.repository.port.js';
import type { RefreshTokenRepository } from '../ports/refresh-token.repository.port.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';
import type { UserRepository } from '../ports/user.repository.port.js';

export interface PasswordChangeDeps {
  users: UserRepository;
  resets: PasswordResetRepository;
  refreshTokens: RefreshTokenRepository;
  preferences: UserPreferencesRepository;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * What every password change does, by reset link or from settings: store the new hash, make every
 * other reset link, every session and every access token of the account useless, and tell the owner
 * by mail (someone else may have done it). Runs inside the caller's transaction; returns the account's
 * new token version, which the caller's fresh session (if any) must carry.
 */
export async function applyNewPassword(deps: PasswordChangeDeps, user: User, passwordHash: string, now: Date): Promise<number> {
  await deps.users.updatePassword(user.id, passwordHash, now);
  const tokenVersion = (await deps.users.bumpTokenVersion(user.id, now)) ?? user.tokenVersion + 1;
  await deps.resets.invalidateForUser(user.id, now);
  await deps.refreshTokens.revokeAllForUser(user.id, now);
  const locale = chooseMailLocale(fromStored(await deps.preferences.find(user.id)).preferredLanguage, null);
  const mail = passwordChangedMail(locale, { username: user.username, forgotUrl: forgotPasswordUrl(deps.publicUrl, locale) });
  await deps.mailer.send({ to: user.email, ...mail });
  return tokenVersion;
}

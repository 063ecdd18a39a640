import type { SubscriptionStatus } from '../../domain/subscription.js';
import type { NewUser, RoleUpdate, User } from '../../domain/user.js';
import type { ProfilePatch } from '../../domain/profile.js';

export interface UserPage {
  entries: User[];
  total: number;
}

/** Which unique field a write collided with. */
export type UniqueField = 'email' | 'username';

export interface UserRepository {
  findById(id: string): Promise<User | null>;
  /** `email` lower-cased. */
  findByEmail(email: string): Promise<User | null>;
  /** Case-insensitive. */
  usernameTaken(username: string, exceptUserId?: string): Promise<boolean>;
  /** The stored account, or which unique field another account already holds. */
  add(user: NewUser): Promise<User | { taken: UniqueField }>;
  /** A changed address is stored unverified, in the same statement: no write path can keep a proof for another address. */
  updateProfile(id: string, patch: ProfilePatch, at: Date): Promise<User | { taken: UniqueField } | null>;
  updatePassword(id: string, passwordHash: string, at: Date): Promise<void>;
  setSubscriptionStatus(id: string, status: SubscriptionStatus, at: Date): Promise<void>;
  /** Writes the flags and how admin was granted; raises the token version when `update.revokesTokens`. */
  setRoles(id: string, update: RoleUpdate, at: Date): Promise<User | null>;
  /** Admin bootstrap (`make admin`): false when no account has that address. Clears an earlier removal. */
  grantAdminByEmail(email: string, at: Date): Promise<boolean>;
  /** Marks the address proved, only while the account still has it; false otherwise. */
  markEmailVerified(id: string, email: string, at: Date): Promise<boolean>;
  /** Every access token issued before stops working; returns the new version (null: no such account). */
  bumpTokenVersion(id: string, at: Date): Promise<number | null>;
  /** Newest first; `search` matches username or email, case-insensitively, as plain text. */
  list(query: { search: string; limit: number; offset: number }): Promise<UserPage>;
  delete(id: string): Promise<boolean>;
}

import { inject, injectable } from 'inversify';
import type { Knex } from 'knex';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { UniqueField, UserPage, UserRepository } from '../../application/ports/user.repository.port.js';
import type { ProfilePatch } from '../../domain/profile.js';
import type { SubscriptionStatus } from '../../domain/subscription.js';
import type { NewUser, RoleUpdate, User } from '../../domain/user.js';
import { likeLiteral, uniqueViolation } from './unique-violation.js';

const TABLE = 'identity_users';

interface UserRow {
  id: string;
  username: string;
  email: string;
  password_hash: string;
  company: string | null;
  website: string | null;
  bio: string | null;
  is_premium: unknown;
  is_standard: unknown;
  is_admin: unknown;
  is_buying: unknown;
  subscription_status: string;
  payment_status: string;
  trial_end_date: Date | string | null;
  two_factor_enabled: unknown;
  email_verified_at: Date | string | null;
  admin_granted_via: string | null;
  admin_revoked_at: Date | string | null;
  token_version: number | string;
  created_at: Date | string;
  updated_at: Date | string;
}

/** Flags are booleans in our table, but rows written by other tools may carry 1, '1' or 'true' (docs/product.md §5.1). */
const flag = (value: unknown): boolean => value === true || value === 1 || value === '1' || value === 'true' || value === 't';

@injectable()
export class UserKnexRepository implements UserRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private select(knex: Knex | Knex.Transaction = this.db.executor()): Knex.QueryBuilder {
    return knex(TABLE).select(
      `${TABLE}.*`,
      knex.raw(`exists (select 1 from identity_two_factor tf where tf.user_id = ${TABLE}.id and tf.enabled_at is not null) as two_factor_enabled`),
    );
  }

  async findById(id: string): Promise<User | null> {
    const row = (await this.select().where(`${TABLE}.id`, id).first()) as UserRow | undefined;
    return row ? toUser(row) : null;
  }

  async findByEmail(email: string): Promise<User | null> {
    const row = (await this.select().where(`${TABLE}.email`, email).first()) as UserRow | undefined;
    return row ? toUser(row) : null;
  }

  async usernameTaken(username: string, exceptUserId?: string): Promise<boolean> {
    const query = this.db.executor()(TABLE).whereRaw('lower(username) = lower(?)', [username]);
    if (exceptUserId) query.whereNot('id', exceptUserId);
    return (await query.first('id')) !== undefined;
  }

  async add(user: NewUser): Promise<User | { taken: UniqueField }> {
    try {
      await this.db.executor()(TABLE).insert({
        id: user.id,
        username: user.username,
        email: user.email,
        password_hash: user.passwordHash,
        is_admin: user.isAdmin,
        admin_granted_via: user.adminGrantedVia,
        subscription_status: user.subscriptionStatus,
        trial_end_date: user.trialEndDate,
        email_verified_at: user.emailVerifiedAt,
      });
    } catch (error) {
      const taken = takenField(error);
      if (taken) return { taken };
      throw error;
    }
    return (await this.findById(user.id))!;
  }

  async updateProfile(id: string, patch: ProfilePatch, at: Date): Promise<User | { taken: UniqueField } | null> {
    const knex = this.db.executor();
    const changes: Record<string, unknown> = { updated_at: at };
    for (const field of ['email', 'username', 'company', 'website', 'bio'] as const) if (patch[field] !== undefined) changes[field] = patch[field];
    if (patch.email !== undefined) changes.email_verified_at = knex.raw('case when email = ? then email_verified_at else null end', [patch.email]);
    try {
      const updated = await knex(TABLE).where({ id }).update(changes);
      if (!updated) return null;
    } catch (error) {
      const taken = takenField(error);
      if (taken) return { taken };
      throw error;
    }
    return this.findById(id);
  }

  async updatePassword(id: string, passwordHash: string, at: Date): Promise<void> {
    await this.db.executor()(TABLE).where({ id }).update({ password_hash: passwordHash, password_changed_at: at, updated_at: at });
  }

  async setSubscriptionStatus(id: string, status: SubscriptionStatus, at: Date): Promise<void> {
    await this.db.executor()(TABLE).where({ id }).update({ subscription_status: status, updated_at: at });
  }

  async setRoles(id: string, update: RoleUpdate, at: Date): Promise<User | null> {
    const updated = await this.db
      .executor()(TABLE)
      .where({ id })
      .update({
        is_standard: update.isStandard,
        is_premium: update.isPremium,
        is_admin: update.isAdmin,
        subscription_status: update.subscriptionStatus,
        admin_granted_via: update.adminGrantedVia,
        admin_revoked_at: update.adminRevokedAt,
        ...(update.revokesTokens ? { token_version: this.db.executor().raw('token_version + 1') } : {}),
        updated_at: at,
      });
    return updated ? this.findById(id) : null;
  }

  async grantAdminByEmail(email: string, at: Date): Promise<boolean> {
    return (await this.db.executor()(TABLE).where({ email }).update({ is_admin: true, admin_granted_via: null, admin_revoked_at: null, updated_at: at })) > 0;
  }

  async markEmailVerified(id: string, email: string, at: Date): Promise<boolean> {
    return (await this.db.executor()(TABLE).where({ id, email }).update({ email_verified_at: at, updated_at: at })) === 1;
  }

  async bumpTokenVersion(id: string, at: Date): Promise<number | null> {
    const [row] = (await this.db
      .executor()(TABLE)
      .where({ id })
      .update({ token_version: this.db.executor().raw('token_version + 1'), updated_at: at })
      .returning('token_version')) as { token_version: number | string }[];
    return row ? Number(row.token_version) : null;
  }

  async list(query: { search: string; limit: number; offset: number }): Promise<UserPage> {
    const knex = this.db.executor();
    const filter = (builder: Knex.QueryBuilder) => {
      if (!query.search) return builder;
      const pattern = `%${likeLiteral(query.search.toLowerCase())}%`;
      return builder.where((w) => w.whereRaw('lower(username) like ?', [pattern]).orWhere('email', 'like', pattern));
    };
    const [rows, count] = await Promise.all([
      filter(this.select(knex)).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).offset(query.offset) as Promise<UserRow[]>,
      filter(knex(TABLE)).count<{ count: string | number }[]>({ count: '*' }),
    ]);
    return { entries: rows.map(toUser), total: Number(count[0]?.count ?? 0) };
  }

  async delete(id: string): Promise<boolean> {
    return (await this.db.executor()(TABLE).where({ id }).delete()) > 0;
  }
}

function takenField(error: unknown): UniqueField | null {
  const violation = uniqueViolation(error);
  if (!violation) return null;
  return violation.constraint.includes('username') ? 'username' : 'email';
}

function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    passwordHash: row.password_hash,
    company: row.company,
    website: row.website,
    bio: row.bio,
    isPremium: flag(row.is_premium),
    isStandard: flag(row.is_standard),
    isAdmin: flag(row.is_admin),
    isBuying: flag(row.is_buying),
    subscriptionStatus: row.subscription_status as User['subscriptionStatus'],
    paymentStatus: row.payment_status,
    trialEndDate: row.trial_end_date ? new Date(row.trial_end_date) : null,
    twoFactorEnabled: flag(row.two_factor_enabled),
    emailVerifiedAt: row.email_verified_at ? new Date(row.email_verified_at) : null,
    adminGrantedVia: row.admin_granted_via,
    adminRevokedAt: row.admin_revoked_at ? new Date(row.admin_revoked_at) : null,
    tokenVersion: Number(row.token_version ?? 0),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

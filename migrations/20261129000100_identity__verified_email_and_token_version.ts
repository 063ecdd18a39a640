import type { Knex } from 'knex';

/**
 * Proven addresses and revocable access tokens (src/modules/identity/README.md, "Verified addresses"
 * and "Tokens and sessions"). Accounts that existed before start unverified: nothing proved their
 * address, so ADMIN_EMAILS grants them nothing until they confirm it from settings.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('identity_users', (t) => {
    t.timestamp('email_verified_at', { useTz: true }).nullable();
    // The verified address through which ADMIN_EMAILS made this account an admin; null for a role granted
    // by an admin or `make admin`. Changing the address away from it revokes the role.
    t.string('admin_granted_via', 254).nullable();
    // Set when an admin removed the role: ADMIN_EMAILS does not give it back at the next sign-in.
    t.timestamp('admin_revoked_at', { useTz: true }).nullable();
    // Access tokens carry it as `ver`; a demotion, downgrade, password change or sign-out raises it, and
    // every request with an older token is refused.
    t.integer('token_version').notNullable().defaultTo(0);
  });

  // A sign-up is only a request until its address is proved: the account is created by the link.
  await knex.schema.createTable('identity_signup_requests', (t) => {
    t.bigIncrements('id').primary();
    t.string('email', 254).notNullable();
    t.string('username', 32).notNullable();
    t.text('password_hash').notNullable();
    // SHA-256 (hex) of the mailed token.
    t.string('token_hash', 64).notNullable().unique();
    t.string('locale', 8).notNullable();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['email']);
    t.index(['expires_at']);
  });

  await knex.schema.createTable('identity_email_verifications', (t) => {
    t.bigIncrements('id').primary();
    t.string('user_id', 64).notNullable().references('id').inTable('identity_users').onDelete('CASCADE');
    // The address the link proves: a link for an address the account no longer has proves nothing.
    t.string('email', 254).notNullable();
    t.string('token_hash', 64).notNullable().unique();
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

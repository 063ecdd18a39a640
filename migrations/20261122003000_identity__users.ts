import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identity_users', (t) => {
    // Text rather than uuid: ids arrive from tokens and URLs, and a malformed one must read as "no such user", not a cast error.
    t.string('id', 64).primary();
    // Up to 32 code points (varchar counts characters); NFC-normalised by the domain.
    t.string('username', 32).notNullable();
    // Stored lower-cased: one address, one account.
    t.string('email', 254).notNullable().unique();
    // PHC string (argon2id with its parameters), so a cost change can rehash at the next sign-in.
    t.text('password_hash').notNullable();
    t.string('company', 100).nullable();
    t.string('website', 2048).nullable();
    t.string('bio', 1000).nullable();
    t.boolean('is_premium').notNullable().defaultTo(false);
    t.boolean('is_standard').notNullable().defaultTo(false);
    t.boolean('is_admin').notNullable().defaultTo(false);
    t.boolean('is_buying').notNullable().defaultTo(false);
    t.string('subscription_status', 16).notNullable().defaultTo('none');
    t.string('payment_status', 32).notNullable().defaultTo('none');
    t.timestamp('trial_end_date', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('password_changed_at', { useTz: true }).nullable();
    t.index(['created_at']);
  });
  // Usernames are unique without regard to case ("Ada" and "ada" are one person to a reader).
  await knex.raw('create unique index identity_users_username_lower on identity_users (lower(username))');
}

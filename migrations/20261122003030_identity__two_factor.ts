import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identity_two_factor', (t) => {
    t.string('user_id', 64).primary().references('id').inTable('identity_users').onDelete('CASCADE');
    // AES-256-GCM ciphertexts (key derived from CREDENTIALS_KEY): a database dump alone yields no TOTP secret.
    t.text('secret_encrypted').nullable();
    // An enrolment started but not yet confirmed with a code; replaces nothing until confirmed.
    t.text('pending_secret_encrypted').nullable();
    t.timestamp('enabled_at', { useTz: true }).nullable();
    // Last TOTP time step accepted: a code is refused a second time within its step.
    t.bigInteger('last_used_step').nullable();
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });

  await knex.schema.createTable('identity_recovery_codes', (t) => {
    t.bigIncrements('id').primary();
    t.string('user_id', 64).notNullable().references('id').inTable('identity_users').onDelete('CASCADE');
    // SHA-256 (hex) of the normalised code: 50 random bits each, single use.
    t.string('code_hash', 64).notNullable();
    t.timestamp('used_at', { useTz: true }).nullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });

  await knex.schema.createTable('identity_login_challenges', (t) => {
    // SHA-256 (hex) of the challenge handed to the browser between password and code.
    t.string('id', 64).primary();
    t.string('user_id', 64).notNullable().references('id').inTable('identity_users').onDelete('CASCADE');
    t.boolean('remember_me').notNullable();
    t.integer('failed_attempts').notNullable().defaultTo(0);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['user_id']);
  });
}

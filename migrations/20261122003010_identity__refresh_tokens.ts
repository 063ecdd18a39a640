import type { Knex } from 'knex';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('identity_refresh_tokens', (t) => {
    t.bigIncrements('id').primary();
    // SHA-256 (hex) of the 256-bit token; the token itself only ever sits in the browser's cookie.
    t.string('token_hash', 64).notNullable().unique();
    // Every token descending from one sign-in shares the family; a replayed rotated token revokes it whole.
    t.string('family_id', 64).notNullable();
    t.string('user_id', 64).notNullable().references('id').inTable('identity_users').onDelete('CASCADE');
    t.boolean('remember_me').notNullable();
    // The session's end, fixed at sign-in and inherited by every rotation.
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    // Set when this token was exchanged for a successor: replays after the grace window revoke the family.
    t.timestamp('rotated_at', { useTz: true }).nullable();
    t.timestamp('revoked_at', { useTz: true }).nullable();
    t.index(['family_id']);
    t.index(['user_id']);
    t.index(['expires_at']);
  });
}

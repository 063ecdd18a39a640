import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { UserPreferencesObjectionRepository } from './user-preferences.objection-repository.js';

describe('UserPreferencesObjectionRepository (real database)', () => {
  let db: TestDatabase;
  let repository: UserPreferencesObjectionRepository;
  before(async () => {
    db = await createTestDatabase();
    repository = new UserPreferencesObjectionRepository(db.database);
  });
  after(() => db.drop());

  const at = new Date('2026-11-22T10:00:00Z');

  it('finds nothing for a user who never saved, then creates and merges field by field', async () => {
    expect(await repository.find('user-a')).to.equal(null);
    expect(await repository.merge('user-a', { cardsPerRow: 3, hiddenTools: ['robots', 'studio'] }, at)).to.deep.equal({
      cardsPerRow: 3,
      hiddenTools: ['robots', 'studio'],
    });
    const later = new Date('2026-11-22T11:00:00Z');
    const merged = await repository.merge('user-a', { compactMode: true, hiddenTools: ['stackql'], appTheme: null }, later);
    expect(merged).to.deep.equal({ cardsPerRow: 3, hiddenTools: ['stackql'], compactMode: true, appTheme: null });
    expect(await repository.find('user-a')).to.deep.equal(merged);
    const row = (await db.knex('identity_user_preferences').where({ user_id: 'user-a' }).first()) as { updated_at: Date | string };
    expect(new Date(row.updated_at).toISOString()).to.equal(later.toISOString());
  });

  it('keeps both fields of concurrent updates', async () => {
    await Promise.all([
      repository.merge('user-b', { dashboardTheme: 'vibrant' }, at),
      repository.merge('user-b', { compactMode: true }, at),
      repository.merge('user-b', { categoryFilter: 'tests' }, at),
    ]);
    expect(await repository.find('user-b')).to.deep.equal({ dashboardTheme: 'vibrant', compactMode: true, categoryFilter: 'tests' });
  });

  it('deletes one user’s preferences only', async () => {
    await repository.merge('user-c', { dashboardTheme: 'minimal' }, at);
    await repository.merge('user-d', { dashboardTheme: 'elegant' }, at);
    expect(await repository.deleteForUser('user-c')).to.equal(true);
    expect(await repository.deleteForUser('user-c')).to.equal(false);
    expect(await repository.find('user-c')).to.equal(null);
    expect(await repository.find('user-d')).to.deep.equal({ dashboardTheme: 'elegant' });
  });

  it('joins the surrounding transaction and rolls back with it', async () => {
    const failing = db.database.transaction(async () => {
      await repository.merge('user-e', { compactMode: true }, at);
      throw new Error('abort');
    });
    await failing.catch(() => undefined);
    expect(await repository.find('user-e')).to.equal(null);
  });
});

import { expect } from 'chai';
import { DomainError } from '../../../../shared/index.js';
import type { PreferencesPatch, StoredPreferences } from '../../domain/user-preferences.js';
import { GetUserPreferences } from '../get-user-preferences/get-user-preferences.use-case.js';
import type { UserPreferencesRepository } from '../ports/user-preferences.repository.port.js';
import { UpdateUserPreferences } from './update-user-preferences.use-case.js';

class InMemoryPreferences implements UserPreferencesRepository {
  readonly rows = new Map<string, { preferences: StoredPreferences; updatedAt: Date }>();
  async find(userId: string) {
    return this.rows.get(userId)?.preferences ?? null;
  }
  async merge(userId: string, patch: PreferencesPatch, at: Date) {
    const preferences = { ...(this.rows.get(userId)?.preferences ?? {}), ...patch };
    this.rows.set(userId, { preferences, updatedAt: at });
    return preferences;
  }
  async deleteForUser(userId: string) {
    return this.rows.delete(userId);
  }
}

describe('GetUserPreferences / UpdateUserPreferences', () => {
  const clock = { now: () => new Date('2026-11-22T12:00:00Z') };
  const setup = () => {
    const repository = new InMemoryPreferences();
    return { repository, get: new GetUserPreferences(repository), update: new UpdateUserPreferences(repository, clock) };
  };

  it('merges each update into what is stored and answers the full preferences', async () => {
    const { repository, get, update } = setup();
    expect((await get.execute('u1')).cardsPerRow).to.equal('auto');
    await update.execute('u1', { cardsPerRow: 3, hiddenTools: ['robots'] });
    const result = await update.execute('u1', { compactMode: true });
    expect(result).to.deep.include({ cardsPerRow: 3, compactMode: true, hiddenTools: ['robots'], dashboardTheme: 'default' });
    expect(await get.execute('u1')).to.deep.equal(result);
    expect(repository.rows.get('u1')!.updatedAt).to.deep.equal(clock.now());
    // Only what the user chose is stored; defaults stay in the domain.
    expect(repository.rows.get('u1')!.preferences).to.deep.equal({ cardsPerRow: 3, hiddenTools: ['robots'], compactMode: true });
  });

  it('keeps users apart', async () => {
    const { get, update } = setup();
    await update.execute('u1', { dashboardTheme: 'elegant' });
    expect((await get.execute('u2')).dashboardTheme).to.equal('default');
  });

  it('stores nothing when any field is refused', async () => {
    const { repository, update } = setup();
    const error = await update.execute('u1', { compactMode: true, cardsPerRow: 9 }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(DomainError).with.property('code', 'VALIDATION_FAILED');
    expect(repository.rows.size).to.equal(0);
  });
});

import { expect } from 'chai';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import { AccessLogObjectionRepository } from '../persistence/access-log.objection-repository.js';
import { UserPreferencesObjectionRepository } from '../persistence/user-preferences.objection-repository.js';
import { IdentityPersonalDataHolder } from './identity.personal-data-holder.js';

describe('IdentityPersonalDataHolder (real database)', () => {
  let db: TestDatabase;
  let holder: IdentityPersonalDataHolder;
  let preferences: UserPreferencesObjectionRepository;
  let accessLog: AccessLogObjectionRepository;
  const ada = { userId: 'user-ada', email: 'ada@example.org' };
  const bob = { userId: 'user-bob', email: 'bob@example.org' };
  const at = new Date('2026-11-22T10:00:00Z');
  const refusal = (userId: string | null, path: string) => ({ path, type: 'unauthorized_access' as const, userId, ipHash: `hash-${path}`, occurredAt: at });

  before(async () => {
    db = await createTestDatabase();
    preferences = new UserPreferencesObjectionRepository(db.database);
    accessLog = new AccessLogObjectionRepository(db.database);
    holder = new IdentityPersonalDataHolder(preferences, accessLog);
  });
  after(() => db.drop());
  beforeEach(async () => {
    await db.knex('identity_user_preferences').delete();
    await db.knex('identity_access_log').delete();
    await preferences.merge(ada.userId, { dashboardTheme: 'vibrant', preferredLanguage: 'ar' }, at);
    await preferences.merge(bob.userId, { compactMode: true }, at);
    await accessLog.add(refusal(ada.userId, '/en/admin'));
    await accessLog.add(refusal(ada.userId, '/ar/newsletter-admin'));
    await accessLog.add(refusal(bob.userId, '/fr/admin'));
    await accessLog.add(refusal(null, '/es/admin'));
  });

  it('exports the user’s preferences and refused accesses, and nobody else’s', async () => {
    const exported = (await holder.exportFor(ada)) as { preferences: unknown; refusedAccess: { path: string; ipHash: string; occurredAt: string }[] };
    expect(holder.name).to.equal('identity');
    expect(exported.preferences).to.deep.equal({ dashboardTheme: 'vibrant', preferredLanguage: 'ar' });
    expect(exported.refusedAccess.map((e) => e.path)).to.deep.equal(['/en/admin', '/ar/newsletter-admin']);
    expect(exported.refusedAccess[0]).to.include({ ipHash: 'hash-/en/admin', occurredAt: at.toISOString() });
    expect(JSON.parse(JSON.stringify(exported))).to.deep.equal(exported);
    expect(await holder.exportFor({ userId: 'nobody', email: 'n@example.org' })).to.deep.equal({ preferences: null, refusedAccess: [] });
  });

  it('deletes the preferences and detaches the refused accesses, keeping them for security, idempotently', async () => {
    await holder.eraseFor(ada);
    await holder.eraseFor(ada);
    expect(await preferences.find(ada.userId)).to.equal(null);
    expect(await preferences.find(bob.userId)).to.deep.equal({ compactMode: true });
    const rows = (await db.knex('identity_access_log').select('path', 'user_id').orderBy('id')) as { path: string; user_id: string | null }[];
    expect(rows).to.deep.equal([
      { path: '/en/admin', user_id: null },
      { path: '/ar/newsletter-admin', user_id: null },
      { path: '/fr/admin', user_id: bob.userId },
      { path: '/es/admin', user_id: null },
    ]);
    expect(await holder.exportFor(ada)).to.deep.equal({ preferences: null, refusedAccess: [] });
  });

  it('erases nothing when the surrounding unit of work rolls back', async () => {
    await db.database
      .transaction(async () => {
        await holder.eraseFor(ada);
        throw new Error('a later holder failed');
      })
      .catch(() => undefined);
    expect(await preferences.find(ada.userId)).to.deep.equal({ dashboardTheme: 'vibrant', preferredLanguage: 'ar' });
    expect(await accessLog.listForUser(ada.userId)).to.have.length(2);
  });
});

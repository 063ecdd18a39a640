import { expect } from 'chai';
import { failure, identityKit, RecordingHolder } from '../testing/in-memory-fakes.fake.js';

describe('account use cases', () => {
  const password = 'a long passphrase';
  const DAY = 24 * 3600 * 1000;

  it('check-trial: days left rounded up, premium while the trial runs, then free and settled in storage', async () => {
    const kit = identityKit();
    const { id } = (await kit.register({ username: 'ada', email: 'ada@example.org', password })).user;
    expect(await kit.checkTrial.execute(id)).to.deep.equal({ isPremium: true, status: 'trial', daysLeft: 7 });
    kit.clock.advance(6 * DAY + 3600_000);
    expect(await kit.checkTrial.execute(id)).to.deep.equal({ isPremium: true, status: 'trial', daysLeft: 1 });
    kit.clock.advance(DAY);
    expect(await kit.checkTrial.execute(id)).to.deep.equal({ isPremium: false, status: 'free', daysLeft: 0 });
    expect(kit.users.rows.get(id)!.subscriptionStatus).to.equal('free');
    expect(await failure(kit.checkTrial.execute('gone'))).to.include({ code: 'AUTH_USER_NOT_FOUND', kind: 'unauthenticated' });
  });

  it('premium-status: own status, another user only for admins, USER_ID_MISSING, unknown ids 404', async () => {
    const kit = identityKit();
    const ada = (await kit.register({ username: 'ada', email: 'ada@example.org', password })).user.id;
    const bob = (await kit.register({ username: 'bob', email: 'bob@example.org', password })).user.id;
    expect(await kit.premiumStatus.execute({ caller: { id: ada, isAdmin: false }, userId: ada })).to.deep.equal({
      isPremium: true,
      subscription_status: 'trial',
      payment_status: 'none',
      trial_end_date: '2026-11-29T12:00:00.000Z',
      daysLeft: 7,
    });
    expect(await failure(kit.premiumStatus.execute({ caller: { id: ada, isAdmin: false }, userId: bob }))).to.include({ kind: 'forbidden' });
    expect((await kit.premiumStatus.execute({ caller: { id: 'admin', isAdmin: true }, userId: bob })).isPremium).to.equal(true);
    expect(await failure(kit.premiumStatus.execute({ caller: { id: ada, isAdmin: false }, userId: undefined }))).to.include({ code: 'USER_ID_MISSING', message: 'User ID missing' });
    expect(await failure(kit.premiumStatus.execute({ caller: { id: 'admin', isAdmin: true }, userId: 'nobody' }))).to.include({ code: 'USER_NOT_FOUND' });
  });

  it('admin roles: grant and revoke keep the status consistent; no self-demotion; unknown id 404', async () => {
    const kit = identityKit();
    const id = (await kit.register({ username: 'ada', email: 'ada@example.org', password })).user.id;
    expect(await kit.updateRoles.execute({ callerId: 'admin', userId: id, flags: { isPremium: true } })).to.include({ isPremium: true, status: 'premium', subscription_status: 'premium' });
    kit.clock.advance(8 * DAY);
    expect(await kit.updateRoles.execute({ callerId: 'admin', userId: id, flags: { isPremium: false, isStandard: true } })).to.include({ isPremium: false, status: 'standard' });
    expect(await kit.updateRoles.execute({ callerId: 'admin', userId: id, flags: { isStandard: false, isAdmin: true } })).to.include({ isPremium: false, status: 'free', isAdmin: true });
    expect(await failure(kit.updateRoles.execute({ callerId: id, userId: id, flags: { isAdmin: false } }))).to.include({ code: 'ADMIN_SELF_DEMOTION' });
    expect(kit.users.rows.get(id)!.isAdmin).to.equal(true);
    expect(await failure(kit.updateRoles.execute({ callerId: 'admin', userId: 'nobody', flags: { isAdmin: true } }))).to.include({ code: 'USER_NOT_FOUND', kind: 'not_found' });
  });

  it('updates the profile field by field with a fresh token, refusing taken names', async () => {
    const kit = identityKit();
    const id = (await kit.register({ username: 'ada', email: 'ada@example.org', password })).user.id;
    await kit.register({ username: 'bob', email: 'bob@example.org', password });
    const result = await kit.updateProfile.execute(id, { company: '  Analytical Engines ', website: 'https://ada.example.org/about', bio: "<script>alert('x')</script>" });
    expect(result.user).to.include({ company: 'Analytical Engines', website: 'https://ada.example.org/about', bio: "<script>alert('x')</script>", username: 'ada' });
    expect(result.accessToken).to.match(/^token-/);
    expect((await kit.updateProfile.execute(id, { website: '' })).user.website).to.equal(null);
    expect(await failure(kit.updateProfile.execute(id, { website: 'javascript:alert(1)' }))).to.include({ code: 'PROFILE_WEBSITE_INVALID', message: 'The URL must start with https://' });
    expect(await failure(kit.updateProfile.execute(id, { username: 'BOB' }))).to.include({ code: 'AUTH_ACCOUNT_EXISTS' });
    expect(await failure(kit.updateProfile.execute(id, { email: 'bob@example.org' }))).to.include({ code: 'AUTH_ACCOUNT_EXISTS' });
    expect((await kit.updateProfile.execute(id, { username: 'ADA', email: 'Ada.L@example.org' })).user).to.include({ username: 'ADA', email: 'ada.l@example.org' });
  });

  it('deletes an account: every holder erases inside one transaction, then the user row; wrong word refused', async () => {
    let depthDuringErase = -1;
    const kitRef: { depth: () => number } = { depth: () => -1 };
    const holders = [new RecordingHolder('outreach', () => (depthDuringErase = kitRef.depth())), new RecordingHolder('mail')];
    const kit = identityKit({ holders });
    kitRef.depth = () => kit.transactions.depth;
    const id = (await kit.register({ username: 'ada', email: 'ada@example.org', password })).user.id;
    expect(await failure(kit.deleteAccount.execute({ userId: id, confirm: 'delete' }))).to.include({ code: 'ACCOUNT_DELETE_CONFIRM' });
    expect(holders[0]!.erased).to.have.length(0);
    await kit.deleteAccount.execute({ userId: id, confirm: 'DELETE' });
    expect(holders.map((h) => h.erased)).to.deep.equal([[{ userId: id, email: 'ada@example.org' }], [{ userId: id, email: 'ada@example.org' }]]);
    expect(depthDuringErase).to.equal(1);
    expect(kit.users.rows.has(id)).to.equal(false);
    expect(kit.logger.lines.some((l) => JSON.stringify(l).includes('identity.user-deleted'))).to.equal(true);
    expect(await failure(kit.deleteAccount.execute({ userId: id, confirm: 'DELETE' }))).to.include({ code: 'AUTH_USER_NOT_FOUND' });
  });

  it('exports the user and one section per holder', async () => {
    const kit = identityKit({ holders: [new RecordingHolder('outreach'), new RecordingHolder('mail')] });
    const id = (await kit.register({ username: 'ada', email: 'ada@example.org', password })).user.id;
    const data = await kit.exportData.execute(id);
    expect(data.exportedAt).to.equal('2026-11-22T12:00:00.000Z');
    expect(data.user).to.include({ id, email: 'ada@example.org' });
    expect(data.sections).to.deep.equal({ outreach: { holder: 'outreach', userId: id }, mail: { holder: 'mail', userId: id } });
    expect(JSON.stringify(data)).not.to.include('fake$');
  });

  it('lists users for admins, newest first, with search and paging', async () => {
    const kit = identityKit();
    for (const name of ['ada', 'bob', 'carol']) await kit.register({ username: name, email: `${name}@example.org`, password });
    const page = await kit.listUsers.execute({ search: '', page: 1, pageSize: 2 });
    expect(page.total).to.equal(3);
    expect(page.entries.map((u) => u.username)).to.deep.equal(['carol', 'bob']);
    expect((await kit.listUsers.execute({ search: 'BO', page: 1, pageSize: 20 })).entries.map((u) => u.username)).to.deep.equal(['bob']);
    expect(JSON.stringify(page)).not.to.include('fake$');
  });
});

import { expect } from 'chai';
import { AesGcmSecretBox, CredentialsKeyring } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import { MAX_SAVED_CONNECTIONS } from '../../domain/connection/connection.js';
import { InMemoryConnections } from '../../testing/connections.fake.js';
import { CreateConnection } from './create-connection.use-case.js';

const box = new AesGcmSecretBox(new CredentialsKeyring('k'.repeat(32)), { scope: 'sql-workbench', sealing: 'connection password' });
const form = (name = 'Shop') => ({ name, engine: 'postgresql', host: 'db.example.org', port: 5432, database: 'shop', username: 'reader', password: 'hunter2 but longer' });

async function codeOf(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error.code;
    throw error;
  }
  return 'none';
}

describe('CreateConnection', () => {
  it('stores the password only sealed, for the new id (another id cannot open it)', async () => {
    const repo = new InMemoryConnections();
    const record = await new CreateConnection(repo, box).execute({ ownerId: 'u1', hasPremium: false, form: form() });
    expect(record).to.include({ ownerId: 'u1', name: 'Shop', host: 'db.example.org', port: 5432, tls: 'require', statementTimeoutMs: 10_000 });
    expect(record.id).to.match(/^[0-9a-f-]{36}$/);
    const stored = repo.rows[0]!;
    expect(stored.passwordSealed).to.match(/^v2\./);
    expect(JSON.stringify(stored)).not.to.contain('hunter2');
    expect(box.open(stored.passwordSealed, stored.id)).to.equal('hunter2 but longer');
    expect(() => box.open(stored.passwordSealed, '00000000-0000-4000-8000-000000000000')).to.throw();
  });

  it('keeps one connection for everyone and refuses the second without Premium or a trial (PREMIUM_REQUIRED)', async () => {
    const repo = new InMemoryConnections();
    const create = new CreateConnection(repo, box);
    await create.execute({ ownerId: 'free', hasPremium: false, form: form('one') });
    expect(await codeOf(create.execute({ ownerId: 'free', hasPremium: false, form: form('two') }))).to.equal('PREMIUM_REQUIRED');
    // Premium is checked before the form, so the notice shows whatever the form holds.
    expect(await codeOf(create.execute({ ownerId: 'free', hasPremium: false, form: {} }))).to.equal('PREMIUM_REQUIRED');
    expect(await repo.countForOwner('free')).to.equal(1);
    // Another account's connection does not count against this one.
    expect(await codeOf(create.execute({ ownerId: 'other', hasPremium: false, form: form() }))).to.equal('none');

    await create.execute({ ownerId: 'paid', hasPremium: true, form: form('one') });
    await create.execute({ ownerId: 'paid', hasPremium: true, form: form('two') });
    expect(await repo.countForOwner('paid')).to.equal(2);
  });

  it(`stops every account at ${MAX_SAVED_CONNECTIONS} connections`, async () => {
    const repo = new InMemoryConnections();
    const create = new CreateConnection(repo, box);
    for (let i = 0; i < MAX_SAVED_CONNECTIONS; i++) await create.execute({ ownerId: 'paid', hasPremium: true, form: form(`db ${i}`) });
    expect(await codeOf(create.execute({ ownerId: 'paid', hasPremium: true, form: form('one more') }))).to.equal('SQL_CONNECTION_LIMIT_REACHED');
  });

  it('refuses an invalid form and stores nothing', async () => {
    const repo = new InMemoryConnections();
    expect(await codeOf(new CreateConnection(repo, box).execute({ ownerId: 'u1', hasPremium: true, form: { ...form(), host: '/var/run/postgresql' } }))).to.equal('SQL_CONNECTION_INVALID');
    expect(repo.rows).to.deep.equal([]);
  });
});

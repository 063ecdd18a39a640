import { expect } from 'chai';
import { AesGcmSecretBox, CredentialsKeyring } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import type { SqlConnectionInvalidDetails } from '../../contract.js';
import { InMemoryConnections } from '../../testing/connections.fake.js';
import { CreateConnection } from '../create-connection/create-connection.use-case.js';
import { UpdateConnection } from './update-connection.use-case.js';

const box = new AesGcmSecretBox(new CredentialsKeyring('k'.repeat(32)), { scope: 'sql-workbench', sealing: 'connection password' });
const form = { name: 'Shop', engine: 'postgresql', host: 'db.example.org', port: 5432, database: 'shop', username: 'reader', password: 'first password' };

async function failure(work: Promise<unknown>): Promise<DomainError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no error');
}

describe('UpdateConnection', () => {
  const setup = async () => {
    const repo = new InMemoryConnections();
    const saved = await new CreateConnection(repo, box).execute({ ownerId: 'u1', hasPremium: false, form });
    return { repo, saved, update: new UpdateConnection(repo, box) };
  };

  it('keeps the sealed password when the form brings none, and seals a new one when it does', async () => {
    const { repo, saved, update } = await setup();
    const renamed = await update.execute({ ownerId: 'u1', id: saved.id, form: { ...form, name: 'Shop (read)', database: 'shop2', password: '' } });
    expect(renamed).to.include({ id: saved.id, name: 'Shop (read)', database: 'shop2', passwordSealed: saved.passwordSealed });
    expect(renamed.updatedAt.getTime()).to.be.greaterThan(saved.updatedAt.getTime());

    await update.execute({ ownerId: 'u1', id: saved.id, form: { ...form, password: 'second password' } });
    const row = repo.rows[0]!;
    expect(row.passwordSealed).not.to.equal(saved.passwordSealed);
    expect(box.open(row.passwordSealed, saved.id)).to.equal('second password');
  });

  it('asks for the password again when the connection moves to another engine, host or port', async () => {
    const { repo, saved, update } = await setup();
    for (const moved of [{ host: 'evil.example' }, { port: 6543 }, { engine: 'mysql' }]) {
      const error = await failure(update.execute({ ownerId: 'u1', id: saved.id, form: { ...form, ...moved, password: undefined } }));
      expect(error.code).to.equal('SQL_CONNECTION_INVALID');
      expect((error.details as unknown as SqlConnectionInvalidDetails).issues.map((i) => `${i.field} ${i.code}`)).to.deep.equal(['password SQL_CONNECTION_PASSWORD_REQUIRED']);
    }
    expect(repo.rows[0]).to.include({ host: 'db.example.org', port: 5432, engine: 'postgresql' });
    const moved = await update.execute({ ownerId: 'u1', id: saved.id, form: { ...form, host: 'new.example.org', password: 'for the new server' } });
    expect(box.open(moved.passwordSealed, saved.id)).to.equal('for the new server');
  });

  it("answers another account's id, an unknown id and a malformed one as not found, and changes nothing", async () => {
    const { repo, saved, update } = await setup();
    for (const [ownerId, id] of [['u2', saved.id], ['u1', '3f1c9a52-8a47-4d3e-9f0b-0d6f1d2a9b11'], ['u1', 'not-a-uuid']] as const) {
      expect((await failure(update.execute({ ownerId, id, form: { ...form, name: 'stolen' } }))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    }
    expect(repo.rows[0]?.name).to.equal('Shop');
  });

  it('checks the form as a create does', async () => {
    const { saved, update } = await setup();
    const error = await failure(update.execute({ ownerId: 'u1', id: saved.id, form: { ...form, name: '', port: 70000 } }));
    expect((error.details as unknown as SqlConnectionInvalidDetails).issues.map((i) => i.code)).to.deep.equal(['SQL_CONNECTION_FIELD_REQUIRED', 'SQL_CONNECTION_PORT_INVALID']);
  });
});

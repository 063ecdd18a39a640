import { expect } from 'chai';
import { AesGcmSecretBox, CredentialsKeyring } from '../../../../platform/security/index.js';
import { DomainError } from '../../../../shared/index.js';
import { InMemoryConnections } from '../../testing/connections.fake.js';
import { CreateConnection } from '../create-connection/create-connection.use-case.js';
import { ListConnections } from '../list-connections/list-connections.use-case.js';
import { DeleteConnection } from './delete-connection.use-case.js';

const box = new AesGcmSecretBox(new CredentialsKeyring('k'.repeat(32)), { scope: 'sql-workbench', sealing: 'connection password' });
const form = (name: string) => ({ name, engine: 'mysql', host: '203.0.113.9', port: 3306, database: 'app', username: 'app', password: 'app password' });

describe('ListConnections / DeleteConnection', () => {
  it("lists the caller's connections by name and deletes only the caller's", async () => {
    const repo = new InMemoryConnections();
    const create = new CreateConnection(repo, box);
    const b = await create.execute({ ownerId: 'u1', hasPremium: true, form: form('beta') });
    const a = await create.execute({ ownerId: 'u1', hasPremium: true, form: form('Alpha') });
    const theirs = await create.execute({ ownerId: 'u2', hasPremium: false, form: form('theirs') });
    const list = new ListConnections(repo);
    expect((await list.execute({ ownerId: 'u1' })).map((c) => c.name)).to.deep.equal(['Alpha', 'beta']);

    const remove = new DeleteConnection(repo);
    for (const [ownerId, id] of [['u1', theirs.id], ['u1', 'nope'], ['u2', a.id]] as const) {
      const error = await remove.execute({ ownerId, id }).then(() => null, (e: unknown) => e);
      expect(error, `${ownerId} ${id}`).to.be.instanceOf(DomainError).with.property('code', 'SQL_CONNECTION_NOT_FOUND');
    }
    await remove.execute({ ownerId: 'u1', id: b.id });
    expect((await list.execute({ ownerId: 'u1' })).map((c) => c.id)).to.deep.equal([a.id]);
    expect((await list.execute({ ownerId: 'u2' })).map((c) => c.id)).to.deep.equal([theirs.id]);
  });
});

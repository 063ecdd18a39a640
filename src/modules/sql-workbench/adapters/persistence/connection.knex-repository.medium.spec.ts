import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { createTestDatabase, type TestDatabase } from '../../../../../test/support/test-database.js';
import type { ConnectionSettings } from '../../domain/connection/connection.js';
import { SqlWorkbenchPersonalDataHolder } from '../personal-data/sql-workbench.personal-data-holder.js';
import { ConnectionKnexRepository } from './connection.knex-repository.js';
import { QueryHistoryKnexRepository } from './query-history.knex-repository.js';
import { WidgetKnexRepository } from './widget.knex-repository.js';
import { SqlSchemaKnexRepository } from './sql-schema.knex-repository.js';

/** sql_workbench_connections on a migrated database (PostgreSQL with DATABASE_URL, PGlite without): every call scoped by owner. */
const settings = (name: string, extra: Partial<ConnectionSettings> = {}): ConnectionSettings => ({
  name,
  engine: 'postgresql',
  host: 'db.example.org',
  port: 5432,
  database: 'shop',
  username: 'reader',
  tls: 'require',
  statementTimeoutMs: 10_000,
  ...extra,
});

describe('sql_workbench_connections repository (real database)', () => {
  let db: TestDatabase;
  let repo: ConnectionKnexRepository;
  before(async () => {
    db = await createTestDatabase();
    repo = new ConnectionKnexRepository(db.database);
  });
  after(() => db.drop());

  it('creates under the id it is given, lists by name, updates and deletes within the owner\'s rows only', async () => {
    const owner = `seeded_${randomUUID().slice(0, 8)}`;
    const other = randomUUID();
    const id = randomUUID();
    const first = await repo.create(id, { ownerId: owner, settings: settings('zeta', { engine: 'mysql', port: 3306, tls: 'verify-full', statementTimeoutMs: 60_000 }), passwordSealed: 'v2.k.iv.body.tag' }, 50);
    expect(first).to.deep.include({ id, ownerId: owner, name: 'zeta', engine: 'mysql', port: 3306, tls: 'verify-full', statementTimeoutMs: 60_000, passwordSealed: 'v2.k.iv.body.tag' });
    expect(first!.createdAt).to.be.instanceOf(Date);
    const second = await repo.create(randomUUID(), { ownerId: owner, settings: settings('Alpha'), passwordSealed: 'sealed-2' }, 50);
    const theirs = await repo.create(randomUUID(), { ownerId: other, settings: settings('theirs'), passwordSealed: 'sealed-3' }, 50);

    expect((await repo.listForOwner(owner)).map((c) => c.name)).to.deep.equal(['Alpha', 'zeta']);
    expect(await repo.countForOwner(owner)).to.equal(2);
    expect(await repo.find(theirs!.id, owner)).to.equal(null);
    expect((await repo.find(second!.id, owner))?.name).to.equal('Alpha');

    const updated = await repo.update(id, { ownerId: owner, settings: settings('zeta 2', { host: '2001:db8::1' }), passwordSealed: 'v2.k.iv.body.tag' });
    expect(updated).to.deep.include({ name: 'zeta 2', host: '2001:db8::1', engine: 'postgresql', port: 5432 });
    expect(updated!.updatedAt.getTime()).to.be.at.least(first!.updatedAt.getTime());
    expect(await repo.update(theirs!.id, { ownerId: owner, settings: settings('stolen'), passwordSealed: 'x' })).to.equal(null);

    await repo.replaceSealedPassword(id, owner, 'resealed');
    await repo.replaceSealedPassword(theirs!.id, owner, 'not mine');
    const resealed = await repo.find(id, owner);
    expect(resealed?.passwordSealed).to.equal('resealed');
    expect(resealed?.updatedAt.getTime()).to.equal(updated!.updatedAt.getTime());
    expect((await repo.find(theirs!.id, other))?.passwordSealed).to.equal('sealed-3');

    expect(await repo.delete(second!.id, other)).to.equal(false);
    expect(await repo.delete(second!.id, owner)).to.equal(true);
    expect(await repo.deleteForOwner(owner)).to.equal(1);
    expect(await repo.listForOwner(owner)).to.deep.equal([]);
    expect((await repo.listForOwner(other)).map((c) => c.name)).to.deep.equal(['theirs']);
  });

  it('creates at most `maxForOwner` rows for an owner, even when the requests arrive together', async () => {
    const owner = randomUUID();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) => repo.create(randomUUID(), { ownerId: owner, settings: settings(`race ${i}`), passwordSealed: 's' }, 1)),
    );
    expect(attempts.filter((a) => a !== null)).to.have.length(1);
    expect(await repo.countForOwner(owner)).to.equal(1);
    expect(await repo.create(randomUUID(), { ownerId: owner, settings: settings('second'), passwordSealed: 's' }, 2)).not.to.equal(null);
    expect(await repo.create(randomUUID(), { ownerId: randomUUID(), settings: settings('elsewhere'), passwordSealed: 's' }, 1)).not.to.equal(null);
  });

  it('refuses rows outside the rules the domain checks (engine, TLS, port, timeout) at the database too', async () => {
    const owner = randomUUID();
    for (const bad of [{ engine: 'oracle' }, { tls: 'prefer' }, { port: 0 }, { statementTimeoutMs: 60_001 }] as Partial<ConnectionSettings>[]) {
      const error = await repo.create(randomUUID(), { ownerId: owner, settings: settings('bad', bad), passwordSealed: 's' }, 50).then(() => null, (e: unknown) => e);
      expect(error, JSON.stringify(bad)).to.be.instanceOf(Error);
    }
    expect(await repo.countForOwner(owner)).to.equal(0);
  });

  it('exports the connections without any password and erases them with the account (personal-data holder)', async () => {
    const owner = randomUUID();
    await repo.create(randomUUID(), { ownerId: owner, settings: settings('mine'), passwordSealed: 'v2.secret-sealed-value' }, 50);
    const holder = new SqlWorkbenchPersonalDataHolder(new SqlSchemaKnexRepository(db.database), repo, new QueryHistoryKnexRepository(db.database), new WidgetKnexRepository(db.database));
    const exported = (await holder.exportFor({ userId: owner, email: 'x@example.org' })) as { connections: Record<string, unknown>[]; schemas: unknown[] };
    expect(exported.schemas).to.deep.equal([]);
    expect(exported.connections.map((c) => c.name)).to.deep.equal(['mine']);
    expect(Object.keys(exported.connections[0]!)).not.to.include.members(['password', 'passwordSealed', 'password_sealed']);
    expect(JSON.stringify(exported)).not.to.contain('secret-sealed');
    await holder.eraseFor({ userId: owner, email: 'x@example.org' });
    await holder.eraseFor({ userId: owner, email: 'x@example.org' });
    expect(await repo.countForOwner(owner)).to.equal(0);
  });
});

import { expect } from 'chai';
import { randomUUID } from 'node:crypto';
import { DeleteSqlSchema } from '../../src/modules/sql-workbench/application/delete-schema/delete-sql-schema.use-case.js';
import type { SqlSchemaRepository, SqlSchemaWrite } from '../../src/modules/sql-workbench/application/ports/sql-schema.repository.port.js';
import { SaveSqlSchema } from '../../src/modules/sql-workbench/application/save-schema/save-sql-schema.use-case.js';
import type { SqlSchemaDocument } from '../../src/modules/sql-workbench/contract.js';
import { MAX_SAVED_SCHEMAS, type SqlSchemaRecord } from '../../src/modules/sql-workbench/domain/sql-schema.js';
import { isDomainError } from '../../src/shared/index.js';

/** Save and delete against an in-memory repository: ownership, positions kept per table, the account's cap. */
class InMemorySchemas implements SqlSchemaRepository {
  readonly rows: SqlSchemaRecord[] = [];
  async listForOwner(ownerId: string) {
    return this.rows.filter((r) => r.ownerId === ownerId);
  }
  async countForOwner(ownerId: string) {
    return (await this.listForOwner(ownerId)).length;
  }
  async create(write: SqlSchemaWrite) {
    const record = { id: randomUUID(), ...write, createdAt: new Date(), updatedAt: new Date() };
    this.rows.push(record);
    return record;
  }
  async update(id: string, write: SqlSchemaWrite) {
    const row = this.rows.find((r) => r.id === id && r.ownerId === write.ownerId);
    if (!row) return null;
    Object.assign(row, write, { updatedAt: new Date() });
    return row;
  }
  async delete(id: string, ownerId: string) {
    const at = this.rows.findIndex((r) => r.id === id && r.ownerId === ownerId);
    if (at >= 0) this.rows.splice(at, 1);
    return at >= 0;
  }
  async deleteForOwner(ownerId: string) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => r.ownerId !== ownerId));
    return before - this.rows.length;
  }
}

const doc = (name = 'db'): SqlSchemaDocument => ({ database_name: name, tables: [{ name: 'Users', columns: [{ name: 'id', type: 'integer', primaryKey: true, foreignKey: false, notNull: true, unique: false, autoIncrement: true }] }] });
const code = async (work: Promise<unknown>) => {
  try {
    await work;
  } catch (error) {
    if (isDomainError(error)) return error.code;
    throw error;
  }
  return 'none';
};

describe('saved schema use cases', () => {
  it('keeps the positions of existing tables only, under the table\'s own spelling', async () => {
    const repo = new InMemorySchemas();
    const saved = await new SaveSqlSchema(repo).execute({ ownerId: 'a', document: doc(), positions: { users: { x: 1, y: 2 }, ghosts: { x: 0, y: 0 }, USERS: { x: 9, y: 9 } } });
    expect(saved.positions).to.deep.equal({ Users: { x: 9, y: 9 } });
  });

  it('updates only the owner\'s schema, and answers another\'s or a malformed id as not found', async () => {
    const repo = new InMemorySchemas();
    const save = new SaveSqlSchema(repo);
    const { id } = await save.execute({ ownerId: 'a', document: doc() });
    expect(await code(save.execute({ ownerId: 'b', id, document: doc('stolen') }))).to.equal('SQL_SCHEMA_NOT_FOUND');
    expect(await code(save.execute({ ownerId: 'a', id: 'x', document: doc() }))).to.equal('SQL_SCHEMA_NOT_FOUND');
    expect((await save.execute({ ownerId: 'a', id, document: doc('renamed') })).document.database_name).to.equal('renamed');
    expect(repo.rows.map((r) => r.document.database_name)).to.deep.equal(['renamed']);

    const remove = new DeleteSqlSchema(repo);
    expect(await code(remove.execute({ id, ownerId: 'b' }))).to.equal('SQL_SCHEMA_NOT_FOUND');
    expect(await code(remove.execute({ id, ownerId: 'a' }))).to.equal('none');
    expect(repo.rows).to.deep.equal([]);
  });

  it('refuses an invalid schema with every issue, and a schema past the account\'s cap', async () => {
    const repo = new InMemorySchemas();
    const save = new SaveSqlSchema(repo);
    expect(await code(save.execute({ ownerId: 'a', document: { database_name: '', tables: [] } }))).to.equal('SQL_SCHEMA_INVALID');
    for (let i = 0; i < MAX_SAVED_SCHEMAS; i++) await save.execute({ ownerId: 'a', document: doc(`s${i}`) });
    expect(await code(save.execute({ ownerId: 'a', document: doc('one more') }))).to.equal('SQL_SCHEMA_LIMIT_REACHED');
    expect(await code(save.execute({ ownerId: 'b', document: doc('someone else') }))).to.equal('none');
    const { id } = repo.rows[0]!;
    expect(await code(save.execute({ ownerId: 'a', id, document: doc('an update still works') }))).to.equal('none');
  });
});

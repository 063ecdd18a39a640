import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import { PREMIUM_API_PREFIXES } from '../../../src/modules/billing/index.js';
import type { LoadSqlSchemasResponse, SaveSqlSchemaResponse, SqlColumn, SqlImportResponse, SqlSchemaInvalidDetails, SqlTable } from '../../../src/modules/sql-workbench/contract.js';
import type { Database } from '../../../src/platform/db/index.js';
import { PLATFORM } from '../../../src/platform/platform.tokens.js';
import { ApiSession } from '../../support/api-session.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

/**
 * The designer's calls through the real stack (sql-workbench README): save, load, delete, import, with
 * the owner taken from the token, other users' schemas answering 404, the premium policy, the
 * validator's codes and the 2 MB limit; the schemas in the account export and gone with the account.
 */
interface ErrorView {
  success: false;
  code: string;
  error: string;
  details?: Record<string, unknown>;
}

const col = (name: string, type: string, extra: Partial<SqlColumn> = {}): SqlColumn => ({
  name,
  type,
  primaryKey: false,
  foreignKey: false,
  notNull: false,
  unique: false,
  autoIncrement: false,
  ...extra,
});

const shop = (): { database_name: string; tables: SqlTable[] } => ({
  database_name: 'shop',
  tables: [
    { name: 'customers', columns: [col('id', 'integer', { primaryKey: true, autoIncrement: true }), col('email', 'varchar(255)', { notNull: true, unique: true })] },
    { name: 'orders', columns: [col('id', 'bigint', { primaryKey: true }), col('customer_id', 'integer', { foreignKey: true, referencedTable: 'customers', referencedColumn: 'id', onDelete: 'cascade' })] },
  ],
});

describe('SQL schemas API (/api/sql)', function () {
  this.timeout(180_000);
  const run = randomBytes(4).toString('hex');
  const password = 'sql schemas pass 2026';
  let app: TestApp;
  let owner: ApiSession;
  let ownerId: string;

  before(async () => {
    app = await startTestApp();
    owner = new ApiSession(app.baseUrl);
    ownerId = (await owner.signUp({ username: `sqlowner_${run}`, email: `sql-owner-${run}@example.org`, password })).user.id;
  });
  after(() => app?.stop());

  async function failure(session: ApiSession, method: string, path: string, body: unknown, status: number): Promise<ErrorView> {
    const res = await session.request(method, path, body);
    const text = await res.text();
    expect(res.status, `${method} ${path}: ${text}`).to.equal(status);
    return JSON.parse(text) as ErrorView;
  }

  it('declares the designer\'s routes and the query tool\'s premium parts premium, as the premium API prefixes list them, and the rest of the query tool for every account', () => {
    const premiumPrefixes = PREMIUM_API_PREFIXES.sql ?? [];
    const routes = app.process.routes.filter((r) => r.path.startsWith('/api/sql'));
    const premium = routes.filter((r) => premiumPrefixes.some((prefix) => r.path === prefix || r.path.startsWith(`${prefix}/`)));
    expect(premium.map((r) => `${r.method} ${r.path}`)).to.include.members(['DELETE /api/sql/:id', 'GET /api/sql/loadSQLSchemas', 'POST /api/sql/import', 'POST /api/sql/saveSQLSchema']);
    for (const route of premium) expect(route.auth, `${route.method} ${route.path}`).to.equal('premium');
    const others = routes.filter((r) => !premium.includes(r));
    expect(others.map((r) => r.path).every((path) => path.startsWith('/api/sql/connections')), 'only the query tool\'s own routes are left').to.equal(true);
    for (const route of others) expect(route.auth, `${route.method} ${route.path}`).to.equal('user');
  });

  it('saves a schema for the token\'s user whatever userId says, loads it, updates it by id and deletes it', async () => {
    expect(await owner.json('GET', '/api/sql/loadSQLSchemas')).to.deep.equal({ success: true, schemas: [] });

    const saved = await owner.json<SaveSqlSchemaResponse>('POST', '/api/sql/saveSQLSchema', { ...shop(), userId: 'someone-else', positions: { customers: { x: 10, y: 20 }, gone: { x: 1, y: 1 } } });
    expect(saved.success).to.equal(true);
    expect(saved.id).to.match(/^[0-9a-f-]{36}$/);
    expect(saved.schema.positions).to.deep.equal({ customers: { x: 10, y: 20 } });
    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    expect(await knex('sql_workbench_schemas').where({ id: saved.id }).first('owner_id')).to.deep.equal({ owner_id: ownerId });

    const loaded = await owner.json<LoadSqlSchemasResponse>('GET', '/api/sql/loadSQLSchemas');
    expect(loaded.schemas).to.have.length(1);
    expect(loaded.schemas[0]).to.deep.include({ id: saved.id, database_name: 'shop', positions: { customers: { x: 10, y: 20 } } });
    expect(loaded.schemas[0]?.tables).to.deep.equal(shop().tables);

    const renamed = { ...shop(), id: saved.id, database_name: 'shop v2', positions: { orders: { x: 300, y: 40 } } };
    const updated = await owner.json<SaveSqlSchemaResponse>('POST', '/api/sql/saveSQLSchema', renamed);
    expect(updated.id).to.equal(saved.id);
    const after = await owner.json<LoadSqlSchemasResponse>('GET', '/api/sql/loadSQLSchemas');
    expect(after.schemas.map((s) => [s.id, s.database_name])).to.deep.equal([[saved.id, 'shop v2']]);
    expect(after.schemas[0]?.positions).to.deep.equal({ orders: { x: 300, y: 40 } });

    expect(await owner.json('DELETE', `/api/sql/${saved.id}`, { userId: ownerId })).to.deep.equal({ success: true });
    expect((await failure(owner, 'DELETE', `/api/sql/${saved.id}`, {}, 404)).code).to.equal('SQL_SCHEMA_NOT_FOUND');
    expect((await owner.json<LoadSqlSchemasResponse>('GET', '/api/sql/loadSQLSchemas')).schemas).to.deep.equal([]);
  });

  it('keeps schemas for an account whose id is not a UUID (identity ids are text)', async () => {
    const session = new ApiSession(app.baseUrl);
    session.accessToken = await app.tokenFor({ sub: `seeded_${run}`, isPremium: true, status: 'premium' });
    const saved = await session.json<SaveSqlSchemaResponse>('POST', '/api/sql/saveSQLSchema', shop());
    expect(saved.success).to.equal(true);
    const listed = await session.json<{ schemas: { id: string }[] }>('GET', '/api/sql/loadSQLSchemas');
    expect(listed.schemas.map((s) => s.id)).to.deep.equal([saved.id]);
    expect((await session.request('DELETE', `/api/sql/${saved.id}`, {})).status).to.equal(200);
  });

  it('hides a schema from every other user: absent from their list, 404 on update and delete even with the owner\'s userId', async () => {
    const { id } = await owner.json<SaveSqlSchemaResponse>('POST', '/api/sql/saveSQLSchema', shop());
    const other = new ApiSession(app.baseUrl);
    await other.signUp({ username: `sqlother_${run}`, email: `sql-other-${run}@example.org`, password });
    expect((await other.json<LoadSqlSchemasResponse>('GET', '/api/sql/loadSQLSchemas')).schemas).to.deep.equal([]);
    expect((await failure(other, 'DELETE', `/api/sql/${id}`, { userId: ownerId }, 404)).code).to.equal('SQL_SCHEMA_NOT_FOUND');
    expect((await failure(other, 'POST', '/api/sql/saveSQLSchema', { ...shop(), id, database_name: 'stolen', userId: ownerId }, 404)).code).to.equal('SQL_SCHEMA_NOT_FOUND');
    expect((await failure(other, 'DELETE', '/api/sql/not-a-uuid', {}, 404)).code).to.equal('SQL_SCHEMA_NOT_FOUND');
    const mine = await owner.json<LoadSqlSchemasResponse>('GET', '/api/sql/loadSQLSchemas');
    expect(mine.schemas.find((s) => s.id === id)?.database_name).to.equal('shop');
  });

  it('refuses a visitor (401) and an account whose trial ended (403 PREMIUM_REQUIRED) on every call', async () => {
    const visitor = new ApiSession(app.baseUrl);
    expect((await failure(visitor, 'GET', '/api/sql/loadSQLSchemas', undefined, 401)).code).to.equal('AUTH_REQUIRED');
    expect((await failure(visitor, 'POST', '/api/sql/saveSQLSchema', shop(), 401)).code).to.equal('AUTH_REQUIRED');

    const lapsed = new ApiSession(app.baseUrl);
    const email = `sql-lapsed-${run}@example.org`;
    const signed = await lapsed.signUp({ username: `sqllapsed_${run}`, email, password });
    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    await knex('identity_users').where({ id: signed.user.id }).update({ trial_end_date: new Date(Date.now() - 86_400_000) });
    await lapsed.signIn({ email, password });
    expect((await failure(lapsed, 'GET', '/api/sql/loadSQLSchemas', undefined, 403)).code).to.equal('PREMIUM_REQUIRED');
    expect((await failure(lapsed, 'POST', '/api/sql/saveSQLSchema', shop(), 403)).code).to.equal('PREMIUM_REQUIRED');
    expect((await failure(lapsed, 'POST', '/api/sql/import', { format: 'postgresql', text: 'create table a (id int)' }, 403)).code).to.equal('PREMIUM_REQUIRED');
    expect((await failure(lapsed, 'DELETE', `/api/sql/${randomUuid()}`, {}, 403)).code).to.equal('PREMIUM_REQUIRED');
  });

  it('answers every validation issue with its code and path', async () => {
    const bad = {
      database_name: ' ',
      tables: [
        { name: 'a', columns: [col('id', 'integer', { primaryKey: true }), col('ID', 'text'), col('', 'text'), col('x', 'varchar(')] },
        { name: 'A', columns: [col('ref', 'integer', { foreignKey: true, referencedTable: 'nowhere', referencedColumn: 'id' })] },
        { name: 'b', columns: [col('ref', 'integer', { foreignKey: true, referencedTable: 'a', referencedColumn: 'missing' }), col('ref2', 'integer', { foreignKey: true })] },
      ],
    };
    const error = await failure(owner, 'POST', '/api/sql/saveSQLSchema', bad, 400);
    expect(error.code).to.equal('SQL_SCHEMA_INVALID');
    const issues = (error.details as unknown as SqlSchemaInvalidDetails).issues.map((i) => `${i.code} ${i.path}`);
    expect(issues).to.deep.equal([
      'SQL_DATABASE_NAME_EMPTY database_name',
      'SQL_COLUMN_DUPLICATE tables[0].columns[1].name',
      'SQL_COLUMN_NAME_EMPTY tables[0].columns[2].name',
      'SQL_COLUMN_TYPE_INVALID tables[0].columns[3].type',
      'SQL_TABLE_DUPLICATE tables[1].name',
      'SQL_FK_TABLE_MISSING tables[1].columns[0].referencedTable',
      'SQL_FK_COLUMN_MISSING tables[2].columns[0].referencedColumn',
      'SQL_FK_TARGET_MISSING tables[2].columns[1].referencedTable',
    ]);
    expect((await owner.json<LoadSqlSchemasResponse>('GET', '/api/sql/loadSQLSchemas')).schemas.every((s) => s.database_name !== ' ')).to.equal(true);
  });

  it('enforces the limits: 500 tables, 200 columns a table, 2 MB a body', async () => {
    const tables = Array.from({ length: 501 }, (_, i) => ({ name: `t${i}`, columns: [col('id', 'integer')] }));
    const tooMany = await failure(owner, 'POST', '/api/sql/saveSQLSchema', { database_name: 'big', tables }, 400);
    expect((tooMany.details as unknown as SqlSchemaInvalidDetails).issues.map((i) => i.code)).to.deep.equal(['SQL_TOO_MANY_TABLES']);

    const wide = { database_name: 'wide', tables: [{ name: 'w', columns: Array.from({ length: 201 }, (_, i) => col(`c${i}`, 'integer')) }] };
    const tooWide = await failure(owner, 'POST', '/api/sql/saveSQLSchema', wide, 400);
    expect((tooWide.details as unknown as SqlSchemaInvalidDetails).issues.map((i) => `${i.code} ${i.table}`)).to.deep.equal(['SQL_TOO_MANY_COLUMNS w']);

    const ok = { database_name: 'edge', tables: Array.from({ length: 500 }, (_, i) => ({ name: `t${i}`, columns: [col('id', 'integer', { primaryKey: true })] })) };
    const saved = await owner.json<SaveSqlSchemaResponse>('POST', '/api/sql/saveSQLSchema', ok);
    expect(saved.schema.tables).to.have.length(500);

    const huge = { database_name: 'huge', tables: [{ name: 't', columns: [col('id', 'integer', { comment: 'x'.repeat(3000) })] }], padding: 'p'.repeat(2 * 1024 * 1024) };
    expect((await failure(owner, 'POST', '/api/sql/saveSQLSchema', huge, 413)).code).to.equal('PAYLOAD_TOO_LARGE');
    expect((await failure(owner, 'POST', '/api/sql/import', { format: 'postgresql', text: `-- ${'x'.repeat(2 * 1024 * 1024)}` }, 413)).code).to.equal('PAYLOAD_TOO_LARGE');
  });

  it('refuses malformed bodies with VALIDATION_FAILED and the field', async () => {
    for (const [body, field] of [
      [{ database_name: 'x', tables: 'nope' }, 'tables'],
      [{ database_name: 'x' }, 'tables'],
      [{ tables: [] }, 'database_name'],
      [{ database_name: 'x', tables: [{ name: 't', columns: [{ name: 'a' }] }] }, 'tables.0.columns.0.type'],
      [{ database_name: 'x', tables: [{ name: 't', columns: [col('a', 'int', { onDelete: 'explode' as never })] }] }, 'tables.0.columns.0.onDelete'],
      [{ ...shop(), positions: { customers: { x: 'left', y: 0 } } }, 'positions.customers.x'],
    ] as const) {
      const error = await failure(owner, 'POST', '/api/sql/saveSQLSchema', body, 400);
      expect(error.code, JSON.stringify(body)).to.equal('VALIDATION_FAILED');
      expect(Object.keys((error.details as { fields: Record<string, string> }).fields), JSON.stringify(body)).to.include(field);
    }
    const res = await owner.request('POST', '/api/sql/saveSQLSchema', '{"database_name": ', { 'Content-Type': 'application/json' });
    expect(res.status).to.equal(400);
  });

  it('imports PostgreSQL, MySQL, DBML and JSON, and names the first error\'s line', async () => {
    const pg = await owner.json<SqlImportResponse>('POST', '/api/sql/import', {
      format: 'postgresql',
      text: 'CREATE TABLE users (id serial PRIMARY KEY, email text NOT NULL UNIQUE);\nCREATE TABLE posts (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, user_id int REFERENCES users(id) ON DELETE CASCADE);\nCREATE INDEX posts_user ON posts (user_id);',
    });
    expect(pg.schema.tables.map((t) => t.name)).to.deep.equal(['users', 'posts']);
    expect(pg.schema.tables[1]?.columns[1]).to.deep.include({ foreignKey: true, referencedTable: 'users', referencedColumn: 'id', onDelete: 'cascade' });
    expect(pg.warnings.map((w) => w.code)).to.deep.equal(['SQL_IMPORT_INDEX_IGNORED']);

    const my = await owner.json<SqlImportResponse>('POST', '/api/sql/import', { format: 'mysql', text: 'CREATE TABLE `a` (`id` int NOT NULL AUTO_INCREMENT, PRIMARY KEY (`id`)) ENGINE=InnoDB;', database_name: 'legacy' });
    expect(my.schema).to.deep.equal({ database_name: 'legacy', tables: [{ name: 'a', columns: [col('id', 'integer', { primaryKey: true, notNull: true, autoIncrement: true, referencedTable: null, referencedColumn: null })] }] });

    const dbml = await owner.json<SqlImportResponse>('POST', '/api/sql/import', { format: 'dbml', text: 'Project crm {\n}\nTable lead {\n  id int [pk]\n}' });
    expect(dbml.schema.database_name).to.equal('crm');

    const json = await owner.json<SqlImportResponse>('POST', '/api/sql/import', { format: 'json', text: JSON.stringify(shop()) });
    expect(json.schema).to.deep.equal(shop());

    const broken = await failure(owner, 'POST', '/api/sql/import', { format: 'postgresql', text: 'CREATE TABLE a (\n  id int,\n  name text oops\n);' }, 400);
    expect(broken).to.deep.include({ code: 'SQL_IMPORT_PARSE_ERROR' });
    expect(broken.details).to.deep.equal({ line: 3, column: 13, message: 'syntax error at or near "oops"' });
    const mysqlBroken = await failure(owner, 'POST', '/api/sql/import', { format: 'mysql', text: 'CREATE TABLE a (\n  id int,\n  name text oops\n);' }, 400);
    expect(mysqlBroken.code).to.equal('SQL_IMPORT_PARSE_ERROR');
    expect(mysqlBroken.details).to.deep.include({ line: 3 });
    expect((await failure(owner, 'POST', '/api/sql/import', { format: 'postgresql', text: 'SELECT 1;' }, 400)).code).to.equal('SQL_IMPORT_EMPTY');
    expect((await failure(owner, 'POST', '/api/sql/import', { format: 'oracle', text: 'x' }, 400)).code).to.equal('VALIDATION_FAILED');
  });

  it('puts the schemas in the account export and erases them with the account', async () => {
    const person = new ApiSession(app.baseUrl);
    const email = `sql-leaver-${run}@example.org`;
    const { user } = await person.signUp({ username: `sqlleaver_${run}`, email, password });
    const { id } = await person.json<SaveSqlSchemaResponse>('POST', '/api/sql/saveSQLSchema', { ...shop(), positions: { orders: { x: 5, y: 6 } } });

    const exported = (await (await person.request('GET', '/api/auth/export')).json()) as { sections: { sqlWorkbench: { schemas: { id: string; tables: SqlTable[]; positions: unknown }[] } } };
    expect(exported.sections.sqlWorkbench.schemas.map((s) => s.id)).to.deep.equal([id]);
    expect(exported.sections.sqlWorkbench.schemas[0]?.tables).to.deep.equal(shop().tables);
    expect(exported.sections.sqlWorkbench.schemas[0]?.positions).to.deep.equal({ orders: { x: 5, y: 6 } });

    const knex = app.process.container.root.get<Database>(PLATFORM.Database).knex;
    const res = await person.request('DELETE', '/api/auth/deleteAccount', { confirm: 'DELETE' });
    expect(res.status).to.equal(200);
    expect(await knex('sql_workbench_schemas').where({ owner_id: user.id }).count('* as n')).to.deep.equal([{ n: '0' }]);
    expect(await knex('sql_workbench_schemas').where({ owner_id: ownerId }).count('* as n').then((r) => Number(r[0]?.n))).to.be.greaterThan(0);
  });
});

function randomUuid(): string {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

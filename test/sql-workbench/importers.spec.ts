import { expect } from 'chai';
import { DbmlSchemaImporter } from '../../src/modules/sql-workbench/adapters/import/dbml.schema-importer.js';
import { JsonSchemaImporter } from '../../src/modules/sql-workbench/adapters/import/json.schema-importer.js';
import { MysqlSchemaImporter } from '../../src/modules/sql-workbench/adapters/import/mysql.schema-importer.js';
import { PostgresqlSchemaImporter } from '../../src/modules/sql-workbench/adapters/import/postgresql.schema-importer.js';
import type { SchemaImporter } from '../../src/modules/sql-workbench/application/ports/schema-importer.port.js';
import { isDomainError } from '../../src/shared/index.js';

/** The importers behind POST /api/sql/import: what they keep, what they warn about, where they stop. */
async function parseError(importer: SchemaImporter, text: string): Promise<Record<string, unknown>> {
  try {
    await importer.import(text, 'x');
  } catch (error) {
    if (isDomainError(error) && error.code === 'SQL_IMPORT_PARSE_ERROR') return error.details ?? {};
    throw error;
  }
  throw new Error('parsed');
}

describe('schema importers', () => {
  const pg = new PostgresqlSchemaImporter();
  const mysql = new MysqlSchemaImporter();
  const dbml = new DbmlSchemaImporter();

  it('PostgreSQL: serials, identities, pg_dump sequences, enums, comments, unique indexes and what is left out', async () => {
    const { schema, warnings } = await pg.import(
      `SET search_path = public;
CREATE TYPE mood AS ENUM ('happy', 'melancholic');
CREATE TABLE public.people (id integer NOT NULL, nick varchar(20), mood mood, score numeric(5,2) DEFAULT -1.5 CHECK (score > -10), seen timestamptz DEFAULT now(), tags text[] DEFAULT '{}'::text[]);
ALTER TABLE ONLY public.people ALTER COLUMN id SET DEFAULT nextval('people_id_seq'::regclass);
ALTER TABLE ONLY public.people ADD CONSTRAINT people_pkey PRIMARY KEY (id);
CREATE UNIQUE INDEX people_nick ON people (nick);
CREATE INDEX people_seen ON people (seen);
COMMENT ON COLUMN people.nick IS 'Shown name';
CREATE TABLE pets (id serial PRIMARY KEY, owner int REFERENCES people, name text);`,
      'zoo',
    );
    expect(schema.database_name).to.equal('zoo');
    const people = schema.tables[0]!;
    expect(people.columns.map((c) => [c.name, c.type, c.primaryKey, c.autoIncrement, c.unique, c.defaultValue ?? null])).to.deep.equal([
      ['id', 'integer', true, true, false, null],
      ['nick', 'varchar(20)', false, false, true, null],
      ['mood', 'varchar(11)', false, false, false, null],
      ['score', 'decimal(5,2)', false, false, false, '-1.5'],
      ['seen', 'timestamptz', false, false, false, 'current_timestamp'],
      ['tags', 'text[]', false, false, false, null],
    ]);
    expect(people.columns[1]?.comment).to.equal('Shown name');
    expect(schema.tables[1]?.columns[1]).to.deep.include({ foreignKey: true, referencedTable: 'people', referencedColumn: 'id' });
    expect(warnings.map((w) => `${w.code} ${w.detail ?? ''}`)).to.deep.equal([
      'SQL_IMPORT_STATEMENT_IGNORED SET',
      'SQL_IMPORT_ENUM_AS_TEXT mood',
      'SQL_IMPORT_CHECK_IGNORED ',
      "SQL_IMPORT_DEFAULT_IGNORED '{}'::text[]",
      'SQL_IMPORT_INDEX_IGNORED people_seen',
    ]);
  });

  it('PostgreSQL: the first error\'s line and column, counted in characters after multi-byte text', async () => {
    expect(await parseError(pg, "-- café\nCREATE TABLE é (\n  a int,\n  b int,,\n);")).to.deep.equal({ line: 4, column: 9, message: 'syntax error at or near ","' });
  });

  it('MySQL: mysqldump\'s conditional comments, AUTO_INCREMENT, ENUM, unsigned, inline and table keys', async () => {
    const { schema, warnings } = await mysql.import(
      "/*!40101 SET NAMES utf8mb4 */;\nCREATE TABLE `u` (`id` int unsigned NOT NULL AUTO_INCREMENT, `role` enum('admin','member') NOT NULL DEFAULT 'member', `bio` text COMMENT 'About', `ok` tinyint(1) DEFAULT 1, `w` float, PRIMARY KEY (`id`), KEY `r` (`role`)) ENGINE=InnoDB COMMENT='Users';\nCREATE TABLE p (id int PRIMARY KEY, u_id int unsigned, UNIQUE KEY pu (id, u_id), CONSTRAINT p_u FOREIGN KEY (u_id) REFERENCES u (id) ON DELETE CASCADE);",
      'app',
    );
    const u = schema.tables[0]!;
    expect(u.comment).to.equal('Users');
    expect(u.columns.map((c) => [c.name, c.type, c.notNull, c.autoIncrement, c.defaultValue ?? null])).to.deep.equal([
      ['id', 'integer unsigned', true, true, null],
      ['role', 'varchar(6)', true, false, "'member'"],
      ['bio', 'text', false, false, null],
      ['ok', 'boolean', false, false, '1'],
      ['w', 'real', false, false, null],
    ]);
    expect(u.columns[2]?.comment).to.equal('About');
    expect(schema.tables[1]).to.deep.include({ uniqueConstraints: [{ name: 'pu', columns: ['id', 'u_id'] }] });
    expect(schema.tables[1]?.columns[1]).to.deep.include({ foreignKey: true, referencedTable: 'u', referencedColumn: 'id', onDelete: 'cascade' });
    expect(warnings.map((w) => w.code)).to.deep.equal(['SQL_IMPORT_ENUM_AS_TEXT', 'SQL_IMPORT_INDEX_IGNORED']);
    expect(await parseError(mysql, 'CREATE TABLE a (\n  id int,\n  b intt xx\n);')).to.deep.include({ line: 3, column: 5 });
  });

  it('warns of a foreign key to a table the text does not define, and drops it', async () => {
    const { schema, warnings } = await pg.import('CREATE TABLE a (id int PRIMARY KEY, b_id int REFERENCES b (id));', 'x');
    expect(schema.tables[0]?.columns[1]?.foreignKey).to.equal(false);
    expect(warnings.map((w) => `${w.code} ${w.table}.${w.column}`)).to.deep.equal(['SQL_IMPORT_FK_TARGET_UNKNOWN a.b_id']);
  });

  it('DBML: project name, composite primary key, refs both ways, and the first diagnostic', async () => {
    const { schema } = await dbml.import('Project shop {\n}\nTable a {\n  x int\n  y int\n  indexes {\n    (x, y) [pk]\n  }\n}\nTable b {\n  id int [pk]\n  a_x int\n  a_y int\n}\nRef: a.x < b.id\nRef: b.(a_x, a_y) > a.(x, y) [delete: cascade]', 'fallback');
    expect(schema.database_name).to.equal('shop');
    expect(schema.tables[0]?.columns.map((c) => [c.name, c.primaryKey, c.foreignKey, c.referencedTable ?? null])).to.deep.equal([
      ['x', true, false, null],
      ['y', true, false, null],
    ]);
    expect(schema.tables[1]?.columns[0]).to.deep.include({ foreignKey: true, referencedTable: 'a', referencedColumn: 'x' });
    expect(schema.tables[1]?.foreignKeys).to.deep.equal([{ columns: ['a_x', 'a_y'], referencedTable: 'a', referencedColumns: ['x', 'y'], onDelete: 'cascade' }]);
    expect(await parseError(dbml, 'Table a {\n  id int [pk\n}')).to.deep.include({ line: 3, column: 1 });
  });

  it('JSON: reads the model, and names the position of a syntax error', async () => {
    const json = new JsonSchemaImporter();
    const { schema } = await json.import('{"tables":[{"name":"t","columns":[{"name":"a","type":"int"}]}]}', 'named');
    expect(schema).to.deep.equal({ database_name: 'named', tables: [{ name: 't', columns: [{ name: 'a', type: 'int', primaryKey: false, foreignKey: false, notNull: false, unique: false, autoIncrement: false }] }] });
    expect(await parseError(json, '{\n  "tables": [,]\n}')).to.deep.include({ line: 2, column: 14 });
  });
});

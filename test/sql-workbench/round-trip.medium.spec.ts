import { expect } from 'chai';
import { randomBytes } from 'node:crypto';
import mysql from 'mysql2/promise';
import nodeSqlParser from 'node-sql-parser';
import pg from 'pg';
import initSqlJs, { type SqlJsStatic } from 'sql.js';
import { foreignKeysOf, generateDdl, toDbml, toJsonExport, validateSqlSchema } from '../../src/shared/sql/index.js';
import { DbmlSchemaImporter } from '../../src/modules/sql-workbench/adapters/import/dbml.schema-importer.js';
import { JsonSchemaImporter } from '../../src/modules/sql-workbench/adapters/import/json.schema-importer.js';
import type { SqlSchemaDocument } from '../../src/modules/sql-workbench/contract.js';
import { introspectMysql, introspectPostgres, introspectSqlite } from './support/introspect.js';
import { corpus, differences, importEntry } from './support/round-trip.js';

/**
 * Round trip of the corpus (test/fixtures/sql, 23 schemas): import → model → DDL → executed in the
 * real PostgreSQL and MariaDB services and in SQLite (sql.js, SQLite compiled to WebAssembly: Node 20
 * has no node:sqlite) → read back from the catalogs → compared with the model. Tables, columns, types,
 * keys, nullability and uniqueness must match, or differ only where the generator reported a loss.
 * SQL Server has no server here: its DDL is only parsed (see the last block).
 */
const PG_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const MARIADB = { host: process.env.MARIADB_HOST ?? '127.0.0.1', port: Number(process.env.MARIADB_PORT ?? 3306), user: process.env.MARIADB_USER ?? 'root', password: process.env.MARIADB_PASSWORD ?? '' };
const entries = corpus();
const run = randomBytes(4).toString('hex');

describe('SQL designer round trip (corpus → DDL → real databases → catalogs)', function () {
  this.timeout(120_000);
  const models = new Map<string, SqlSchemaDocument>();

  before(async () => {
    for (const entry of entries) models.set(entry.file, (await importEntry(entry)).schema);
  });

  it('has at least 20 schemas, each imported into a valid model', () => {
    expect(entries.length).to.be.at.least(20);
    for (const entry of entries) {
      const model = models.get(entry.file) as SqlSchemaDocument;
      expect(model.tables.length, entry.file).to.be.greaterThan(1);
      expect(validateSqlSchema(model), entry.file).to.deep.equal([]);
    }
  });

  describe('PostgreSQL', () => {
    let client: pg.Client;
    before(async () => {
      client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
    });
    after(() => client?.end());

    for (const entry of entries) {
      it(`${entry.file}: executes, and reads back as the model`, async () => {
        const model = models.get(entry.file) as SqlSchemaDocument;
        const { sql, losses } = generateDdl(model, 'postgresql');
        const schema = `sqlwb_rt_${run}_${entry.file.slice(0, 2)}`;
        await client.query(`create schema "${schema}"`);
        try {
          await client.query(`set search_path to "${schema}"`);
          await client.query(sql);
          const tables = await introspectPostgres(client, schema);
          expect(differences(model, tables, 'postgresql', losses), sql).to.deep.equal([]);
        } finally {
          await client.query('set search_path to default');
          await client.query(`drop schema "${schema}" cascade`);
        }
      });
    }
  });

  describe('MariaDB (MySQL dialect)', () => {
    let connection: mysql.Connection;
    before(async () => {
      connection = await mysql.createConnection({ ...MARIADB, multipleStatements: true });
    });
    after(() => connection?.end());

    for (const entry of entries) {
      it(`${entry.file}: executes, and reads back as the model`, async () => {
        const model = models.get(entry.file) as SqlSchemaDocument;
        const { sql, losses } = generateDdl(model, 'mysql');
        const database = `sqlwb_rt_${run}_${entry.file.slice(0, 2)}`;
        await connection.query(`create database \`${database}\` character set utf8mb4`);
        try {
          await connection.query(`use \`${database}\``);
          await connection.query(sql);
          const tables = await introspectMysql(connection, database);
          expect(differences(model, tables, 'mysql', losses), sql).to.deep.equal([]);
        } finally {
          await connection.query(`drop database \`${database}\``);
        }
      });
    }
  });

  describe('SQLite (sql.js)', () => {
    let SQL: SqlJsStatic;
    before(async () => {
      SQL = await initSqlJs();
    });

    for (const entry of entries) {
      it(`${entry.file}: executes with foreign keys on, and reads back as the model`, () => {
        const model = models.get(entry.file) as SqlSchemaDocument;
        const { sql, losses } = generateDdl(model, 'sqlite');
        const db = new SQL.Database();
        try {
          db.exec('PRAGMA foreign_keys = ON;');
          db.exec(sql);
          expect(differences(model, introspectSqlite(db), 'sqlite', losses), sql).to.deep.equal([]);
          // Every foreign key resolves once all tables exist (SQLite checks references lazily).
          expect(db.exec('PRAGMA foreign_key_check;')).to.deep.equal([]);
        } finally {
          db.close();
        }
      });
    }
  });

  describe('SQL Server (parse only: no server here)', () => {
    /*
     * node-sql-parser's TransactSQL grammar parses every statement, except that it has no FOREIGN KEY
     * clause at all: each key (inside CREATE TABLE, or ALTER TABLE … ADD) is matched whole against
     * T-SQL's FOREIGN KEY syntax below, then taken out before the rest is parsed.
     */
    const parser = new nodeSqlParser.Parser();
    const IDENT = String.raw`\[(?:[^\]]|\]\])+\]`;
    const LIST = `${IDENT}(?:, ${IDENT})*`;
    const FK = `(?:CONSTRAINT ${IDENT} )?FOREIGN KEY \\(${LIST}\\) REFERENCES ${IDENT} \\(${LIST}\\)(?: ON (?:DELETE|UPDATE) (?:CASCADE|SET NULL|SET DEFAULT|NO ACTION))*`;
    const FK_LINE = new RegExp(`^${FK},?$`);
    const ALTER_FK = new RegExp(`^ALTER TABLE ${IDENT} ADD ${FK}$`);

    const withoutKeys = (statement: string): { text: string; keys: number } => {
      const lines = statement.split('\n');
      const kept = lines.filter((line) => !FK_LINE.test(line.trim()));
      const last = kept.length - 2;
      if (kept.length !== lines.length && last >= 0) kept[last] = (kept[last] ?? '').replace(/,$/, '');
      return { text: kept.join('\n'), keys: lines.length - kept.length };
    };

    for (const entry of entries) {
      it(`${entry.file}: every statement parses as T-SQL`, () => {
        const model = models.get(entry.file) as SqlSchemaDocument;
        const { sql } = generateDdl(model, 'sqlserver', { header: false });
        const statements = sql.split(/;\n/).map((s) => s.trim().replace(/;$/, '')).filter(Boolean);
        let keys = 0;
        for (const statement of statements) {
          if (statement.startsWith('ALTER TABLE')) {
            expect(statement, 'ALTER TABLE adds a well-formed foreign key').to.match(ALTER_FK);
            keys++;
            continue;
          }
          const { text, keys: inline } = withoutKeys(statement);
          keys += inline;
          expect(() => parser.astify(text, { database: 'TransactSQL' }), text).not.to.throw();
        }
        // Every key of the model was written, none lost in the stripping.
        expect(keys).to.equal(foreignKeysOf(model).length);
      });
    }
  });

  describe('DBML and JSON exports read back', () => {
    for (const entry of entries) {
      it(`${entry.file}: the DBML and the JSON export import as the same model`, async () => {
        const model = models.get(entry.file) as SqlSchemaDocument;
        const fromDbml = (await new DbmlSchemaImporter().import(toDbml(model), 'x')).schema;
        expect(normalise(fromDbml)).to.deep.equal(normalise(model));
        const fromJson = (await new JsonSchemaImporter().import(toJsonExport(model), 'x')).schema;
        expect(normalise(fromJson)).to.deep.equal(normalise(model));
      });
    }
  });
});

/** Field order, absent-versus-null, and a number's spelling (DBML reads `0.00` as 0) do not count. */
function normalise(schema: SqlSchemaDocument): unknown {
  return JSON.parse(
    JSON.stringify(schema, (key, value: unknown) => {
      if (value === null) return undefined;
      if (key === 'defaultValue' && typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)) return String(Number(value));
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        return Object.fromEntries(Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== null && v !== undefined && !(Array.isArray(v) && v.length === 0)).sort(([a], [b]) => a.localeCompare(b)));
      }
      return value;
    }),
  );
}

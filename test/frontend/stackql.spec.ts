import { expect } from 'chai';
import {
  draftOf,
  emptyDraft,
  fieldIssuesOf,
  formOf,
  isDirty,
  missingFields,
  testsAsSaved,
  withEngine,
} from '../../frontend/src/features/stackql/config/connection-form.js';
import type { SqlConnection, SqlExplorerSnapshot } from '../../frontend/src/features/stackql/stackql.types.js';
import { completionSchemaOf } from '../../frontend/src/features/stackql/terminal/completion-schema.js';
import { insertAt } from '../../frontend/src/features/stackql/workspace.js';

/** The query tool page's pure parts: the connection form's body and checks, the editor's names, inserts. */

const saved: SqlConnection = {
  id: 'c1',
  name: 'Shop',
  engine: 'postgresql',
  host: 'db.example.org',
  port: 5432,
  database: 'shop',
  username: 'reader',
  tls: 'require',
  statementTimeoutMs: 10_000,
  hasPassword: true,
  sample: false,
  readOnly: false,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('stackql connection form', () => {
  it('starts empty with the engine’s port, the default TLS mode and statement limit', () => {
    expect(emptyDraft()).to.deep.include({ engine: 'postgresql', port: '5432', tls: 'require', statementTimeoutMs: '10000', password: '' });
    expect(emptyDraft('mysql').port).to.equal('3306');
  });

  it('a new engine brings its port unless another was typed', () => {
    expect(withEngine(emptyDraft(), 'mysql').port).to.equal('3306');
    expect(withEngine({ ...emptyDraft(), port: '6543' }, 'mysql').port).to.equal('6543');
  });

  it('never fills the password of a saved connection, and leaves an empty one out of an edit so the stored one is kept', () => {
    const draft = draftOf(saved);
    expect(draft.password).to.equal('');
    expect(formOf(draft, true)).to.not.have.property('password');
    expect(formOf({ ...draft, password: 'new secret' }, true).password).to.equal('new secret');
    // A new connection always sends what was typed, empty included (the server answers 'This field is required').
    expect(formOf(emptyDraft(), false)).to.have.property('password', '');
    expect(formOf({ ...draft, host: ' db.example.org ', statementTimeoutMs: '' }, true)).to.deep.include({ host: 'db.example.org', statementTimeoutMs: null });
  });

  it('finds empty required fields as the server names them; the password only where none is stored', () => {
    expect(missingFields(emptyDraft(), false)).to.deep.equal({
      name: 'SQL_CONNECTION_FIELD_REQUIRED',
      host: 'SQL_CONNECTION_FIELD_REQUIRED',
      database: 'SQL_CONNECTION_FIELD_REQUIRED',
      username: 'SQL_CONNECTION_FIELD_REQUIRED',
      password: 'SQL_CONNECTION_FIELD_REQUIRED',
    });
    expect(missingFields(draftOf(saved), true)).to.deep.equal({});
  });

  it('reads the server’s issues by field, the first of each', () => {
    expect(
      fieldIssuesOf({
        issues: [
          { field: 'host', code: 'SQL_CONNECTION_HOST_INVALID', message: 'x' },
          { field: 'host', code: 'SQL_CONNECTION_FIELD_TOO_LONG', message: 'y' },
          { field: 'port', code: 'SQL_CONNECTION_PORT_INVALID', message: 'z' },
        ],
        fields: {},
      }),
    ).to.deep.equal({ host: 'SQL_CONNECTION_HOST_INVALID', port: 'SQL_CONNECTION_PORT_INVALID' });
    expect(fieldIssuesOf(null)).to.deep.equal({});
  });

  it('tests the saved connection only while the form still reaches the same server with the stored password', () => {
    expect(testsAsSaved({ ...draftOf(saved), name: 'Renamed', statementTimeoutMs: '30000' }, saved)).to.equal(true);
    expect(testsAsSaved({ ...draftOf(saved), host: 'other.example.org' }, saved)).to.equal(false);
    expect(testsAsSaved({ ...draftOf(saved), password: 'typed' }, saved)).to.equal(false);
    expect(isDirty(draftOf(saved), saved)).to.equal(false);
    expect(isDirty({ ...draftOf(saved), name: 'x' }, saved)).to.equal(true);
  });
});

describe('stackql editor names', () => {
  const snapshot: SqlExplorerSnapshot = {
    engine: 'postgresql',
    schemas: ['public', 'sales'],
    truncated: false,
    tables: [
      {
        schema: 'public',
        name: 'customers',
        kind: 'table',
        partitionOf: null,
        estimatedRows: 10,
        columns: [{ name: 'email', type: 'character varying(200)', nullable: false, default: null, autoIncrement: false }],
        indexes: [],
        foreignKeys: [],
      },
      { schema: 'sales', name: 'orders', kind: 'view', partitionOf: null, estimatedRows: null, columns: [], indexes: [], foreignKeys: [] },
    ],
  };

  it('gives schema → table → columns with their types, public as the default schema', () => {
    const { schema, defaultSchema } = completionSchemaOf(snapshot);
    expect(defaultSchema).to.equal('public');
    expect(schema).to.deep.equal({
      public: {
        customers: { self: { label: 'customers', type: 'type', detail: 'table' }, children: [{ label: 'email', type: 'property', detail: 'character varying(200)' }] },
      },
      sales: { orders: { self: { label: 'orders', type: 'type', detail: 'view' }, children: [] } },
    });
  });

  it('takes MySQL’s one database as the default schema, and nothing before the explorer answered', () => {
    expect(completionSchemaOf({ ...snapshot, engine: 'mysql', schemas: ['shop'], tables: [{ ...snapshot.tables[0]!, schema: 'shop' }] }).defaultSchema).to.equal('shop');
    expect(completionSchemaOf(undefined)).to.deep.equal({ schema: {} });
  });

  it('inserts a name over the selection, the cursor after it', () => {
    expect(insertAt({ text: 'select  from x', anchor: 7, head: 7 }, 'email')).to.deep.equal({ text: 'select email from x', anchor: 12, head: 12 });
    expect(insertAt({ text: 'select a from x', anchor: 8, head: 7 }, 'b')).to.deep.equal({ text: 'select b from x', anchor: 8, head: 8 });
    expect(insertAt({ text: '', anchor: 40, head: 40 }, 'orders')).to.deep.equal({ text: 'orders', anchor: 6, head: 6 });
  });
});

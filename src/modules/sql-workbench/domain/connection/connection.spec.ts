import { expect } from 'chai';
import { DomainError } from '../../../../shared/index.js';
import type { SqlConnectionInvalidDetails } from '../../contract.js';
import { CONNECTION_LIMITS, parseConnectionForm, serverChanged, type ConnectionFormInput } from './connection.js';

const form = (extra: ConnectionFormInput = {}): ConnectionFormInput => ({
  name: 'Shop',
  engine: 'postgresql',
  host: 'db.example.org',
  port: 5432,
  database: 'shop',
  username: 'reader',
  password: 's3cret pass',
  ...extra,
});

function invalid(input: ConnectionFormInput, password: 'required' | 'optional' = 'required'): SqlConnectionInvalidDetails & { message: string } {
  try {
    parseConnectionForm(input, { password });
  } catch (error) {
    expect(error).to.be.instanceOf(DomainError);
    const e = error as DomainError;
    expect(e.kind).to.equal('validation');
    expect(e.code).to.equal('SQL_CONNECTION_INVALID');
    return { ...(e.details as unknown as SqlConnectionInvalidDetails), message: e.message };
  }
  throw new Error('the form was accepted');
}

const issues = (details: SqlConnectionInvalidDetails) => details.issues.map((i) => `${i.field} ${i.code}`);

describe('connection form (docs/product.md §8: every field required)', () => {
  it('accepts a complete form, trims text, keeps the password as typed and fills the defaults', () => {
    const parsed = parseConnectionForm(form({ name: '  Shop  ', host: ' DB.Example.org ', port: '5433', password: ' spaced ' }), { password: 'required' });
    expect(parsed).to.deep.equal({
      settings: { name: 'Shop', engine: 'postgresql', host: 'db.example.org', port: 5433, database: 'shop', username: 'reader', tls: 'require', statementTimeoutMs: 10_000 },
      password: ' spaced ',
    });
  });

  it("answers 'This field is required' for every empty or missing field at once, naming each", () => {
    const details = invalid({ name: ' ', engine: '', host: null, port: '', database: undefined, username: '   ', password: '' });
    expect(issues(details)).to.deep.equal(
      ['name', 'engine', 'host', 'port', 'database', 'username', 'password'].map((f) => `${f} SQL_CONNECTION_FIELD_REQUIRED`),
    );
    expect(details.issues.every((i) => i.message === 'This field is required')).to.equal(true);
    expect(details.fields).to.deep.include({ host: 'This field is required', password: 'This field is required' });
    expect(details.message).to.equal('name: This field is required');
  });

  it('lets an update leave the password empty (kept), never a create', () => {
    expect(parseConnectionForm(form({ password: '' }), { password: 'optional' }).password).to.equal(null);
    expect(parseConnectionForm(form({ password: undefined }), { password: 'optional' }).password).to.equal(null);
    expect(issues(invalid(form({ password: undefined })))).to.deep.equal(['password SQL_CONNECTION_FIELD_REQUIRED']);
  });

  it('takes ports 1 to 65535 only, as numbers or digit strings', () => {
    for (const port of [1, 65535, '3306']) expect(parseConnectionForm(form({ port }), { password: 'required' }).settings.port).to.equal(Number(port));
    for (const port of [0, 65536, -1, 5432.5, 'abc', '54 32', '1e3']) {
      expect(issues(invalid(form({ port }))), String(port)).to.deep.equal(['port SQL_CONNECTION_PORT_INVALID']);
    }
  });

  it('keeps names to 120 characters and other fields to their limits', () => {
    expect(parseConnectionForm(form({ name: 'n'.repeat(120) }), { password: 'required' }).settings.name).to.have.length(120);
    expect(issues(invalid(form({ name: 'n'.repeat(121) })))).to.deep.equal(['name SQL_CONNECTION_FIELD_TOO_LONG']);
    expect(issues(invalid(form({ database: 'd'.repeat(129), username: 'u'.repeat(129), password: 'p'.repeat(1025) })))).to.deep.equal([
      'database SQL_CONNECTION_FIELD_TOO_LONG',
      'username SQL_CONNECTION_FIELD_TOO_LONG',
      'password SQL_CONNECTION_FIELD_TOO_LONG',
    ]);
  });

  it('takes a host name or an IP address, never a scheme, a path, a socket, a port or credentials', () => {
    for (const host of ['db.example.org', 'my_db-1.internal', '10.0.0.5', '2001:db8::1', '[2001:db8::1]', 'bücher.example']) {
      parseConnectionForm(form({ host }), { password: 'required' });
    }
    expect(parseConnectionForm(form({ host: '[2001:DB8::1]' }), { password: 'required' }).settings.host).to.equal('2001:db8::1');
    for (const host of ['postgres://db.example.org', 'db.example.org/shop', '/var/run/postgresql', '/tmp/.s.PGSQL.5432', 'C:\\pipe', 'db.example.org:5432', 'user@db.example.org', 'db example', '-db', '.db']) {
      expect(issues(invalid(form({ host }))), host).to.deep.equal(['host SQL_CONNECTION_HOST_INVALID']);
    }
  });

  it('knows two engines and three TLS modes', () => {
    expect(parseConnectionForm(form({ engine: 'mysql', tls: 'verify-full' }), { password: 'required' }).settings).to.include({ engine: 'mysql', tls: 'verify-full' });
    expect(issues(invalid(form({ engine: 'oracle', tls: 'prefer' })))).to.deep.equal(['engine SQL_CONNECTION_ENGINE_INVALID', 'tls SQL_CONNECTION_TLS_INVALID']);
  });

  it('defaults the statement timeout to 10 s and caps it at 60 s', () => {
    const timeout = (value: unknown) => parseConnectionForm(form({ statementTimeoutMs: value }), { password: 'required' }).settings.statementTimeoutMs;
    expect([timeout(undefined), timeout(null), timeout(''), timeout(60_000), timeout('1000')]).to.deep.equal([10_000, 10_000, 10_000, 60_000, 1000]);
    for (const value of [60_001, 999, 0, 'soon', 1500.5]) {
      expect(issues(invalid(form({ statementTimeoutMs: value }))), String(value)).to.deep.equal(['statementTimeoutMs SQL_CONNECTION_TIMEOUT_INVALID']);
    }
    expect(CONNECTION_LIMITS.maxStatementTimeoutMs).to.equal(60_000);
  });

  it('tells a move to another engine, host or port from an edit of the rest', () => {
    const base = parseConnectionForm(form(), { password: 'required' }).settings;
    expect(serverChanged(base, { ...base, name: 'x', database: 'y', username: 'z', tls: 'disable', statementTimeoutMs: 5000 })).to.equal(false);
    expect(serverChanged(base, { ...base, host: 'evil.example' })).to.equal(true);
    expect(serverChanged(base, { ...base, port: 5433 })).to.equal(true);
    expect(serverChanged(base, { ...base, engine: 'mysql' })).to.equal(true);
  });
});

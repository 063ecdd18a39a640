import { expect } from 'chai';
import { checkTargetHost } from '../../../../platform/outbound/index.js';
import { MemoryRateLimiter } from '../../../../platform/rate-limit/index.js';
import { AesGcmSecretBox, CredentialsKeyring } from '../../../../platform/security/index.js';
import { DomainError, systemClock } from '../../../../shared/index.js';
import { capturingLogger, FakeDatabaseDriver, InMemoryConnections } from '../../testing/connections.fake.js';
import { DatabaseTargetRefusedError } from '../../domain/database-access.error.js';
import { CreateConnection } from '../create-connection/create-connection.use-case.js';
import type { DatabaseDriver } from '../ports/database-driver.port.js';
import { CONNECTION_TEST_RATE } from './connection-test-settings.js';
import { ConnectionTester } from './connection-tester.js';
import { SavedConnectionTargets } from './saved-connection-target.js';
import { TestConnectionForm } from './test-connection-form.use-case.js';
import { TestSavedConnection } from './test-saved-connection.use-case.js';

const OLD_KEY = 'o'.repeat(32);
const NEW_KEY = 'n'.repeat(32);
const boxOf = (keyring: CredentialsKeyring) => new AesGcmSecretBox(keyring, { scope: 'sql-workbench', sealing: 'connection password' });
const PASSWORD = 'correct horse battery';
const form = { name: 'Shop', engine: 'postgresql', host: 'db.example.org', port: 5432, database: 'shop', username: 'reader', password: PASSWORD, tls: 'verify-full', statementTimeoutMs: 20_000 };

function refusalOf(host: string): unknown {
  try {
    checkTargetHost(host, 5432, { allowPrivate: false, allowedPorts: [5432] });
  } catch (error) {
    return error;
  }
  throw new Error(`${host} was not refused`);
}

async function failure(work: Promise<unknown>): Promise<DomainError> {
  try {
    await work;
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('no error');
}

function setup(options: { keyring?: CredentialsKeyring; nameSetting?: boolean; drivers?: DatabaseDriver[] } = {}) {
  const repo = new InMemoryConnections();
  const box = boxOf(options.keyring ?? new CredentialsKeyring(NEW_KEY));
  const driver = new FakeDatabaseDriver('postgresql');
  const { logger, lines } = capturingLogger();
  const tester = new ConnectionTester(options.drivers ?? [driver, new FakeDatabaseDriver('mysql')], { allowPrivateTargets: false, nameSettingInRefusals: options.nameSetting ?? true }, new MemoryRateLimiter(systemClock), logger);
  const targets = new SavedConnectionTargets(repo, box);
  return {
    repo,
    box,
    driver,
    lines,
    create: new CreateConnection(repo, box),
    testSaved: new TestSavedConnection(targets, tester),
    testForm: new TestConnectionForm(tester),
  };
}

describe('connection tests (saved and unsaved)', () => {
  it('opens the saved password for the driver only, with the stored settings, and answers the version', async () => {
    const { create, testSaved, driver } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    expect(await testSaved.execute({ ownerId: 'u1', id: saved.id })).to.deep.equal({ version: 'PostgreSQL 15.20' });
    expect(driver.targets).to.deep.equal([
      {
        target: { engine: 'postgresql', host: 'db.example.org', port: 5432, database: 'shop', username: 'reader', password: PASSWORD, tls: 'verify-full', statementTimeoutMs: 20_000 },
        allowPrivateTargets: false,
      },
    ]);
  });

  it("answers another account's connection as not found, without reaching any server", async () => {
    const { create, testSaved, driver } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    expect((await failure(testSaved.execute({ ownerId: 'u2', id: saved.id }))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    expect((await failure(testSaved.execute({ ownerId: 'u1', id: 'x' }))).code).to.equal('SQL_CONNECTION_NOT_FOUND');
    expect(driver.targets).to.deep.equal([]);
  });

  it('tests an unsaved form through the engine it names and stores nothing', async () => {
    const { testForm, repo, driver } = setup();
    const mysql = new FakeDatabaseDriver('mysql');
    mysql.outcome = { version: '11.8.3-MariaDB' };
    const { testForm: viaMysql } = setup({ drivers: [driver, mysql] });
    expect(await viaMysql.execute({ ownerId: 'u1', form: { ...form, engine: 'mysql', port: '3306' } })).to.deep.equal({ version: '11.8.3-MariaDB' });
    expect(mysql.targets[0]?.target).to.include({ engine: 'mysql', port: 3306, password: PASSWORD });
    expect((await failure(testForm.execute({ ownerId: 'u1', form: { ...form, password: '' } }))).code).to.equal('SQL_CONNECTION_INVALID');
    expect(repo.rows).to.deep.equal([]);
  });

  it('tells a refused host by its rule, naming ALLOW_PRIVATE_TARGETS outside production for the rules it lifts only', async () => {
    const { testForm, driver } = setup({ nameSetting: true });
    driver.outcome = { error: refusalOf('127.0.0.1') };
    const loopback = await failure(testForm.execute({ ownerId: 'u1', form }));
    expect([loopback.code, loopback.kind]).to.deep.equal(['SQL_CONNECTION_TARGET_REFUSED', 'validation']);
    expect(loopback.details).to.deep.equal({ reason: 'loopback', setting: 'ALLOW_PRIVATE_TARGETS' });
    expect(loopback.message).to.contain('127.0.0.1 is').and.contain('ALLOW_PRIVATE_TARGETS=true');

    driver.outcome = { error: refusalOf('169.254.169.254') };
    const metadata = await failure(testForm.execute({ ownerId: 'u1', form }));
    expect(metadata.details).to.deep.equal({ reason: 'link-local' });
    expect(metadata.message).not.to.contain('ALLOW_PRIVATE_TARGETS');

    // The drivers wrap the guard's refusal in their own error, which carries the rule as `reason`.
    driver.outcome = { error: new DatabaseTargetRefusedError('port-not-allowed', 'Refused to connect to db.example.org:25: database ports start at 1024') };
    const port = await failure(testForm.execute({ ownerId: 'u1', form }));
    expect([port.code, port.details]).to.deep.equal(['SQL_CONNECTION_TARGET_REFUSED', { reason: 'port-not-allowed', setting: 'ALLOW_PRIVATE_TARGETS' }]);

    const production = setup({ nameSetting: false });
    production.driver.outcome = { error: refusalOf('10.1.2.3') };
    const privateNet = await failure(production.testForm.execute({ ownerId: 'u1', form }));
    expect(privateNet.details).to.deep.equal({ reason: 'private-address' });
    expect(privateNet.message).to.contain('10.1.2.3').and.not.contain('ALLOW_PRIVATE_TARGETS');
  });

  it("tells a driver's failure as 'Connection failed. Check your credentials.' with its cause, the password scrubbed", async () => {
    const { testForm, driver } = setup();
    driver.outcome = { error: new DomainError('validation', 'SQL_DB_AUTH_FAILED', `password authentication failed for user "reader" (tried ${PASSWORD})`) };
    const error = await failure(testForm.execute({ ownerId: 'u1', form }));
    expect([error.code, error.message]).to.deep.equal(['SQL_CONNECTION_FAILED', 'Connection failed. Check your credentials.']);
    expect(error.details).to.deep.equal({ cause: 'SQL_DB_AUTH_FAILED', detail: 'password authentication failed for user "reader" (tried [redacted])' });

    driver.outcome = { error: new DomainError('unavailable', 'SQL_CONNECTION_FAILED', 'Could not connect to db.example.org:5432: connect ECONNREFUSED', { cause: 'refused' }) };
    const refused = await failure(testForm.execute({ ownerId: 'u1', form }));
    expect([refused.code, refused.kind]).to.deep.equal(['SQL_CONNECTION_FAILED', 'validation']);
    expect(refused.details).to.deep.equal({ cause: 'refused', detail: 'Could not connect to db.example.org:5432: connect ECONNREFUSED' });
  });

  it("answers 'Error testing connection' for anything unexpected, and logs it without the password", async () => {
    const { testForm, driver, lines } = setup();
    driver.outcome = { error: new TypeError(`cannot read properties of undefined near ${PASSWORD}`) };
    const error = await failure(testForm.execute({ ownerId: 'u1', form }));
    expect([error.code, error.kind, error.message]).to.deep.equal(['SQL_CONNECTION_TEST_ERROR', 'unavailable', 'Error testing connection']);
    expect(lines.join('\n')).to.contain('[redacted]').and.not.contain(PASSWORD);
    expect(JSON.stringify(error)).not.to.contain(PASSWORD);

    const { testForm: noDriver } = setup({ drivers: [] });
    expect((await failure(noDriver.execute({ ownerId: 'u1', form }))).code).to.equal('SQL_CONNECTION_TEST_ERROR');
  });

  it(`limits each user to ${CONNECTION_TEST_RATE.limit} tests per window, saved and unsaved together; an invalid form is not counted`, async () => {
    const { testForm, testSaved, create, driver } = setup();
    const saved = await create.execute({ ownerId: 'u1', hasPremium: false, form });
    for (let i = 0; i < 5; i++) await failure(testForm.execute({ ownerId: 'u1', form: { ...form, host: '' } }));
    for (let i = 0; i < CONNECTION_TEST_RATE.limit / 2; i++) {
      await testSaved.execute({ ownerId: 'u1', id: saved.id });
      await testForm.execute({ ownerId: 'u1', form });
    }
    const limited = await failure(testSaved.execute({ ownerId: 'u1', id: saved.id }));
    expect([limited.code, limited.kind]).to.deep.equal(['RATE_LIMITED', 'rate_limited']);
    expect(limited.details?.retryAfterMs).to.be.a('number').above(0);
    expect(driver.targets).to.have.length(CONNECTION_TEST_RATE.limit);
    expect(await testForm.execute({ ownerId: 'u2', form })).to.deep.equal({ version: 'PostgreSQL 15.20' });
  });

  it('seals a password again under the current key when read after a rotation, and says so when no key opens it', async () => {
    const before = setup({ keyring: new CredentialsKeyring(OLD_KEY) });
    const saved = await before.create.execute({ ownerId: 'u1', hasPremium: false, form });
    const oldSealed = before.repo.rows[0]!.passwordSealed;

    const rotatedKeyring = new CredentialsKeyring(NEW_KEY, [OLD_KEY]);
    const rotated = setup({ keyring: rotatedKeyring });
    rotated.repo.rows.push({ ...before.repo.rows[0]! });
    await rotated.testSaved.execute({ ownerId: 'u1', id: saved.id });
    expect(rotated.driver.targets[0]?.target.password).to.equal(PASSWORD);
    const resealed = rotated.repo.rows[0]!.passwordSealed;
    expect(resealed).not.to.equal(oldSealed);
    expect(rotated.box.needsReseal(resealed)).to.equal(false);
    expect(boxOf(new CredentialsKeyring(NEW_KEY)).open(resealed, saved.id)).to.equal(PASSWORD);

    const forgotten = setup({ keyring: new CredentialsKeyring(NEW_KEY) });
    forgotten.repo.rows.push({ ...before.repo.rows[0]! });
    expect((await failure(forgotten.testSaved.execute({ ownerId: 'u1', id: saved.id }))).code).to.equal('SQL_CONNECTION_PASSWORD_UNREADABLE');
    expect(forgotten.driver.targets).to.deep.equal([]);
  });
});

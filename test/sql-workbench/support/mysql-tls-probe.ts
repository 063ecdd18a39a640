import { fakeDns } from '../../e2e/ssrf/ssrf-test-support.js';
import type { ConnectionTarget } from '../../../src/modules/sql-workbench/application/ports/database-driver.port.js';
import { closeMysqlConnection, openMysqlConnection } from '../../../src/modules/sql-workbench/adapters/database/mysql/open-mysql-connection.js';

/**
 * One connection attempt of the MySQL/MariaDB engine, in a process of its own so that it trusts what
 * NODE_EXTRA_CA_CERTS names (Node reads it once, at start, as a server's operator would add an
 * authority). Arguments: the target and the fake DNS table, as JSON. Prints one JSON line: the TLS
 * cipher of the session (empty when in plain), or the error's code and details.
 */
const [targetJson, hostsJson] = process.argv.slice(2);
const target = JSON.parse(targetJson ?? '{}') as ConnectionTarget;
const lookup = fakeDns(JSON.parse(hostsJson ?? '{}') as Record<string, string[]>);

try {
  const connection = await openMysqlConnection(target, true, { lookup });
  const [rows] = await connection.promise().query("SHOW STATUS LIKE 'Ssl_cipher'");
  await closeMysqlConnection(connection);
  process.stdout.write(`${JSON.stringify({ connected: true, cipher: (rows as Array<{ Value: string }>)[0]?.Value ?? '' })}\n`);
} catch (error) {
  const failure = error as { code?: string; details?: unknown; message?: string };
  process.stdout.write(`${JSON.stringify({ connected: false, code: failure.code, details: failure.details, message: failure.message })}\n`);
}

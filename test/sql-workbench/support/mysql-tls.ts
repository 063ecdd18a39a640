import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ConnectionTarget } from '../../../src/modules/sql-workbench/application/ports/database-driver.port.js';

const runFile = promisify(execFile);

export interface ProbeAnswer {
  connected: boolean;
  /** The session's TLS cipher, empty in plain. */
  cipher?: string;
  code?: string;
  details?: unknown;
  message?: string;
}

/**
 * One connection attempt of the MySQL/MariaDB engine in a Node process that also trusts the authority in
 * `caPath` (mysql-tls-probe.ts), with `hosts` as its DNS.
 */
export async function probeMysqlConnection(target: ConnectionTarget, hosts: Record<string, string[]>, caPath: string): Promise<ProbeAnswer> {
  const script = join(import.meta.dirname, 'mysql-tls-probe.ts');
  const { stdout } = await runFile(process.execPath, ['--import', 'tsx', script, JSON.stringify(target), JSON.stringify(hosts)], {
    env: { ...process.env, NODE_EXTRA_CA_CERTS: caPath },
  });
  return JSON.parse(stdout.trim().split('\n').pop() ?? '{}') as ProbeAnswer;
}

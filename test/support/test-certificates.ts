import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface TestCertificates {
  /** The authority that signed the server's certificate. */
  caPath: string;
  /** Another authority, which signed nothing this server shows. */
  otherCaPath: string;
  certPath: string;
  keyPath: string;
}

function authority(dir: string, name: string): { cert: string; key: string } {
  const cert = join(dir, `${name}.pem`);
  const key = join(dir, `${name}.key`);
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '2', '-keyout', key, '-out', cert, '-subj', `/CN=${name}`], { stdio: 'ignore' });
  return { cert, key };
}

/**
 * A certificate authority made for the run (no key is kept in the repository), a server certificate it
 * signs for `hostName` (its only subject alternative name), and a second authority that signs nothing.
 */
export function makeTestCertificates(dir: string, hostName: string): TestCertificates {
  const ca = authority(dir, 'stacklens-test-ca');
  const other = authority(dir, 'stacklens-other-ca');
  const keyPath = join(dir, 'server.key');
  const request = join(dir, 'server.csr');
  const certPath = join(dir, 'server.pem');
  const extensions = join(dir, 'server.ext');
  execFileSync('openssl', ['req', '-newkey', 'rsa:2048', '-nodes', '-keyout', keyPath, '-out', request, '-subj', `/CN=${hostName}`], { stdio: 'ignore' });
  writeFileSync(extensions, `subjectAltName=DNS:${hostName}\n`);
  execFileSync('openssl', ['x509', '-req', '-in', request, '-CA', ca.cert, '-CAkey', ca.key, '-CAcreateserial', '-days', '2', '-out', certPath, '-extfile', extensions], { stdio: 'ignore' });
  return { caPath: ca.cert, otherCaPath: other.cert, certPath, keyPath };
}

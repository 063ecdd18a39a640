import { isIP } from 'node:net';
import tls, { type PeerCertificate, type TLSSocket } from 'node:tls';
import type { TlsDetails } from '../../domain/collection-bundle.js';
import { assertAddressAllowed, checkTargetUrl, connectionLookup, effectivePort, systemLookup, type TargetPolicy } from '../../../../platform/outbound/index.js';

export interface TlsTarget {
  url: string;
  /** The address safeFetch connected to for this host, when known: the handshake goes to the same server. */
  address?: string;
}

function distinguishedName(name: Record<string, string | string[]> | undefined): string | null {
  if (!name) return null;
  const parts = Object.entries(name).map(([key, value]) => `${key}=${Array.isArray(value) ? value.join('+') : value}`);
  return parts.length > 0 ? parts.join(', ') : null;
}

function isoDate(value: string | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

export function tlsDetailsOf(socket: TLSSocket): TlsDetails {
  const certificate: Partial<PeerCertificate> = socket.getPeerCertificate() ?? {};
  const authorizationError = socket.authorizationError as unknown;
  return {
    protocol: socket.getProtocol(),
    cipher: socket.getCipher()?.name ?? null,
    authorized: socket.authorized,
    authorizationError: authorizationError ? String(authorizationError instanceof Error ? authorizationError.message : authorizationError) : null,
    subject: distinguishedName(certificate.subject as unknown as Record<string, string> | undefined),
    issuer: distinguishedName(certificate.issuer as unknown as Record<string, string> | undefined),
    validFrom: isoDate(certificate.valid_from),
    validTo: isoDate(certificate.valid_to),
    altNames: (certificate.subjectaltname ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
  };
}

/**
 * The TLS handshake of an https target, certificate not enforced (an invalid one is a finding, not an
 * error). The connection goes through the SSRF address check: to the address safeFetch already vetted,
 * or to a name resolved and checked once at connect time.
 */
export async function inspectTls(target: TlsTarget, options: { policy: TargetPolicy; timeoutMs: number; signal: AbortSignal }): Promise<TlsDetails> {
  const url = checkTargetUrl(target.url, options.policy);
  const port = effectivePort(url);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (target.address) assertAddressAllowed(options.policy, target.address, port, host);
  return new Promise<TlsDetails>((resolve, reject) => {
    const socket = tls.connect({
      host: target.address ?? host,
      port,
      servername: isIP(host) ? undefined : host,
      rejectUnauthorized: false,
      ALPNProtocols: ['h2', 'http/1.1'],
      lookup: target.address ? undefined : connectionLookup(options.policy, systemLookup, host, port),
      timeout: options.timeoutMs,
    });
    const abort = (): void => void socket.destroy(options.signal.reason instanceof Error ? options.signal.reason : new Error('aborted'));
    if (options.signal.aborted) abort();
    options.signal.addEventListener('abort', abort, { once: true });
    socket.once('close', () => options.signal.removeEventListener('abort', abort));
    socket.once('secureConnect', () => {
      const details = tlsDetailsOf(socket);
      socket.end();
      resolve(details);
    });
    socket.once('timeout', () => socket.destroy(new Error(`No TLS handshake with ${host}:${port} within ${options.timeoutMs} ms`)));
    socket.once('error', reject);
  });
}

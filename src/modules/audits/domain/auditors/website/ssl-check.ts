import type { WebsiteDetails } from '../../audit-result.js';
import type { CollectionBundle } from '../../collection-bundle.js';

export type SslReport = WebsiteDetails['ssl'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Certificates expiring within this many days are flagged (ACME clients renew 30 days ahead). */
export const SSL_EXPIRY_WARNING_DAYS = 30;

/** 'TLSv1.3' → 1.3, 'TLSv1' → 1.0, 'SSLv3' → 0; null when unknown. */
export function tlsVersion(protocol: string | null): number | null {
  if (!protocol) return null;
  if (/^ssl/i.test(protocol)) return 0;
  const match = /^TLSv(\d+)(?:\.(\d+))?$/i.exec(protocol.trim());
  return match ? Number(`${match[1]}.${match[2] ?? '0'}`) : null;
}

export function isOutdatedProtocol(protocol: string | null): boolean {
  const version = tlsVersion(protocol);
  return version !== null && version < 1.2;
}

function isoOrNull(value: string | null): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString();
}

/**
 * Certificate and protocol of the start URL's TLS handshake, judged at collection time
 * (bundle.collectedAt, never the clock): valid = the chain was trusted for the host and the certificate
 * is inside its validity period.
 */
export function checkSsl(bundle: CollectionBundle, finalUrl: string): SslReport {
  const https = finalUrl.startsWith('https:');
  const tls = bundle.tls;
  if (!tls) {
    const failure = bundle.failures.find((item) => item.stage === 'tls');
    return {
      https,
      valid: false,
      protocol: null,
      issuer: null,
      validTo: null,
      daysToExpiry: null,
      error: https ? (failure?.message ?? 'No TLS handshake details were collected.') : null,
    };
  }
  const now = Date.parse(bundle.collectedAt);
  const validTo = isoOrNull(tls.validTo);
  const validFrom = isoOrNull(tls.validFrom);
  const daysToExpiry = validTo === null ? null : Math.floor((Date.parse(validTo) - now) / DAY_MS);
  const inPeriod = validTo !== null && Date.parse(validTo) > now && (validFrom === null || Date.parse(validFrom) <= now);
  return {
    https,
    valid: tls.authorized && inPeriod,
    protocol: tls.protocol,
    issuer: tls.issuer,
    validTo,
    daysToExpiry,
    error: tls.authorizationError,
  };
}

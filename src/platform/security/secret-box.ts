import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import type { CredentialsKeyring, DerivedKey } from './credentials-keyring.js';

/**
 * Encryption at rest for secrets a module must read back (TOTP seeds, database passwords, API-hub
 * secrets) and keyed fingerprints for short values it only compares (recovery codes).
 */
export interface SecretBox {
  /**
   * `associatedData` binds the sealed value to what it belongs to (a database connection's id): it is
   * authenticated, not stored, and the same string must be given to open it. A value copied onto
   * another record then fails to open instead of leaking there.
   */
  seal(plaintext: string, associatedData?: string): string;
  /** Throws when the value was altered, sealed under an unknown key, or given other associated data. */
  open(sealed: string, associatedData?: string): string;
  /**
   * HMAC-SHA-256 under the current key, hex: what to store. After a rotation, fingerprints stored under
   * a former key no longer match it; compare with `fingerprints` instead.
   */
  fingerprint(value: string): string;
  /** The value's fingerprint under every key of the ring, the current one first: what to look up. */
  fingerprints(value: string): string[];
  /** True for a value sealed in an older format or under a former key: seal it again when convenient. */
  needsReseal(sealed: string): boolean;
}

export interface SecretBoxPurposes {
  /** `stacklens.<scope>` is the HKDF salt of both keys (credentials-keyring.ts). */
  scope: string;
  /** Label of the encryption key. */
  sealing: string;
  /** Label of the fingerprint key; default `<sealing> fingerprint`. */
  fingerprinting?: string;
}

const IV_BYTES = 12;
const TAG_BYTES = 16;
const CURRENT = 'v2';
/** Identity's first format: no key id, no associated data; read forever, never written again. */
const LEGACY = 'v1';

function header(keyId: string): string {
  return `${CURRENT}.${keyId}`;
}

/** The header is authenticated with the caller's data, so neither can be swapped; no data ≠ empty data. */
function aadOf(keyId: string, associatedData: string | undefined): Buffer {
  return Buffer.from(associatedData === undefined ? header(keyId) : `${header(keyId)}.${associatedData}`, 'utf8');
}

function decrypt(key: Buffer, parts: { iv: string; body: string; tag: string }, aad: Buffer | null): string {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(parts.iv, 'base64url'), { authTagLength: TAG_BYTES });
  if (aad) decipher.setAAD(aad);
  decipher.setAuthTag(Buffer.from(parts.tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(parts.body, 'base64url')), decipher.final()]).toString('utf8');
}

/**
 * AES-256-GCM with a random 96-bit IV per value, keys derived per purpose from CREDENTIALS_KEY and its
 * predecessors (CredentialsKeyring). A sealed value reads `v2.<key id>.<iv>.<ciphertext>.<tag>`
 * (base64url), so it opens under the key that sealed it after a rotation. Values identity sealed before
 * key ids existed (`v1.<iv>.<ciphertext>.<tag>`, the same derived key) still open: each key of the ring
 * is tried, the authentication tag tells the right one.
 */
export class AesGcmSecretBox implements SecretBox {
  private readonly sealingKeys: DerivedKey[];
  private readonly fingerprintKeys: DerivedKey[];

  constructor(keyring: CredentialsKeyring, purposes: SecretBoxPurposes) {
    this.sealingKeys = keyring.derive({ scope: purposes.scope, label: purposes.sealing });
    const fingerprinting = purposes.fingerprinting ?? `${purposes.sealing} fingerprint`;
    this.fingerprintKeys = keyring.derive({ scope: purposes.scope, label: fingerprinting });
  }

  seal(plaintext: string, associatedData?: string): string {
    const { keyId, key } = this.sealingKeys[0]!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(aadOf(keyId, associatedData));
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [header(keyId), iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  open(sealed: string, associatedData?: string): string {
    const parts = sealed.split('.');
    if (parts[0] === CURRENT && parts.length === 5) {
      const [, keyId, iv, body, tag] = parts as [string, string, string, string, string];
      const key = this.sealingKeys.find((k) => k.keyId === keyId);
      if (!key) throw new Error('sealed value names a key this keyring does not hold');
      return decrypt(key.key, { iv, body, tag }, aadOf(keyId, associatedData));
    }
    if (parts[0] === LEGACY && parts.length === 4) {
      if (associatedData !== undefined) throw new Error('a v1 sealed value carries no associated data');
      const [, iv, body, tag] = parts as [string, string, string, string];
      for (const { key } of this.sealingKeys) {
        try {
          return decrypt(key, { iv, body, tag }, null);
        } catch {
          // Not this key (or altered): the tag check failed; try the next.
        }
      }
      throw new Error('sealed value does not open under any key of the keyring');
    }
    throw new Error('sealed value has an unknown format');
  }

  fingerprint(value: string): string {
    return createHmac('sha256', this.fingerprintKeys[0]!.key).update(value, 'utf8').digest('hex');
  }

  /** The value's fingerprint under every key of the ring, the current one first. */
  fingerprints(value: string): string[] {
    return this.fingerprintKeys.map(({ key }) => createHmac('sha256', key).update(value, 'utf8').digest('hex'));
  }

  /** True for a value in the old format or under a former key: re-seal it when convenient (rotation). */
  needsReseal(sealed: string): boolean {
    return !sealed.startsWith(`${header(this.sealingKeys[0]!.keyId)}.`);
  }
}

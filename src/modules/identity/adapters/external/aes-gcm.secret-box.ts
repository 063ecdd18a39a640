import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from 'node:crypto';
import type { SecretBox } from '../../application/ports/security.ports.js';

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * AES-256-GCM for the TOTP seeds and HMAC-SHA-256 for recovery-code fingerprints, each with its own
 * key derived by HKDF from CREDENTIALS_KEY, so identity never uses the raw key other modules may use
 * for their own data. Sealed values read `v1.<iv>.<ciphertext>.<tag>` (base64url), leaving room for
 * a later key version.
 */
export class AesGcmSecretBox implements SecretBox {
  private readonly encryptionKey: Buffer;
  private readonly fingerprintKey: Buffer;

  constructor(credentialsKey: string) {
    const ikm = Buffer.from(credentialsKey, 'utf8');
    const salt = Buffer.from('stacklens.identity', 'utf8');
    this.encryptionKey = Buffer.from(hkdfSync('sha256', ikm, salt, 'two-factor secret encryption v1', 32));
    this.fingerprintKey = Buffer.from(hkdfSync('sha256', ikm, salt, 'recovery code fingerprint v1', 32));
  }

  seal(plaintext: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.encryptionKey, iv, { authTagLength: TAG_BYTES });
    const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
  }

  open(sealed: string): string {
    const [version, iv, body, tag] = sealed.split('.');
    if (version !== VERSION || !iv || body === undefined || !tag) throw new Error('sealed value has an unknown format');
    const decipher = createDecipheriv('aes-256-gcm', this.encryptionKey, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  }

  fingerprint(value: string): string {
    return createHmac('sha256', this.fingerprintKey).update(value, 'utf8').digest('hex');
  }
}

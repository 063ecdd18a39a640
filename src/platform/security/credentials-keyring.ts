import { hkdfSync } from 'node:crypto';

/** A 32-byte key derived from one CREDENTIALS_KEY for one purpose, named by that CREDENTIALS_KEY's id. */
export interface DerivedKey {
  keyId: string;
  key: Buffer;
}

/**
 * What a derived key is for. The key is HKDF-SHA-256(CREDENTIALS_KEY, salt `stacklens.<scope>`,
 * info `<label> v1`), so no two kinds of data share a key and no module uses the raw secret. A label
 * already used for stored values must never change: they would no longer open.
 */
export interface KeyPurpose {
  scope: string;
  label: string;
}

const KEY_ID_SALT = Buffer.from('stacklens.credentials-key-id', 'utf8');

/**
 * Names a CREDENTIALS_KEY without revealing it: 64 bits of a key derived for nothing else, enough to
 * tell a handful of keys apart and useless to guess a 32-character secret.
 */
export function credentialsKeyIdOf(secret: string): string {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), KEY_ID_SALT, 'key id v1', 8)).toString('hex');
}

export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  const salt = Buffer.from(`stacklens.${purpose.scope}`, 'utf8');
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), salt, `${purpose.label} v1`, 32));
}

/**
 * The keys stored secrets are sealed under: CREDENTIALS_KEY seals, former keys still open what they
 * sealed, so a rotation re-seals lazily instead of breaking every stored credential. Sealed values name
 * their key by id (secret-box.ts), so opening looks the key up instead of trying each one.
 */
export class CredentialsKeyring {
  readonly currentKeyId: string;
  private readonly secrets = new Map<string, string>();

  constructor(currentKey: string, previousKeys: readonly string[] = []) {
    this.currentKeyId = credentialsKeyIdOf(currentKey);
    this.secrets.set(this.currentKeyId, currentKey);
    for (const secret of previousKeys) {
      const id = credentialsKeyIdOf(secret);
      if (!this.secrets.has(id)) this.secrets.set(id, secret);
    }
  }

  /** Key ids this keyring opens, the current one first. */
  get keyIds(): string[] {
    return [...this.secrets.keys()];
  }

  /** The purpose's key under every CREDENTIALS_KEY, the current one first. */
  derive(purpose: KeyPurpose): DerivedKey[] {
    return [...this.secrets].map(([keyId, secret]) => ({ keyId, key: deriveKey(secret, purpose) }));
  }
}

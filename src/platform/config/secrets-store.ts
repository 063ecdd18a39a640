import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Secrets } from './app-config.js';
import { ConfigError } from './config-error.js';

const SECRET_NAMES: Record<keyof Secrets, string> = {
  jwtSecret: 'JWT_SECRET',
  credentialsKey: 'CREDENTIALS_KEY',
  ipHashKey: 'IP_HASH_KEY',
};

export const SECRETS_FILE = 'secrets.json';

/**
 * In production every secret must come from the environment (the chart's Secret): a generated key
 * would differ per pod and silently invalidate tokens. Elsewhere, missing keys are generated once and
 * kept in DATA_DIR/secrets.json (mode 0600) so sessions and encrypted credentials survive restarts.
 */
export function resolveSecrets(given: Partial<Secrets>, options: { production: boolean; dataDir: string }): Secrets {
  const missing = (Object.keys(SECRET_NAMES) as (keyof Secrets)[]).filter((k) => !given[k]);
  if (missing.length === 0) return given as Secrets;
  if (options.production) {
    const name = SECRET_NAMES[missing[0]!];
    throw new ConfigError(`${name}: required when NODE_ENV=production (at least 32 characters of random key material, e.g. \`openssl rand -base64 48\`)`);
  }
  const stored = readOrCreate(options.dataDir);
  return { ...stored, ...stripEmpty(given) };
}

function readOrCreate(dataDir: string): Secrets {
  const file = join(dataDir, SECRETS_FILE);
  if (existsSync(file)) {
    let parsed: Partial<Secrets>;
    try {
      parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
    } catch {
      throw new ConfigError(`DATA_DIR: ${file} is not valid JSON; restore it from a backup or delete it to generate new keys (existing sessions end)`);
    }
    const complete = fillMissing(parsed);
    if (complete.changed) write(file, complete.secrets);
    return complete.secrets;
  }
  mkdirSync(dataDir, { recursive: true });
  const { secrets } = fillMissing({});
  write(file, secrets);
  return secrets;
}

function fillMissing(partial: Partial<Secrets>): { secrets: Secrets; changed: boolean } {
  let changed = false;
  const out = { ...partial } as Secrets;
  for (const key of Object.keys(SECRET_NAMES) as (keyof Secrets)[]) {
    if (!out[key] || out[key].length < 32) {
      out[key] = randomBytes(48).toString('base64');
      changed = true;
    }
  }
  return { secrets: out, changed };
}

function write(file: string, secrets: Secrets): void {
  writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  // writeFileSync's mode only applies on creation; enforce it for an existing file too.
  chmodSync(file, 0o600);
}

function stripEmpty(given: Partial<Secrets>): Partial<Secrets> {
  return Object.fromEntries(Object.entries(given).filter(([, v]) => !!v)) as Partial<Secrets>;
}

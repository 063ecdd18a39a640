import type { ApiEnvironment, SaveEnvironmentRequest } from '../../contract.js';
import { devtoolsError } from '../devtools-error.js';

/**
 * A variable as stored: a plain value as typed, a secret's value sealed (SecretBox, associated data
 * `secretContext(environmentId, key)`) or '' when it has none.
 */
export interface StoredVariable {
  key: string;
  secret: boolean;
  value: string;
}

export interface EnvironmentRecord {
  id: string;
  ownerId: string;
  name: string;
  variables: StoredVariable[];
  createdAt: Date;
  updatedAt: Date;
}

export interface SecretSealer {
  seal(plaintext: string, associatedData: string): string;
  open(sealed: string, associatedData: string): string;
}

/**
 * The sealed value belongs to one variable of one environment: copied onto another row or another key
 * of the same row (a database edit), it fails to open instead of being sent where it was not meant to.
 */
export function secretContext(environmentId: string, key: string): string {
  return `${environmentId}/${key}`;
}

/** Two variables with one key would make `{{key}}` ambiguous. */
export function assertUniqueKeys(variables: readonly { key: string }[]): void {
  const seen = new Set<string>();
  for (const { key } of variables) {
    if (seen.has(key)) throw devtoolsError('DEVTOOLS_VARIABLE_DUPLICATE', 'Two variables have the same key', { key });
    seen.add(key);
  }
}

/**
 * The variables to store for a create (`previous` empty) or a replace. A secret sent with value '' and
 * `hasValue` keeps the value stored under the same key when that was a secret too (the page never
 * receives secret values, so it cannot send them back); '' without `hasValue` clears it.
 */
export function storedVariablesOf(
  environmentId: string,
  form: SaveEnvironmentRequest['variables'],
  previous: readonly StoredVariable[],
  box: Pick<SecretSealer, 'seal'>,
): StoredVariable[] {
  assertUniqueKeys(form);
  const kept = new Map(previous.filter((v) => v.secret && v.value !== '').map((v) => [v.key, v.value]));
  return form.map(({ key, value, secret, hasValue }) => {
    if (!secret) return { key, secret, value };
    if (value !== '') return { key, secret, value: box.seal(value, secretContext(environmentId, key)) };
    return { key, secret, value: hasValue ? (kept.get(key) ?? '') : '' };
  });
}

/** As the API answers it: secret values never, only whether one is stored. */
export function environmentView(record: EnvironmentRecord): ApiEnvironment {
  return {
    id: record.id,
    name: record.name,
    variables: record.variables.map((v) => ({ key: v.key, value: v.secret ? '' : v.value, secret: v.secret, hasValue: v.value !== '' })),
    updatedAt: record.updatedAt.toISOString(),
  };
}

/** The values `{{key}}` stands for when sending: secrets opened here, on the server, for this request only. */
export function variablesForSending(record: EnvironmentRecord, box: Pick<SecretSealer, 'open'>): Map<string, string> {
  const values = new Map<string, string>();
  for (const v of record.variables) {
    if (v.value === '') continue;
    values.set(v.key, v.secret ? box.open(v.value, secretContext(record.id, v.key)) : v.value);
  }
  return values;
}

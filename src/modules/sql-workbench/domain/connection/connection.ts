/**
 * A saved database connection of the query tool (docs/product.md §5.6; sql-workbench README,
 * "Connections"): where the user's server is and how to sign in to it. The password is kept sealed
 * (AES-256-GCM under CREDENTIALS_KEY, the connection's id as associated data) and opened only for the
 * length of one call; it never leaves the server.
 */
import type {
  SqlConnection,
  SqlConnectionEngine,
  SqlConnectionField,
  SqlConnectionIssue,
  SqlConnectionIssueCode,
  SqlConnectionTls,
} from '../../contract.js';
import { connectionInvalid } from './connection-errors.js';

export const CONNECTION_ENGINES: readonly SqlConnectionEngine[] = ['postgresql', 'mysql'];
export const CONNECTION_TLS_MODES: readonly SqlConnectionTls[] = ['disable', 'require', 'verify-full'];

export const CONNECTION_LIMITS = {
  nameMaxLength: 120,
  /** The longest DNS name. */
  hostMaxLength: 253,
  /** PostgreSQL keeps 63 bytes of an identifier, MySQL 64 characters: 128 leaves room for multi-byte names. */
  databaseMaxLength: 128,
  usernameMaxLength: 128,
  passwordMaxLength: 1024,
  /** The terminal's statement timeout: 10 s unless the connection says otherwise, 1 s to 60 s. */
  defaultStatementTimeoutMs: 10_000,
  minStatementTimeoutMs: 1_000,
  maxStatementTimeoutMs: 60_000,
} as const;

/**
 * TLS unless the user turns it off: a database password crossing the internet in clear is the worse
 * surprise than a local server that needs `disable`.
 */
export const DEFAULT_TLS: SqlConnectionTls = 'require';

/** Saved connections a user without Premium (or a running trial) may keep (docs/product.md §7.3). */
export const FREE_SAVED_CONNECTIONS = 1;
/** Every account's ceiling: the list is loaded whole on the page. */
export const MAX_SAVED_CONNECTIONS = 50;

/** Everything of a connection but its identity and its password. */
export interface ConnectionSettings {
  name: string;
  engine: SqlConnectionEngine;
  host: string;
  port: number;
  database: string;
  username: string;
  tls: SqlConnectionTls;
  statementTimeoutMs: number;
}

export interface SqlConnectionRecord extends ConnectionSettings {
  id: string;
  ownerId: string;
  /** SecretBox output (`v2.<key id>.…`); opens only with this record's id as associated data. */
  passwordSealed: string;
  createdAt: Date;
  updatedAt: Date;
}

/** A form as it arrives: every field may be missing or of the wrong type until parsed. */
export type ConnectionFormInput = Partial<Record<SqlConnectionField, unknown>>;

export interface ParsedConnectionForm {
  settings: ConnectionSettings;
  /** Null when the form left it empty (allowed on an update only). */
  password: string | null;
}

const REQUIRED = 'This field is required';

/**
 * A host name (letters of any script, digits, dots, hyphens, underscores) or an IP address. A scheme,
 * a path, a port, credentials or a socket path have no place here: the port has its own field, and a
 * Unix socket would reach the server's own machine (docs/adr/0006-outbound-platform.md).
 */
const HOST_NAME = /^[\p{L}\p{N}._-]+$/u;
const IPV6 = /^[0-9a-f:.]+$/i;

function hostProblem(host: string): string | null {
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(host)) return 'Enter the host name only, without a scheme such as postgres://';
  if (host.includes('/') || host.includes('\\')) return 'Enter a host name or an IP address, not a path or a socket';
  if (host.includes('@')) return 'Enter the user name in its own field, not in the host';
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  if (bare.includes(':')) {
    if (IPV6.test(bare) && (bare.match(/:/g) ?? []).length >= 2) return null;
    return 'Enter the port in its own field';
  }
  if (!HOST_NAME.test(host) || host.startsWith('.') || host.startsWith('-')) return 'Enter a host name or an IP address';
  return null;
}

/** The stored spelling of a host: trimmed, IPv6 without brackets, lower case (host names ignore case). */
function canonicalHost(host: string): string {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return bare.toLowerCase();
}

function integerOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value)) return Number(value);
  return null;
}

const isBlank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Checks a whole form and answers every problem at once (SQL_CONNECTION_INVALID with one issue per
 * field), so the form marks each field as the product shows it: 'This field is required' under every
 * empty one. `password: 'optional'` is the update's rule (empty keeps the stored password).
 */
export function parseConnectionForm(input: ConnectionFormInput, rules: { password: 'required' | 'optional' }): ParsedConnectionForm {
  const issues: SqlConnectionIssue[] = [];
  const issue = (field: SqlConnectionField, code: SqlConnectionIssueCode, message: string) => {
    if (!issues.some((i) => i.field === field)) issues.push({ field, code, message });
  };
  const text = (field: 'name' | 'database' | 'username' | 'host', max: number): string => {
    const value = input[field];
    if (isBlank(value)) return (issue(field, 'SQL_CONNECTION_FIELD_REQUIRED', REQUIRED), '');
    if (typeof value !== 'string') return (issue(field, 'SQL_CONNECTION_FIELD_REQUIRED', REQUIRED), '');
    const trimmed = value.trim();
    if (trimmed.length > max) issue(field, 'SQL_CONNECTION_FIELD_TOO_LONG', `At most ${max} characters`);
    return trimmed;
  };

  const name = text('name', CONNECTION_LIMITS.nameMaxLength);

  let engine: SqlConnectionEngine = 'postgresql';
  if (isBlank(input.engine)) issue('engine', 'SQL_CONNECTION_FIELD_REQUIRED', REQUIRED);
  else if (!CONNECTION_ENGINES.includes(input.engine as SqlConnectionEngine)) issue('engine', 'SQL_CONNECTION_ENGINE_INVALID', 'Choose PostgreSQL or MySQL/MariaDB');
  else engine = input.engine as SqlConnectionEngine;

  const rawHost = text('host', CONNECTION_LIMITS.hostMaxLength);
  if (rawHost) {
    const problem = hostProblem(rawHost);
    if (problem) issue('host', 'SQL_CONNECTION_HOST_INVALID', problem);
  }

  let port = 0;
  if (isBlank(input.port)) issue('port', 'SQL_CONNECTION_FIELD_REQUIRED', REQUIRED);
  else {
    const value = integerOf(input.port);
    if (value === null || value < 1 || value > 65535) issue('port', 'SQL_CONNECTION_PORT_INVALID', 'A port is a whole number from 1 to 65535');
    else port = value;
  }

  const database = text('database', CONNECTION_LIMITS.databaseMaxLength);
  const username = text('username', CONNECTION_LIMITS.usernameMaxLength);

  // Passwords are kept as typed: leading or trailing spaces may be part of them.
  let password: string | null = null;
  if (typeof input.password === 'string' && input.password !== '') {
    if (input.password.length > CONNECTION_LIMITS.passwordMaxLength) issue('password', 'SQL_CONNECTION_FIELD_TOO_LONG', `At most ${CONNECTION_LIMITS.passwordMaxLength} characters`);
    else password = input.password;
  } else if (input.password !== undefined && input.password !== null && typeof input.password !== 'string') {
    issue('password', 'SQL_CONNECTION_FIELD_REQUIRED', REQUIRED);
  } else if (rules.password === 'required') {
    issue('password', 'SQL_CONNECTION_FIELD_REQUIRED', REQUIRED);
  }

  let tls = DEFAULT_TLS;
  if (!isBlank(input.tls)) {
    if (CONNECTION_TLS_MODES.includes(input.tls as SqlConnectionTls)) tls = input.tls as SqlConnectionTls;
    else issue('tls', 'SQL_CONNECTION_TLS_INVALID', 'TLS is disable, require or verify-full');
  }

  let statementTimeoutMs: number = CONNECTION_LIMITS.defaultStatementTimeoutMs;
  if (!isBlank(input.statementTimeoutMs)) {
    const value = integerOf(input.statementTimeoutMs);
    const { minStatementTimeoutMs: min, maxStatementTimeoutMs: max } = CONNECTION_LIMITS;
    if (value === null || value < min || value > max) issue('statementTimeoutMs', 'SQL_CONNECTION_TIMEOUT_INVALID', `The statement timeout is from ${min} to ${max} ms`);
    else statementTimeoutMs = value;
  }

  if (issues.length > 0) throw connectionInvalid(issues);
  return { settings: { name, engine, host: canonicalHost(rawHost), port, database, username, tls, statementTimeoutMs }, password };
}

/**
 * Whether an update points the connection at another server. The stored password was given for the
 * server it was saved with; following the connection elsewhere would hand it to a host the user (or
 * whoever holds their session) just typed, so such an update needs the password again.
 */
export function serverChanged(before: ConnectionSettings, after: ConnectionSettings): boolean {
  return before.engine !== after.engine || before.host !== after.host || before.port !== after.port;
}

export const connectionView = (record: SqlConnectionRecord): SqlConnection => ({
  id: record.id,
  name: record.name,
  engine: record.engine,
  host: record.host,
  port: record.port,
  database: record.database,
  username: record.username,
  tls: record.tls,
  statementTimeoutMs: record.statementTimeoutMs,
  hasPassword: true,
  sample: false,
  readOnly: false,
  createdAt: record.createdAt.toISOString(),
  updatedAt: record.updatedAt.toISOString(),
});

/** What a successful call answers beside its data: the code the page translates and its English text (docs/product.md §10.2). */
export const CONNECTION_NOTICES = {
  added: { code: 'SQL_CONNECTION_ADDED', message: 'Connection added successfully' },
  updated: { code: 'SQL_CONNECTION_UPDATED', message: 'Connection updated successfully' },
  deleted: { code: 'SQL_CONNECTION_DELETED', message: 'Connection deleted successfully' },
  ok: { code: 'SQL_CONNECTION_OK', message: 'Connection successful!' },
} as const;

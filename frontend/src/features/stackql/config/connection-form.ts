import type {
  SqlConnection,
  SqlConnectionEngine,
  SqlConnectionField,
  SqlConnectionForm,
  SqlConnectionInvalidDetails,
  SqlConnectionIssueCode,
  SqlConnectionTls,
} from '../stackql.types.js';

/** The form as typed: every field a string, as the inputs give them. */
export interface ConnectionDraft {
  name: string;
  engine: SqlConnectionEngine;
  host: string;
  port: string;
  database: string;
  username: string;
  password: string;
  tls: SqlConnectionTls;
  statementTimeoutMs: string;
}

export const DEFAULT_PORTS: Record<SqlConnectionEngine, number> = { postgresql: 5432, mysql: 3306 };
export const DEFAULT_STATEMENT_TIMEOUT_MS = 10_000;
export const TLS_MODES: readonly SqlConnectionTls[] = ['disable', 'require', 'verify-full'];
export const ENGINES: readonly SqlConnectionEngine[] = ['postgresql', 'mysql'];

/** The fields the product lists as required (docs/product.md §5.6); the password only where nothing is stored. */
const REQUIRED = ['name', 'host', 'port', 'database', 'username'] as const satisfies readonly SqlConnectionField[];

export function emptyDraft(engine: SqlConnectionEngine = 'postgresql'): ConnectionDraft {
  return {
    name: '',
    engine,
    host: '',
    port: String(DEFAULT_PORTS[engine]),
    database: '',
    username: '',
    password: '',
    tls: 'require',
    statementTimeoutMs: String(DEFAULT_STATEMENT_TIMEOUT_MS),
  };
}

/** A saved connection in the form; the password is never sent back, so its field starts empty. */
export function draftOf(connection: SqlConnection): ConnectionDraft {
  return {
    name: connection.name,
    engine: connection.engine,
    host: connection.host,
    port: String(connection.port),
    database: connection.database,
    username: connection.username,
    password: '',
    tls: connection.tls,
    statementTimeoutMs: String(connection.statementTimeoutMs),
  };
}

/** A new engine brings its default port unless another port was typed. */
export function withEngine(draft: ConnectionDraft, engine: SqlConnectionEngine): ConnectionDraft {
  const typedPort = draft.port.trim() !== '' && draft.port.trim() !== String(DEFAULT_PORTS[draft.engine]);
  return { ...draft, engine, port: typedPort ? draft.port : String(DEFAULT_PORTS[engine]) };
}

/**
 * The request body. On an edit an empty password is left out, so the stored one is kept (the module
 * README, "Fields"); the text fields go as typed, the server trims and checks them.
 */
export function formOf(draft: ConnectionDraft, editing: boolean): SqlConnectionForm {
  const form: SqlConnectionForm = {
    name: draft.name,
    engine: draft.engine,
    host: draft.host.trim(),
    port: draft.port.trim(),
    database: draft.database,
    username: draft.username,
    tls: draft.tls,
    statementTimeoutMs: draft.statementTimeoutMs.trim() === '' ? null : draft.statementTimeoutMs.trim(),
  };
  if (!editing || draft.password !== '') form.password = draft.password;
  return form;
}

export type FieldIssues = Partial<Record<SqlConnectionField, SqlConnectionIssueCode>>;

/** Empty required fields, found before anything is sent ('This field is required', as the server says it). */
export function missingFields(draft: ConnectionDraft, editing: boolean): FieldIssues {
  const issues: FieldIssues = {};
  for (const field of REQUIRED) if (draft[field].trim() === '') issues[field] = 'SQL_CONNECTION_FIELD_REQUIRED';
  if (!editing && draft.password === '') issues.password = 'SQL_CONNECTION_FIELD_REQUIRED';
  return issues;
}

/** The server's issues of a 400 SQL_CONNECTION_INVALID by field, the first of each field kept. */
export function fieldIssuesOf(details: SqlConnectionInvalidDetails | null): FieldIssues {
  const issues: FieldIssues = {};
  for (const issue of details?.issues ?? []) issues[issue.field] ??= issue.code;
  return issues;
}

/**
 * Whether a test of the saved connection tests what the form shows: the stored password and the fields
 * that reach the server are unchanged (a new name or statement limit does not change the login).
 */
export function testsAsSaved(draft: ConnectionDraft, saved: SqlConnection): boolean {
  const original = draftOf(saved);
  const reaching: readonly (keyof ConnectionDraft)[] = ['engine', 'host', 'port', 'database', 'username', 'tls'];
  return draft.password === '' && reaching.every((field) => draft[field].trim() === original[field].trim());
}

export function isDirty(draft: ConnectionDraft, saved: SqlConnection | null): boolean {
  const original = saved ? draftOf(saved) : emptyDraft(draft.engine);
  return (Object.keys(original) as (keyof ConnectionDraft)[]).some((field) => draft[field] !== original[field]);
}

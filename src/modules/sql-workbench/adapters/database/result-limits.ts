/** The terminal's caps on one result (sql-workbench README, "Terminal"). */
export const MAX_RESULT_ROWS = 1_000;
export const MAX_RESULT_BYTES = 5 * 1024 * 1024;
/**
 * Bytes a statement's answer may bring over the wire before the connection is cut. Rows are kept to
 * MAX_RESULT_BYTES as they are parsed, but a driver reads a whole row before handing it over, so one
 * enormous value (PostgreSQL allows 1 GB) would sit in memory first: this stops it at the socket.
 */
export const MAX_WIRE_BYTES = 3 * MAX_RESULT_BYTES;

/** Counts what a socket receives and calls `overflow` once past MAX_WIRE_BYTES; returns the detach. */
export function watchWireBytes(socket: { on(event: 'data', listener: (chunk: Buffer) => void): unknown; off(event: 'data', listener: (chunk: Buffer) => void): unknown }, overflow: () => void): () => void {
  let received = 0;
  let tripped = false;
  const onData = (chunk: Buffer): void => {
    received += chunk.length;
    if (!tripped && received > MAX_WIRE_BYTES) {
      tripped = true;
      overflow();
    }
  };
  socket.on('data', onData);
  return () => socket.off('data', onData);
}

/** A connection's statement limit may not pass this, whatever was saved. */
export const MAX_STATEMENT_TIMEOUT_MS = 60_000;

/** The statement limit as a whole number of milliseconds between 1 and the ceiling: the only value written into SET text. */
export function statementLimitOf(statementTimeoutMs: number): number {
  const whole = Math.floor(Number(statementTimeoutMs));
  return Number.isFinite(whole) ? Math.min(MAX_STATEMENT_TIMEOUT_MS, Math.max(1, whole)) : MAX_STATEMENT_TIMEOUT_MS;
}

/**
 * A value as the page receives it: numbers that JSON can hold, big integers and decimals as strings
 * (drivers are set to give them so), dates as ISO text, bytes as `\x` hex, anything structured as its
 * JSON text.
 */
export function jsonSafe(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Buffer.isBuffer(value)) return `\\x${value.toString('hex')}`;
  return JSON.stringify(value, (_key, inner: unknown) => (typeof inner === 'bigint' ? inner.toString() : inner));
}

/**
 * Rows kept until the row cap or the size cap (the rows' JSON, as the answer will carry it) is
 * reached; the first row that does not fit marks the result truncated and stops the reading.
 */
export class CappedRows {
  readonly rows: unknown[][] = [];
  truncated = false;
  private bytes = 0;

  /** False when the row did not fit: stop reading. */
  add(row: unknown[]): boolean {
    if (this.rows.length >= MAX_RESULT_ROWS) {
      this.truncated = true;
      return false;
    }
    const size = Buffer.byteLength(JSON.stringify(row)) + 1;
    if (this.bytes + size > MAX_RESULT_BYTES) {
      this.truncated = true;
      return false;
    }
    this.rows.push(row);
    this.bytes += size;
    return true;
  }
}

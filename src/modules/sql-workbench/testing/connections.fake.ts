import { Writable } from 'node:stream';
import pino from 'pino';
import type { ConnectionRepository, ConnectionWrite } from '../application/ports/connection.repository.port.js';
import type { ConnectionTarget, DatabaseDriver, DatabaseEngine, QueryRequest, QueryResult, ServerInfo } from '../application/ports/database-driver.port.js';
import type { SqlConnectionRecord } from '../domain/connection/connection.js';
import type { Logger } from '../../../platform/logging/index.js';

/** Saved connections in memory, scoped by owner as the knex repository is. */
export class InMemoryConnections implements ConnectionRepository {
  readonly rows: SqlConnectionRecord[] = [];
  private tick = 0;

  private now(): Date {
    return new Date(Date.UTC(2026, 11, 8, 12, 0, this.tick++));
  }

  async listForOwner(ownerId: string) {
    return this.rows.filter((r) => r.ownerId === ownerId).sort((a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()) || a.id.localeCompare(b.id));
  }
  async countForOwner(ownerId: string) {
    return this.rows.filter((r) => r.ownerId === ownerId).length;
  }
  async find(id: string, ownerId: string) {
    return this.rows.find((r) => r.id === id && r.ownerId === ownerId) ?? null;
  }
  async create(id: string, write: ConnectionWrite, maxForOwner: number) {
    if ((await this.countForOwner(write.ownerId)) >= maxForOwner) return null;
    const at = this.now();
    const record: SqlConnectionRecord = { id, ownerId: write.ownerId, ...write.settings, passwordSealed: write.passwordSealed, createdAt: at, updatedAt: at };
    this.rows.push(record);
    return { ...record };
  }
  async update(id: string, write: ConnectionWrite) {
    const row = this.rows.find((r) => r.id === id && r.ownerId === write.ownerId);
    if (!row) return null;
    Object.assign(row, write.settings, { passwordSealed: write.passwordSealed, updatedAt: this.now() });
    return { ...row };
  }
  async replaceSealedPassword(id: string, ownerId: string, passwordSealed: string) {
    const row = this.rows.find((r) => r.id === id && r.ownerId === ownerId);
    if (row) row.passwordSealed = passwordSealed;
  }
  async delete(id: string, ownerId: string) {
    const at = this.rows.findIndex((r) => r.id === id && r.ownerId === ownerId);
    if (at >= 0) this.rows.splice(at, 1);
    return at >= 0;
  }
  async deleteForOwner(ownerId: string) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => r.ownerId !== ownerId));
    return before - this.rows.length;
  }
}

/**
 * A DatabaseDriver that connects nowhere: it records each target it was given and answers what the
 * test set (a version, or an error to throw).
 */
export class FakeDatabaseDriver implements DatabaseDriver {
  readonly targets: { target: ConnectionTarget; allowPrivateTargets: boolean }[] = [];
  outcome: { version: string } | { error: unknown } = { version: 'PostgreSQL 15.20' };

  constructor(readonly engine: DatabaseEngine = 'postgresql') {}

  async testConnection(target: ConnectionTarget, allowPrivateTargets: boolean): Promise<ServerInfo> {
    this.targets.push({ target: { ...target }, allowPrivateTargets });
    if ('error' in this.outcome) throw this.outcome.error;
    return { version: this.outcome.version };
  }

  async runQuery(_target: ConnectionTarget, _request: QueryRequest): Promise<QueryResult> {
    throw new Error('the fake driver runs no query');
  }
}

/** A pino logger writing into an array, to assert what was (and was not) logged. */
export function capturingLogger(): { logger: Logger; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { logger: pino({ level: 'debug' }, sink), lines };
}

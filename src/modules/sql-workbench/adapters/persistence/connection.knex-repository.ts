import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { ConnectionRepository, ConnectionWrite } from '../../application/ports/connection.repository.port.js';
import type { SqlConnectionEngine, SqlConnectionTls } from '../../contract.js';
import type { SqlConnectionRecord } from '../../domain/connection/connection.js';

const TABLE = 'sql_workbench_connections';

interface Row {
  id: string;
  owner_id: string;
  name: string;
  engine: SqlConnectionEngine;
  host: string;
  port: number;
  database: string;
  username: string;
  password_sealed: string;
  tls: SqlConnectionTls;
  statement_timeout_ms: number;
  created_at: Date | string;
  updated_at: Date | string;
}

@injectable()
export class ConnectionKnexRepository implements ConnectionRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async listForOwner(ownerId: string): Promise<SqlConnectionRecord[]> {
    const rows = (await this.table().where({ owner_id: ownerId }).orderByRaw('lower(name), id')) as Row[];
    return rows.map(toRecord);
  }

  async countForOwner(ownerId: string): Promise<number> {
    const [row] = (await this.table().where({ owner_id: ownerId }).count('* as count')) as { count: string | number }[];
    return Number(row?.count ?? 0);
  }

  async find(id: string, ownerId: string): Promise<SqlConnectionRecord | null> {
    const row = (await this.table().where({ id, owner_id: ownerId }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async create(id: string, write: ConnectionWrite, maxForOwner: number): Promise<SqlConnectionRecord | null> {
    return this.db.insertBelowOwnerLimit(TABLE, write.ownerId, maxForOwner, async () => {
      const [row] = (await this.table()
        .insert({ id, ...columnsOf(write) })
        .returning('*')) as Row[];
      return toRecord(row as Row);
    });
  }

  async update(id: string, write: ConnectionWrite): Promise<SqlConnectionRecord | null> {
    const [row] = (await this.table()
      .where({ id, owner_id: write.ownerId })
      .update({ ...columnsOf(write), updated_at: this.db.executor().fn.now() })
      .returning('*')) as Row[];
    return row ? toRecord(row) : null;
  }

  async replaceSealedPassword(id: string, ownerId: string, passwordSealed: string): Promise<void> {
    await this.table().where({ id, owner_id: ownerId }).update({ password_sealed: passwordSealed });
  }

  async delete(id: string, ownerId: string): Promise<boolean> {
    return (await this.table().where({ id, owner_id: ownerId }).delete()) > 0;
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId }).delete();
  }
}

function columnsOf(write: ConnectionWrite) {
  const s = write.settings;
  return {
    owner_id: write.ownerId,
    name: s.name,
    engine: s.engine,
    host: s.host,
    port: s.port,
    database: s.database,
    username: s.username,
    password_sealed: write.passwordSealed,
    tls: s.tls,
    statement_timeout_ms: s.statementTimeoutMs,
  };
}

function toRecord(row: Row): SqlConnectionRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    engine: row.engine,
    host: row.host,
    port: Number(row.port),
    database: row.database,
    username: row.username,
    passwordSealed: row.password_sealed,
    tls: row.tls,
    statementTimeoutMs: Number(row.statement_timeout_ms),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

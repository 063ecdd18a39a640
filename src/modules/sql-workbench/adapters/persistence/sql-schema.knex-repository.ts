import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { SqlSchemaRepository, SqlSchemaWrite } from '../../application/ports/sql-schema.repository.port.js';
import type { SqlNodePosition, SqlTable } from '../../contract.js';
import type { SqlSchemaRecord } from '../../domain/sql-schema.js';

const TABLE = 'sql_workbench_schemas';

interface Row {
  id: string;
  owner_id: string;
  database_name: string;
  tables: SqlTable[] | string;
  positions: Record<string, SqlNodePosition> | string;
  created_at: Date | string;
  updated_at: Date | string;
}

@injectable()
export class SqlSchemaKnexRepository implements SqlSchemaRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async listForOwner(ownerId: string): Promise<SqlSchemaRecord[]> {
    const rows = (await this.table().where({ owner_id: ownerId }).orderBy('updated_at', 'desc').orderBy('id')) as Row[];
    return rows.map(toRecord);
  }

  async countForOwner(ownerId: string): Promise<number> {
    const [row] = (await this.table().where({ owner_id: ownerId }).count('* as count')) as { count: string | number }[];
    return Number(row?.count ?? 0);
  }

  async create(write: SqlSchemaWrite): Promise<SqlSchemaRecord> {
    const [row] = (await this.table().insert(columnsOf(write)).returning('*')) as Row[];
    return toRecord(row as Row);
  }

  async update(id: string, write: SqlSchemaWrite): Promise<SqlSchemaRecord | null> {
    const [row] = (await this.table()
      .where({ id, owner_id: write.ownerId })
      .update({ ...columnsOf(write), updated_at: this.db.executor().fn.now() })
      .returning('*')) as Row[];
    return row ? toRecord(row) : null;
  }

  async delete(id: string, ownerId: string): Promise<boolean> {
    return (await this.table().where({ id, owner_id: ownerId }).delete()) > 0;
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId }).delete();
  }
}

function columnsOf(write: SqlSchemaWrite) {
  // jsonb through JSON text: node-postgres would send a JS array as a PostgreSQL array literal.
  return {
    owner_id: write.ownerId,
    database_name: write.document.database_name,
    tables: JSON.stringify(write.document.tables),
    positions: JSON.stringify(write.positions),
    table_count: write.document.tables.length,
  };
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

function toRecord(row: Row): SqlSchemaRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    document: { database_name: row.database_name, tables: json(row.tables) },
    positions: json(row.positions),
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

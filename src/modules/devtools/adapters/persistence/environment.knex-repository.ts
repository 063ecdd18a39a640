import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { EnvironmentRepository, EnvironmentWrite } from '../../application/ports/api-hub.repositories.port.js';
import type { EnvironmentRecord, StoredVariable } from '../../domain/api-hub/environment.js';
import { isUuid } from '../../../../shared/index.js';

const TABLE = 'devtools_api_environments';

interface Row {
  id: string;
  owner_id: string;
  name: string;
  variables: StoredVariable[] | string;
  created_at: Date | string;
  updated_at: Date | string;
}

@injectable()
export class EnvironmentKnexRepository implements EnvironmentRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async listForOwner(ownerId: string): Promise<EnvironmentRecord[]> {
    const rows = (await this.table().where({ owner_id: ownerId }).orderByRaw('lower(name), id')) as Row[];
    return rows.map(toRecord);
  }

  async find(id: string, ownerId: string): Promise<EnvironmentRecord | null> {
    if (!isUuid(id)) return null;
    const row = (await this.table().where({ id, owner_id: ownerId }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async create(id: string, write: EnvironmentWrite, maxForOwner: number): Promise<EnvironmentRecord | null> {
    return this.db.insertBelowOwnerLimit(TABLE, write.ownerId, maxForOwner, async () => {
      const [row] = (await this.table()
        .insert({ id, owner_id: write.ownerId, name: write.name, variables: JSON.stringify(write.variables) })
        .returning('*')) as Row[];
      return toRecord(row as Row);
    });
  }

  async update(id: string, write: EnvironmentWrite): Promise<EnvironmentRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = (await this.table()
      .where({ id, owner_id: write.ownerId })
      .update({ name: write.name, variables: JSON.stringify(write.variables), updated_at: this.db.executor().fn.now() })
      .returning('*')) as Row[];
    return row ? toRecord(row) : null;
  }

  async delete(id: string, ownerId: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.table().where({ id, owner_id: ownerId }).delete()) > 0;
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId }).delete();
  }
}


function toRecord(row: Row): EnvironmentRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    variables: typeof row.variables === 'string' ? (JSON.parse(row.variables) as StoredVariable[]) : row.variables,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

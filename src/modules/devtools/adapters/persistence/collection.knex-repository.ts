import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { CollectionRepository, CollectionWrite } from '../../application/ports/api-hub.repositories.port.js';
import type { SavedRequest } from '../../contract.js';
import type { CollectionRecord } from '../../domain/api-hub/collection.js';
import { isUuid } from '../../../../shared/index.js';

const TABLE = 'devtools_api_collections';

interface Row {
  id: string;
  owner_id: string;
  name: string;
  requests: SavedRequest[] | string;
  created_at: Date | string;
  updated_at: Date | string;
}

@injectable()
export class CollectionKnexRepository implements CollectionRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async listForOwner(ownerId: string): Promise<CollectionRecord[]> {
    const rows = (await this.table().where({ owner_id: ownerId }).orderByRaw('lower(name), id')) as Row[];
    return rows.map(toRecord);
  }

  async create(id: string, write: CollectionWrite, maxForOwner: number): Promise<CollectionRecord | null> {
    return this.db.insertBelowOwnerLimit(TABLE, write.ownerId, maxForOwner, async () => {
      const [row] = (await this.table()
        .insert({ id, owner_id: write.ownerId, name: write.name, requests: JSON.stringify(write.requests) })
        .returning('*')) as Row[];
      return toRecord(row as Row);
    });
  }

  async update(id: string, write: CollectionWrite): Promise<CollectionRecord | null> {
    if (!isUuid(id)) return null;
    const [row] = (await this.table()
      .where({ id, owner_id: write.ownerId })
      .update({ name: write.name, requests: JSON.stringify(write.requests), updated_at: this.db.executor().fn.now() })
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

function toRecord(row: Row): CollectionRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    requests: typeof row.requests === 'string' ? (JSON.parse(row.requests) as SavedRequest[]) : row.requests,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

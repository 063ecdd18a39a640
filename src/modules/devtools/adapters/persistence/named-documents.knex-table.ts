import type { Database } from '../../../../platform/db/index.js';
import { isUuid } from '../../../../shared/index.js';

/** One named JSON document of one owner, as the hub's environments and collections store them. */
export interface NamedDocument<P> {
  id: string;
  ownerId: string;
  name: string;
  payload: P;
  createdAt: Date;
  updatedAt: Date;
}

interface Row {
  id: string;
  owner_id: string;
  name: string;
  created_at: Date | string;
  updated_at: Date | string;
  [column: string]: unknown;
}

/**
 * A table of owners' named JSON documents (id, owner_id, name, one jsonb column, timestamps): the API
 * testing hub's environments and collections differ only in that column and its type. Ids that are not
 * UUIDs name nothing; creation stops at a per-owner limit (Database.insertBelowOwnerLimit).
 */
export class NamedDocumentsTable<P> {
  constructor(
    private readonly db: Database,
    private readonly table: string,
    private readonly column: string,
  ) {}

  private rows() {
    return this.db.executor()(this.table);
  }

  async listForOwner(ownerId: string): Promise<NamedDocument<P>[]> {
    const rows = (await this.rows().where({ owner_id: ownerId }).orderByRaw('lower(name), id')) as Row[];
    return rows.map((row) => this.toDocument(row));
  }

  async find(id: string, ownerId: string): Promise<NamedDocument<P> | null> {
    if (!isUuid(id)) return null;
    const row = (await this.rows().where({ id, owner_id: ownerId }).first()) as Row | undefined;
    return row ? this.toDocument(row) : null;
  }

  async create(id: string, ownerId: string, name: string, payload: P, maxForOwner: number): Promise<NamedDocument<P> | null> {
    return this.db.insertBelowOwnerLimit(this.table, ownerId, maxForOwner, async () => {
      // jsonb through JSON text: node-postgres would send a JS array as a PostgreSQL array literal.
      const [row] = (await this.rows()
        .insert({ id, owner_id: ownerId, name, [this.column]: JSON.stringify(payload) })
        .returning('*')) as Row[];
      return this.toDocument(row as Row);
    });
  }

  async update(id: string, ownerId: string, name: string, payload: P): Promise<NamedDocument<P> | null> {
    if (!isUuid(id)) return null;
    const [row] = (await this.rows()
      .where({ id, owner_id: ownerId })
      .update({ name, [this.column]: JSON.stringify(payload), updated_at: this.db.executor().fn.now() })
      .returning('*')) as Row[];
    return row ? this.toDocument(row) : null;
  }

  async delete(id: string, ownerId: string): Promise<boolean> {
    if (!isUuid(id)) return false;
    return (await this.rows().where({ id, owner_id: ownerId }).delete()) > 0;
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.rows().where({ owner_id: ownerId }).delete();
  }

  private toDocument(row: Row): NamedDocument<P> {
    const stored = row[this.column];
    return {
      id: row.id,
      ownerId: row.owner_id,
      name: row.name,
      payload: (typeof stored === 'string' ? JSON.parse(stored) : stored) as P,
      createdAt: new Date(row.created_at),
      updatedAt: new Date(row.updated_at),
    };
  }
}

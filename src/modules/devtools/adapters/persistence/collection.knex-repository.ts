import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { CollectionRepository, CollectionWrite } from '../../application/ports/api-hub.repositories.port.js';
import type { SavedRequest } from '../../contract.js';
import type { CollectionRecord } from '../../domain/api-hub/collection.js';
import { NamedDocumentsTable, type NamedDocument } from './named-documents.knex-table.js';

const toRecord = ({ payload, ...rest }: NamedDocument<SavedRequest[]>): CollectionRecord => ({ ...rest, requests: payload });

@injectable()
export class CollectionKnexRepository implements CollectionRepository {
  private readonly documents: NamedDocumentsTable<SavedRequest[]>;

  constructor(@inject(PLATFORM.Database) db: Database) {
    this.documents = new NamedDocumentsTable(db, 'devtools_api_collections', 'requests');
  }

  async listForOwner(ownerId: string): Promise<CollectionRecord[]> {
    return (await this.documents.listForOwner(ownerId)).map(toRecord);
  }

  async create(id: string, write: CollectionWrite, maxForOwner: number): Promise<CollectionRecord | null> {
    const created = await this.documents.create(id, write.ownerId, write.name, write.requests, maxForOwner);
    return created && toRecord(created);
  }

  async update(id: string, write: CollectionWrite): Promise<CollectionRecord | null> {
    const updated = await this.documents.update(id, write.ownerId, write.name, write.requests);
    return updated && toRecord(updated);
  }

  delete(id: string, ownerId: string): Promise<boolean> {
    return this.documents.delete(id, ownerId);
  }

  deleteForOwner(ownerId: string): Promise<number> {
    return this.documents.deleteForOwner(ownerId);
  }
}

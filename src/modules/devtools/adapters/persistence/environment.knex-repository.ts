import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { EnvironmentRepository, EnvironmentWrite } from '../../application/ports/api-hub.repositories.port.js';
import type { EnvironmentRecord, StoredVariable } from '../../domain/api-hub/environment.js';
import { NamedDocumentsTable, type NamedDocument } from './named-documents.knex-table.js';

const toRecord = ({ payload, ...rest }: NamedDocument<StoredVariable[]>): EnvironmentRecord => ({ ...rest, variables: payload });

@injectable()
export class EnvironmentKnexRepository implements EnvironmentRepository {
  private readonly documents: NamedDocumentsTable<StoredVariable[]>;

  constructor(@inject(PLATFORM.Database) db: Database) {
    this.documents = new NamedDocumentsTable(db, 'devtools_api_environments', 'variables');
  }

  async listForOwner(ownerId: string): Promise<EnvironmentRecord[]> {
    return (await this.documents.listForOwner(ownerId)).map(toRecord);
  }

  async find(id: string, ownerId: string): Promise<EnvironmentRecord | null> {
    const found = await this.documents.find(id, ownerId);
    return found && toRecord(found);
  }

  async create(id: string, write: EnvironmentWrite, maxForOwner: number): Promise<EnvironmentRecord | null> {
    const created = await this.documents.create(id, write.ownerId, write.name, write.variables, maxForOwner);
    return created && toRecord(created);
  }

  async update(id: string, write: EnvironmentWrite): Promise<EnvironmentRecord | null> {
    const updated = await this.documents.update(id, write.ownerId, write.name, write.variables);
    return updated && toRecord(updated);
  }

  delete(id: string, ownerId: string): Promise<boolean> {
    return this.documents.delete(id, ownerId);
  }

  deleteForOwner(ownerId: string): Promise<number> {
    return this.documents.deleteForOwner(ownerId);
  }
}

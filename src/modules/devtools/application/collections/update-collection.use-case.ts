import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/domain-error.js';
import type { ApiCollection, SaveCollectionRequest } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { assertCollectionSize, collectionView } from '../../domain/api-hub/collection.js';
import type { CollectionRepository } from '../ports/api-hub.repositories.port.js';

export const collectionNotFound = (): DomainError => new DomainError('not_found', 'DEVTOOLS_COLLECTION_NOT_FOUND', 'No such collection');

/** Replaces a collection of the user, name and requests. */
@injectable()
export class UpdateCollection {
  constructor(@inject(DEVTOOLS.CollectionRepository) private readonly collections: CollectionRepository) {}

  async execute(ownerId: string, id: string, form: SaveCollectionRequest): Promise<ApiCollection> {
    assertCollectionSize(form.requests);
    const updated = await this.collections.update(id, { ownerId, name: form.name, requests: form.requests });
    if (!updated) throw collectionNotFound();
    return collectionView(updated);
  }
}

import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { DomainError } from '../../../../shared/domain-error.js';
import type { ApiCollection, SaveCollectionRequest } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { API_HUB_LIMITS } from '../../domain/api-hub/api-hub-limits.js';
import { assertCollectionSize, collectionView } from '../../domain/api-hub/collection.js';
import type { CollectionRepository } from '../ports/api-hub.repositories.port.js';

/** A new collection, within the per-owner count and the per-collection size (devtools README). */
@injectable()
export class CreateCollection {
  constructor(@inject(DEVTOOLS.CollectionRepository) private readonly collections: CollectionRepository) {}

  async execute(ownerId: string, form: SaveCollectionRequest): Promise<ApiCollection> {
    assertCollectionSize(form.requests);
    const created = await this.collections.create(randomUUID(), { ownerId, name: form.name, requests: form.requests }, API_HUB_LIMITS.collectionsPerOwner);
    if (!created) {
      throw new DomainError('conflict', 'DEVTOOLS_COLLECTION_LIMIT', `At most ${API_HUB_LIMITS.collectionsPerOwner} collections`, { limit: API_HUB_LIMITS.collectionsPerOwner });
    }
    return collectionView(created);
  }
}

import { inject, injectable } from 'inversify';
import type { ApiCollection } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { collectionView } from '../../domain/api-hub/collection.js';
import type { CollectionRepository } from '../ports/api-hub.repositories.port.js';

/** The user's collections by name. */
@injectable()
export class ListCollections {
  constructor(@inject(DEVTOOLS.CollectionRepository) private readonly collections: CollectionRepository) {}

  async execute(ownerId: string): Promise<ApiCollection[]> {
    return (await this.collections.listForOwner(ownerId)).map(collectionView);
  }
}

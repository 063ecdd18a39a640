import { inject, injectable } from 'inversify';
import { DEVTOOLS } from '../../devtools.tokens.js';
import type { CollectionRepository } from '../ports/api-hub.repositories.port.js';
import { collectionNotFound } from './update-collection.use-case.js';

@injectable()
export class DeleteCollection {
  constructor(@inject(DEVTOOLS.CollectionRepository) private readonly collections: CollectionRepository) {}

  async execute(ownerId: string, id: string): Promise<void> {
    if (!(await this.collections.delete(id, ownerId))) throw collectionNotFound();
  }
}

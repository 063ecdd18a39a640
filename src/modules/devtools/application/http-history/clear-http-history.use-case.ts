import { inject, injectable } from 'inversify';
import { DEVTOOLS } from '../../devtools.tokens.js';
import type { HttpHistoryRepository } from '../ports/api-hub.repositories.port.js';

@injectable()
export class ClearHttpHistory {
  constructor(@inject(DEVTOOLS.HttpHistoryRepository) private readonly history: HttpHistoryRepository) {}

  async execute(ownerId: string): Promise<void> {
    await this.history.deleteForOwner(ownerId);
  }
}

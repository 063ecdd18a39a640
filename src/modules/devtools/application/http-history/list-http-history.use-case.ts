import { inject, injectable } from 'inversify';
import type { HttpHistoryEntry } from '../../contract.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { API_HUB_LIMITS } from '../../domain/api-hub/api-hub-limits.js';
import { historyEntryView } from '../../domain/api-hub/http-history.js';
import type { HttpHistoryRepository } from '../ports/api-hub.repositories.port.js';

/** The user's last 100 sends, newest first. */
@injectable()
export class ListHttpHistory {
  constructor(@inject(DEVTOOLS.HttpHistoryRepository) private readonly history: HttpHistoryRepository) {}

  async execute(ownerId: string): Promise<HttpHistoryEntry[]> {
    return (await this.history.listForOwner(ownerId, API_HUB_LIMITS.historyKept)).map(historyEntryView);
  }
}

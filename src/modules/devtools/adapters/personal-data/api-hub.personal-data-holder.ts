import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import type { CollectionRepository, EnvironmentRepository, HttpHistoryRepository } from '../../application/ports/api-hub.repositories.port.js';
import { DEVTOOLS } from '../../devtools.tokens.js';
import { API_HUB_LIMITS } from '../../domain/api-hub/api-hub-limits.js';
import { collectionExportView } from '../../domain/api-hub/collection.js';
import { environmentView } from '../../domain/api-hub/environment.js';
import { historyEntryView } from '../../domain/api-hub/http-history.js';

/**
 * The API testing hub's data is the user's work: environments exported as the API answers them (secret
 * values left out, sealed or not: an export is a file that travels), collections without the tokens and
 * passwords typed into their auth, and the history of sends. All of it is deleted with the account
 * (devtools README, "API testing hub").
 */
@injectable()
export class ApiHubPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'apiTestingHub';

  constructor(
    @inject(DEVTOOLS.EnvironmentRepository) private readonly environments: EnvironmentRepository,
    @inject(DEVTOOLS.CollectionRepository) private readonly collections: CollectionRepository,
    @inject(DEVTOOLS.HttpHistoryRepository) private readonly history: HttpHistoryRepository,
  ) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    return {
      environments: (await this.environments.listForOwner(subject.userId)).map(environmentView),
      collections: (await this.collections.listForOwner(subject.userId)).map(collectionExportView),
      history: (await this.history.listForOwner(subject.userId, API_HUB_LIMITS.historyKept)).map(historyEntryView),
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.environments.deleteForOwner(subject.userId);
    await this.collections.deleteForOwner(subject.userId);
    await this.history.deleteForOwner(subject.userId);
  }
}

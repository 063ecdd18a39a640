import { inject, injectable } from 'inversify';
import type { AccessLogRepository } from '../../application/ports/access-log.repository.port.js';
import type { UserPreferencesRepository } from '../../application/ports/user-preferences.repository.port.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { PersonalDataHolder, PersonalDataSubject } from '../../index.js';

/**
 * Identity's tables keyed by user id that outlive the account row (no foreign key to it): saved
 * preferences are deleted; refused-access entries are a security record, so they are kept but
 * detached from the user until the retention purge removes them.
 */
@injectable()
export class IdentityPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'identity';

  constructor(
    @inject(IDENTITY.UserPreferencesRepository) private readonly preferences: UserPreferencesRepository,
    @inject(IDENTITY.AccessLogRepository) private readonly accessLog: AccessLogRepository,
  ) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    // One after the other: inside a transaction every query shares one connection anyway.
    const preferences = await this.preferences.find(subject.userId);
    const refused = await this.accessLog.listForUser(subject.userId);
    return {
      preferences,
      refusedAccess: refused.map((e) => ({
        path: e.path,
        type: e.type,
        ipHash: e.ipHash,
        occurredAt: e.occurredAt.toISOString(),
        receivedAt: e.receivedAt.toISOString(),
      })),
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.preferences.deleteForUser(subject.userId);
    await this.accessLog.anonymiseUser(subject.userId);
  }
}

import { injectable, multiInject } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import { STUDIO } from '../../studio.tokens.js';
import type { StudioPersonalDataPart } from './studio-personal-data-part.js';

/**
 * The studio's section of the account export (`studio`: one key per part, `templates` first) and its
 * share of the account's deletion. A kind of data joins by binding a StudioPersonalDataPart under
 * STUDIO.PersonalDataParts in the core module (studio README, "Personal data").
 */
@injectable()
export class StudioPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'studio';

  constructor(@multiInject(STUDIO.PersonalDataParts) private readonly parts: StudioPersonalDataPart[]) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    const section: Record<string, unknown> = {};
    for (const part of this.parts) section[part.key] = await part.exportFor(subject.userId);
    return section;
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    for (const part of this.parts) await part.eraseFor(subject.userId);
  }
}

import { inject, injectable, multiInject } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import type { PersonalDataExport } from '../../contract.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../../index.js';
import { CurrentUser } from '../sessions/current-user.js';
import { SessionIssuer } from '../sessions/session-issuer.js';

/** "Export my data": the account plus every module's section, as one JSON document (GDPR art. 15 and 20). */
@injectable()
export class ExportPersonalData {
  constructor(
    @inject(CurrentUser) private readonly current: CurrentUser,
    @inject(SessionIssuer) private readonly sessions: SessionIssuer,
    @multiInject(IDENTITY_PERSONAL_DATA) private readonly holders: PersonalDataHolder[],
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(userId: string): Promise<PersonalDataExport> {
    const user = await this.current.require(userId);
    const subject = { userId: user.id, email: user.email };
    const sections: Record<string, unknown> = {};
    for (const holder of this.holders) sections[holder.name] = await holder.exportFor(subject);
    return { exportedAt: this.clock.now().toISOString(), user: await this.sessions.view(user), sections };
  }
}

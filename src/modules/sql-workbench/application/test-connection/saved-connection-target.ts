import { inject, injectable } from 'inversify';
import type { SecretBox } from '../../../../platform/security/index.js';
import type { SqlConnectionRecord } from '../../domain/connection/connection.js';
import { connectionNotFound, passwordUnreadable } from '../../domain/connection/connection-errors.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { ConnectionRepository } from '../ports/connection.repository.port.js';
import type { ConnectionTarget } from '../ports/database-driver.port.js';
import { isUuid } from '../../../../shared/index.js';

/**
 * A saved connection of the caller's, with its password opened for the length of one call: what every
 * use case that reaches the user's server starts from. A password sealed under a former CREDENTIALS_KEY
 * is sealed again under the current one as it is read, so a rotated key can be retired once every
 * connection was used (platform/security README, "Rotation").
 */
@injectable()
export class SavedConnectionTargets {
  constructor(
    @inject(SQL_WORKBENCH.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SQL_WORKBENCH.ConnectionSecretBox) private readonly box: SecretBox,
  ) {}

  /** Throws SQL_CONNECTION_NOT_FOUND for an id that is not the owner's. */
  async find(id: string, ownerId: string): Promise<SqlConnectionRecord> {
    const record = isUuid(id) ? await this.connections.find(id, ownerId) : null;
    if (!record) throw connectionNotFound();
    return record;
  }

  async open(record: SqlConnectionRecord): Promise<ConnectionTarget> {
    let password: string;
    try {
      password = this.box.open(record.passwordSealed, record.id);
    } catch {
      // Sealed under a key the ring no longer holds, or altered: only the user can give it again.
      throw passwordUnreadable();
    }
    if (this.box.needsReseal(record.passwordSealed)) {
      await this.connections.replaceSealedPassword(record.id, record.ownerId, this.box.seal(password, record.id));
    }
    const { engine, host, port, database, username, tls, statementTimeoutMs } = record;
    return { engine, host, port, database, username, password, tls, statementTimeoutMs };
  }
}

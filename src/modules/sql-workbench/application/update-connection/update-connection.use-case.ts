import { inject, injectable } from 'inversify';
import type { SecretBox } from '../../../../platform/security/index.js';
import { parseConnectionForm, serverChanged, type ConnectionFormInput, type SqlConnectionRecord } from '../../domain/connection/connection.js';
import { connectionInvalid, connectionNotFound } from '../../domain/connection/connection-errors.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { ConnectionRepository } from '../ports/connection.repository.port.js';
import { isUuid } from '../../../../shared/index.js';

export interface UpdateConnectionCommand {
  ownerId: string;
  id: string;
  form: ConnectionFormInput;
}

/**
 * Replaces a connection's settings. No new password keeps the sealed one, as long as the connection
 * stays on its server (domain/connection/connection.ts, serverChanged). Another account's id answers
 * as a missing one.
 */
@injectable()
export class UpdateConnection {
  constructor(
    @inject(SQL_WORKBENCH.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SQL_WORKBENCH.ConnectionSecretBox) private readonly box: SecretBox,
  ) {}

  async execute(command: UpdateConnectionCommand): Promise<SqlConnectionRecord> {
    const existing = isUuid(command.id) ? await this.connections.find(command.id, command.ownerId) : null;
    if (!existing) throw connectionNotFound();
    const { settings, password } = parseConnectionForm(command.form, { password: 'optional' });
    if (password === null && serverChanged(existing, settings)) {
      throw connectionInvalid([{ field: 'password', code: 'SQL_CONNECTION_PASSWORD_REQUIRED', message: 'Enter the password again: the server changed' }]);
    }
    const passwordSealed = password === null ? existing.passwordSealed : this.box.seal(password, existing.id);
    const updated = await this.connections.update(existing.id, { ownerId: command.ownerId, settings, passwordSealed });
    if (!updated) throw connectionNotFound();
    return updated;
  }
}

import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import type { SecretBox } from '../../../../platform/security/index.js';
import { FREE_SAVED_CONNECTIONS, MAX_SAVED_CONNECTIONS, parseConnectionForm, type ConnectionFormInput, type SqlConnectionRecord } from '../../domain/connection/connection.js';
import { connectionLimitReached, moreConnectionsNeedPremium } from '../../domain/connection/connection-errors.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { ConnectionRepository } from '../ports/connection.repository.port.js';

export interface CreateConnectionCommand {
  /** The token's user. */
  ownerId: string;
  /** Premium or a running trial (the request's user, as the platform's premium policy reads it). */
  hasPremium: boolean;
  form: ConnectionFormInput;
}

/**
 * Saves a connection with its password sealed for the new id. One connection is everyone's; more need
 * Premium or a running trial (docs/product.md §7.3), refused with the premium policy's code.
 */
@injectable()
export class CreateConnection {
  constructor(
    @inject(SQL_WORKBENCH.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SQL_WORKBENCH.ConnectionSecretBox) private readonly box: SecretBox,
  ) {}

  async execute(command: CreateConnectionCommand): Promise<SqlConnectionRecord> {
    const max = command.hasPremium ? MAX_SAVED_CONNECTIONS : FREE_SAVED_CONNECTIONS;
    const refusal = () => (command.hasPremium ? connectionLimitReached(MAX_SAVED_CONNECTIONS) : moreConnectionsNeedPremium(FREE_SAVED_CONNECTIONS));
    // Checked before the form too, so a user at the limit sees the Premium notice whatever they typed.
    if ((await this.connections.countForOwner(command.ownerId)) >= max) throw refusal();
    const { settings, password } = parseConnectionForm(command.form, { password: 'required' });
    const id = randomUUID();
    const created = await this.connections.create(id, { ownerId: command.ownerId, settings, passwordSealed: this.box.seal(password!, id) }, max);
    if (!created) throw refusal();
    return created;
  }
}

import { inject, injectable } from 'inversify';
import { parseConnectionForm, type ConnectionFormInput } from '../../domain/connection/connection.js';
import type { ServerInfo } from '../ports/database-driver.port.js';
import { ConnectionTester } from './connection-tester.js';

/** Tests a form before it is saved (the add dialog's test button): the whole form, password included; nothing is stored. */
@injectable()
export class TestConnectionForm {
  constructor(@inject(ConnectionTester) private readonly tester: ConnectionTester) {}

  async execute(command: { ownerId: string; form: ConnectionFormInput }): Promise<ServerInfo> {
    // A form that does not parse reaches no server, so it is not counted.
    const { settings, password } = parseConnectionForm(command.form, { password: 'required' });
    await this.tester.admit(command.ownerId);
    const { engine, host, port, database, username, tls, statementTimeoutMs } = settings;
    return this.tester.test({ engine, host, port, database, username, password: password!, tls, statementTimeoutMs });
  }
}

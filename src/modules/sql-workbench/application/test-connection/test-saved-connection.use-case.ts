import { inject, injectable } from 'inversify';
import type { ServerInfo } from '../ports/database-driver.port.js';
import { ConnectionTester } from './connection-tester.js';
import { SavedConnectionTargets } from './saved-connection-target.js';

/** Tests a saved connection of the caller's, with its stored password. */
@injectable()
export class TestSavedConnection {
  constructor(
    @inject(SavedConnectionTargets) private readonly targets: SavedConnectionTargets,
    @inject(ConnectionTester) private readonly tester: ConnectionTester,
  ) {}

  async execute(command: { ownerId: string; id: string }): Promise<ServerInfo> {
    // Counted before the lookup, so unknown ids cost the same as real ones.
    await this.tester.admit(command.ownerId);
    const record = await this.targets.find(command.id, command.ownerId);
    return this.tester.test(await this.targets.open(record));
  }
}

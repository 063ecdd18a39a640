import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import { DomainError, type Clock } from '../../../../shared/index.js';
import { normaliseEmail } from '../../domain/credentials.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { UserRepository } from '../ports/user.repository.port.js';

/** `make admin EMAIL=…`: the first admin of an installation, from a shell on the server. */
@injectable()
export class GrantAdmin {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(email: string): Promise<void> {
    const address = normaliseEmail(email);
    if (!(await this.users.grantAdminByEmail(address, this.clock.now()))) {
      throw new DomainError('not_found', 'USER_NOT_FOUND', `No account uses ${address}; sign up first, then run this again`);
    }
  }
}

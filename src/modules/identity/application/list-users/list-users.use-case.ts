import { inject, injectable } from 'inversify';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { Clock } from '../../../../shared/index.js';
import { userView, type UserView } from '../../domain/user.js';
import { IDENTITY } from '../../identity.tokens.js';
import type { UserRepository } from '../ports/user.repository.port.js';

/** The admin page's user list: search by name or address, newest first. */
@injectable()
export class ListUsers {
  constructor(
    @inject(IDENTITY.UserRepository) private readonly users: UserRepository,
    @inject(PLATFORM.Clock) private readonly clock: Clock,
  ) {}

  async execute(query: { search: string; page: number; pageSize: number }): Promise<{ total: number; entries: UserView[] }> {
    const page = await this.users.list({ search: query.search.trim(), limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
    const now = this.clock.now();
    return { total: page.total, entries: page.entries.map((u) => userView(u, now)) };
  }
}

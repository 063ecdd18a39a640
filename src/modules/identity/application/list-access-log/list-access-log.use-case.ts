import { inject, injectable } from 'inversify';
import { IDENTITY } from '../../identity.tokens.js';
import type { AccessLogPage, AccessLogRepository } from '../ports/access-log.repository.port.js';

@injectable()
export class ListAccessLog {
  constructor(@inject(IDENTITY.AccessLogRepository) private readonly repository: AccessLogRepository) {}

  execute(query: { page: number; pageSize: number }): Promise<AccessLogPage> {
    return this.repository.list({ limit: query.pageSize, offset: (query.page - 1) * query.pageSize });
  }
}

import { inject, injectable } from 'inversify';
import type { PersonalDataHolder, PersonalDataSubject } from '../../../identity/index.js';
import { historyEntryView } from '../../application/list-history/list-history.use-case.js';
import type { ConnectionRepository } from '../../application/ports/connection.repository.port.js';
import type { QueryHistoryRepository } from '../../application/ports/query-history.repository.port.js';
import type { SqlSchemaRepository } from '../../application/ports/sql-schema.repository.port.js';
import type { WidgetRepository } from '../../application/ports/widget.repository.port.js';
import { connectionView } from '../../domain/connection/connection.js';
import { savedSchemaView } from '../../domain/sql-schema.js';
import { widgetView } from '../../domain/widget/widget.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';

/**
 * The account's saved schemas are its own work: exported whole (as the API answers them). Its saved
 * connections are exported as the API answers them too, so without the password, sealed or not: an
 * export is a file that travels, and the password is a credential to someone's server. Both are
 * deleted with the account (sql-workbench README, "Personal data"). The query history is the text the
 * user typed with each run's outcome (no result rows), exported per connection and deleted alike; so are
 * the dashboard widgets (their query and chart settings).
 */
@injectable()
export class SqlWorkbenchPersonalDataHolder implements PersonalDataHolder {
  readonly name = 'sqlWorkbench';

  constructor(
    @inject(SQL_WORKBENCH.SchemaRepository) private readonly schemas: SqlSchemaRepository,
    @inject(SQL_WORKBENCH.ConnectionRepository) private readonly connections: ConnectionRepository,
    @inject(SQL_WORKBENCH.QueryHistoryRepository) private readonly history: QueryHistoryRepository,
    @inject(SQL_WORKBENCH.WidgetRepository) private readonly widgets: WidgetRepository,
  ) {}

  async exportFor(subject: PersonalDataSubject): Promise<unknown> {
    return {
      schemas: (await this.schemas.listForOwner(subject.userId)).map(savedSchemaView),
      connections: (await this.connections.listForOwner(subject.userId)).map(connectionView),
      queryHistory: (await this.history.listForOwner(subject.userId)).map((entry) => ({ connectionId: entry.connectionId, ...historyEntryView(entry) })),
      widgets: (await this.widgets.listForOwner(subject.userId)).map(widgetView),
    };
  }

  async eraseFor(subject: PersonalDataSubject): Promise<void> {
    await this.schemas.deleteForOwner(subject.userId);
    await this.connections.deleteForOwner(subject.userId);
    await this.history.deleteForOwner(subject.userId);
    await this.widgets.deleteForOwner(subject.userId);
  }
}

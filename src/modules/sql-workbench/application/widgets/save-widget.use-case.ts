import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { MAX_WIDGETS, widgetLimitReached, widgetNotFound, type SqlWidgetRecord, type WidgetSettings } from '../../domain/widget/widget.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { QueryConnections } from '../analyze-query/query-connections.js';
import type { WidgetRepository } from '../ports/widget.repository.port.js';
import { checkedQueryText } from '../run-query/query-rules.js';
import { isUuid } from '../../../../shared/index.js';

export interface SaveWidgetCommand {
  ownerId: string;
  /** Absent: a new widget. */
  id?: string;
  settings: WidgetSettings;
}

/**
 * Creates or replaces a widget of the caller's (premium: the route's policy). Its connection must be one
 * the caller may open, the sample included, so a widget never names another account's connection; the
 * query itself is checked each time it runs, under the terminal's read-only rules.
 */
@injectable()
export class SaveWidget {
  constructor(
    @inject(SQL_WORKBENCH.WidgetRepository) private readonly widgets: WidgetRepository,
    @inject(SQL_WORKBENCH.QueryConnections) private readonly connections: QueryConnections,
  ) {}

  async execute(command: SaveWidgetCommand): Promise<SqlWidgetRecord> {
    checkedQueryText(command.settings.sql);
    if (command.id !== undefined && !(isUuid(command.id) && (await this.widgets.find(command.id, command.ownerId)))) throw widgetNotFound();
    await this.connections.open(command.ownerId, command.settings.connectionId);
    if (command.id === undefined) {
      const created = await this.widgets.create(randomUUID(), command.ownerId, command.settings, MAX_WIDGETS);
      if (!created) throw widgetLimitReached();
      return created;
    }
    const updated = await this.widgets.update(command.id, command.ownerId, command.settings);
    if (!updated) throw widgetNotFound();
    return updated;
  }
}

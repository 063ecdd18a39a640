import { inject, injectable } from 'inversify';
import type { SqlWidgetRecord } from '../../domain/widget/widget.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { WidgetRepository } from '../ports/widget.repository.port.js';

@injectable()
export class ListWidgets {
  constructor(@inject(SQL_WORKBENCH.WidgetRepository) private readonly widgets: WidgetRepository) {}

  execute(command: { ownerId: string }): Promise<SqlWidgetRecord[]> {
    return this.widgets.listForOwner(command.ownerId);
  }
}

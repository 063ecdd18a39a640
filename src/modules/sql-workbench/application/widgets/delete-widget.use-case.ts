import { inject, injectable } from 'inversify';
import { widgetNotFound } from '../../domain/widget/widget.js';
import { SQL_WORKBENCH } from '../../sql-workbench.tokens.js';
import type { WidgetRepository } from '../ports/widget.repository.port.js';
import { isUuid } from '../../../../shared/index.js';

@injectable()
export class DeleteWidget {
  constructor(@inject(SQL_WORKBENCH.WidgetRepository) private readonly widgets: WidgetRepository) {}

  async execute(command: { ownerId: string; id: string }): Promise<void> {
    if (!(isUuid(command.id) && (await this.widgets.delete(command.id, command.ownerId)))) throw widgetNotFound();
  }
}

import { inject, injectable } from 'inversify';
import type { TemplateRepository } from '../../application/ports/template.repository.port.js';
import { templateView } from '../../domain/template.js';
import { STUDIO } from '../../studio.tokens.js';
import type { StudioPersonalDataPart } from './studio-personal-data-part.js';

/** The account's saved templates are its own work: exported whole, as the API answers them, and deleted with it. */
@injectable()
export class TemplatesPersonalDataPart implements StudioPersonalDataPart {
  readonly key = 'templates';

  constructor(@inject(STUDIO.TemplateRepository) private readonly templates: TemplateRepository) {}

  async exportFor(userId: string): Promise<unknown> {
    return (await this.templates.listForOwner(userId)).map(templateView);
  }

  async eraseFor(userId: string): Promise<void> {
    await this.templates.deleteForOwner(userId);
  }
}

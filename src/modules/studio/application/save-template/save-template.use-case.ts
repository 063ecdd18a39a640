import { randomUUID } from 'node:crypto';
import { inject, injectable } from 'inversify';
import {
  checkedTemplate,
  isTemplateId,
  MAX_TEMPLATES_PER_USER,
  templateLimitReached,
  templateNotFound,
  type StudioTemplateRecord,
  type TemplateDraft,
} from '../../domain/template.js';
import { STUDIO } from '../../studio.tokens.js';
import type { TemplateRepository } from '../ports/template.repository.port.js';

export interface SaveTemplateCommand {
  /** The token's user: a body's userId is never read. */
  ownerId: string;
  /** Replaces this template of the owner's; a new one when absent or empty. */
  id?: string | null;
  draft: TemplateDraft;
}

/**
 * Creates a template, or replaces one of the caller's. Another account's id answers as an unknown one
 * (404), so ids cannot be probed; an update never counts against the 500-template limit.
 */
@injectable()
export class SaveTemplate {
  constructor(@inject(STUDIO.TemplateRepository) private readonly templates: TemplateRepository) {}

  async execute(command: SaveTemplateCommand): Promise<StudioTemplateRecord> {
    const content = checkedTemplate(command.draft);
    if (command.id) {
      const updated = isTemplateId(command.id) ? await this.templates.update(command.id, command.ownerId, content) : null;
      if (!updated) throw templateNotFound();
      return updated;
    }
    const created = await this.templates.create(randomUUID(), command.ownerId, content, MAX_TEMPLATES_PER_USER);
    if (!created) throw templateLimitReached();
    return created;
  }
}

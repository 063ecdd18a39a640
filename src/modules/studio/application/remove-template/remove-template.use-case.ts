import { inject, injectable } from 'inversify';
import { isTemplateId, templateIdRequired, templateNotFound } from '../../domain/template.js';
import { STUDIO } from '../../studio.tokens.js';
import type { TemplateRepository } from '../ports/template.repository.port.js';

export interface RemoveTemplateCommand {
  ownerId: string;
  /** The path's id. */
  id?: string | null;
  /** The body's `templateId`, read only when the path has none (docs/product.md §9.3). */
  templateId?: unknown;
}

/**
 * Deletes one of the caller's templates. No id at all answers 'Template ID is required' (docs/product.md
 * §8's rule); another account's id answers as an unknown one (404), so ids cannot be probed.
 */
@injectable()
export class RemoveTemplate {
  constructor(@inject(STUDIO.TemplateRepository) private readonly templates: TemplateRepository) {}

  async execute(command: RemoveTemplateCommand): Promise<void> {
    const id = idOf(command.id) ?? idOf(command.templateId);
    if (id === null) throw templateIdRequired();
    const deleted = isTemplateId(id) && (await this.templates.delete(id, command.ownerId));
    if (!deleted) throw templateNotFound();
  }
}

/** A blank or non-text id is no id: the request names no template. */
const idOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

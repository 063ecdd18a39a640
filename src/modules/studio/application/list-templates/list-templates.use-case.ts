import { inject, injectable } from 'inversify';
import type { StudioTemplateRecord } from '../../domain/template.js';
import { STUDIO } from '../../studio.tokens.js';
import type { TemplateRepository } from '../ports/template.repository.port.js';

/** The caller's templates, most recently updated first (the studio's list and the client's `studioComponents`). */
@injectable()
export class ListTemplates {
  constructor(@inject(STUDIO.TemplateRepository) private readonly templates: TemplateRepository) {}

  execute(command: { ownerId: string }): Promise<StudioTemplateRecord[]> {
    return this.templates.listForOwner(command.ownerId);
  }
}

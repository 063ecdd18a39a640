import type { StudioTemplateRecord, TemplateContent } from '../../domain/template.js';

/** Every read and write is scoped by owner: another account's template is indistinguishable from none. */
export interface TemplateRepository {
  /** Most recently updated first. */
  listForOwner(ownerId: string): Promise<StudioTemplateRecord[]>;
  /** Null when the owner already has `maxForOwner` templates, counted and inserted as one step. */
  create(id: string, ownerId: string, content: TemplateContent, maxForOwner: number): Promise<StudioTemplateRecord | null>;
  /** Null when no template `id` belongs to the owner. */
  update(id: string, ownerId: string, content: TemplateContent): Promise<StudioTemplateRecord | null>;
  delete(id: string, ownerId: string): Promise<boolean>;
  deleteForOwner(ownerId: string): Promise<number>;
}

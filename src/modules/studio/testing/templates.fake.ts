import type { TemplateRepository } from '../application/ports/template.repository.port.js';
import type { StudioTemplateRecord, TemplateContent } from '../domain/template.js';

/** Saved templates in memory, scoped by owner and ordered as the knex repository is. */
export class InMemoryTemplates implements TemplateRepository {
  readonly rows: StudioTemplateRecord[] = [];
  private tick = 0;

  private now(): Date {
    return new Date(Date.UTC(2026, 11, 15, 12, 0, this.tick++));
  }

  async listForOwner(ownerId: string) {
    return this.rows
      .filter((r) => r.ownerId === ownerId)
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((r) => ({ ...r }));
  }
  async create(id: string, ownerId: string, content: TemplateContent, maxForOwner: number) {
    if (this.rows.filter((r) => r.ownerId === ownerId).length >= maxForOwner) return null;
    const at = this.now();
    const row: StudioTemplateRecord = { id, ownerId, ...content, createdAt: at, updatedAt: at };
    this.rows.push(row);
    return { ...row };
  }
  async update(id: string, ownerId: string, content: TemplateContent) {
    const row = this.rows.find((r) => r.id === id && r.ownerId === ownerId);
    if (!row) return null;
    Object.assign(row, content, { updatedAt: this.now() });
    return { ...row };
  }
  async delete(id: string, ownerId: string) {
    const at = this.rows.findIndex((r) => r.id === id && r.ownerId === ownerId);
    if (at < 0) return false;
    this.rows.splice(at, 1);
    return true;
  }
  async deleteForOwner(ownerId: string) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => r.ownerId !== ownerId));
    return before - this.rows.length;
  }
}

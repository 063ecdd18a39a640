import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { TemplateRepository } from '../../application/ports/template.repository.port.js';
import type { StudioComponentType, StudioTemplateData } from '../../contract.js';
import type { StudioTemplateRecord, TemplateContent } from '../../domain/template.js';

const TABLE = 'studio_templates';

interface Row {
  id: string;
  owner_id: string;
  template_name: string;
  component_type: string;
  template_data: StudioTemplateData | string;
  created_at: Date | string;
  updated_at: Date | string;
}

@injectable()
export class TemplateKnexRepository implements TemplateRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async listForOwner(ownerId: string): Promise<StudioTemplateRecord[]> {
    const rows = (await this.table()
      .where({ owner_id: ownerId })
      .orderBy([
        { column: 'updated_at', order: 'desc' },
        { column: 'created_at', order: 'desc' },
        { column: 'id', order: 'asc' },
      ])) as Row[];
    return rows.map(toRecord);
  }

  async create(id: string, ownerId: string, content: TemplateContent, maxForOwner: number): Promise<StudioTemplateRecord | null> {
    return this.db.insertBelowOwnerLimit(TABLE, ownerId, maxForOwner, async () => {
      const [row] = (await this.table()
        .insert({ id, owner_id: ownerId, ...columnsOf(content) })
        .returning('*')) as Row[];
      return toRecord(row as Row);
    });
  }

  async update(id: string, ownerId: string, content: TemplateContent): Promise<StudioTemplateRecord | null> {
    const [row] = (await this.table()
      .where({ id, owner_id: ownerId })
      .update({ ...columnsOf(content), updated_at: this.db.executor().fn.now() })
      .returning('*')) as Row[];
    return row ? toRecord(row) : null;
  }

  async delete(id: string, ownerId: string): Promise<boolean> {
    return (await this.table().where({ id, owner_id: ownerId }).delete()) > 0;
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId }).delete();
  }
}

function columnsOf(content: TemplateContent) {
  // jsonb through JSON text, as the other modules write theirs.
  return { template_name: content.templateName, component_type: content.componentType, template_data: JSON.stringify(content.templateData) };
}

function toRecord(row: Row): StudioTemplateRecord {
  const data = typeof row.template_data === 'string' ? (JSON.parse(row.template_data) as StudioTemplateData) : row.template_data;
  // jsonb keeps no key order: the data is rebuilt in the contract's order, with only its fields.
  const templateData: StudioTemplateData = { html: data.html, css: data.css, js: data.js };
  if (data.theme !== undefined) templateData.theme = data.theme;
  if (data.markup !== undefined) templateData.markup = data.markup;
  return {
    id: row.id,
    ownerId: row.owner_id,
    templateName: row.template_name,
    componentType: row.component_type as StudioComponentType,
    templateData,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

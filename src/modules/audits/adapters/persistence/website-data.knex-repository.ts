import { inject, injectable } from 'inversify';
import type { Database } from '../../../../platform/db/index.js';
import { PLATFORM } from '../../../../platform/platform.tokens.js';
import type { WebsiteDataRepository, WebsiteDataWrite, WebsiteSaveCommand, WebsiteSaveOutcome } from '../../application/ports/website-data.repository.port.js';
import type { WebsiteDataRecord } from '../../domain/website-data.js';

const TABLE = 'audits_website_data';

interface Row {
  id: string;
  owner_id: string;
  name: string;
  url: string;
  analyzis_urls: string[] | string;
  sitemap_content: string;
  is_main: boolean;
  created_at: Date | string;
  updated_at: Date | string;
}

@injectable()
export class WebsiteDataKnexRepository implements WebsiteDataRepository {
  constructor(@inject(PLATFORM.Database) private readonly db: Database) {}

  private table() {
    return this.db.executor()(TABLE);
  }

  async listForOwner(ownerId: string): Promise<WebsiteDataRecord[]> {
    const rows = (await this.table().where({ owner_id: ownerId }).orderBy('is_main', 'desc').orderBy('created_at').orderBy('id')) as Row[];
    return rows.map(toRecord);
  }

  async findByUrl(ownerId: string, url: string): Promise<WebsiteDataRecord | null> {
    const row = (await this.table().where({ owner_id: ownerId, url }).first()) as Row | undefined;
    return row ? toRecord(row) : null;
  }

  async save(command: WebsiteSaveCommand): Promise<WebsiteSaveOutcome> {
    // One owner's saves run one at a time: the count, the first-is-main rule and the URL's uniqueness are
    // judged on what the others committed.
    return this.db.ownerSerialized(TABLE, command.ownerId, async () => {
      const sameUrl = (await this.table().where({ owner_id: command.ownerId, url: command.write.url }).first('id')) as { id: string } | undefined;
      let id: string | undefined;
      if (command.id) {
        const mine = (await this.table().where({ owner_id: command.ownerId, id: command.id }).first('id')) as { id: string } | undefined;
        if (!mine) return { refused: 'not-found' } as const;
        if (sameUrl && sameUrl.id !== mine.id) return { refused: 'url-taken' } as const;
        id = mine.id;
      } else {
        id = sameUrl?.id;
      }
      if (id) {
        await this.table().where({ id }).update({ ...columnsOf(command.write), updated_at: this.db.executor().fn.now() });
      } else {
        const [counted] = (await this.table().where({ owner_id: command.ownerId }).count('* as count')) as { count: string | number }[];
        const count = Number(counted?.count ?? 0);
        if (count >= command.maxForOwner) return { refused: 'limit' } as const;
        const [row] = (await this.table()
          .insert({ owner_id: command.ownerId, ...columnsOf(command.write), is_main: count === 0 })
          .returning('id')) as { id: string }[];
        id = (row as { id: string }).id;
      }
      if (command.makeMain) {
        // Unmark first: the partial unique index allows one main row per owner at every statement.
        await this.table().where({ owner_id: command.ownerId, is_main: true }).whereNot({ id }).update({ is_main: false });
        await this.table().where({ id }).update({ is_main: true });
      }
      const saved = (await this.table().where({ id }).first()) as Row;
      return { saved: toRecord(saved) };
    });
  }

  async delete(id: string, ownerId: string): Promise<boolean> {
    return this.db.ownerSerialized(TABLE, ownerId, async () => {
      const [deleted] = (await this.table().where({ id, owner_id: ownerId }).delete().returning('is_main')) as { is_main: boolean }[];
      if (!deleted) return false;
      if (deleted.is_main) {
        const next = (await this.table().where({ owner_id: ownerId }).orderBy('created_at').orderBy('id').first('id')) as { id: string } | undefined;
        if (next) await this.table().where({ id: next.id }).update({ is_main: true });
      }
      return true;
    });
  }

  async deleteForOwner(ownerId: string): Promise<number> {
    return this.table().where({ owner_id: ownerId }).delete();
  }
}

function columnsOf(write: WebsiteDataWrite) {
  const columns: Record<string, string> = { name: write.name, url: write.url };
  // jsonb through JSON text: node-postgres would send a JS array as a PostgreSQL array literal.
  if (write.analyzisUrls !== undefined) columns.analyzis_urls = JSON.stringify(write.analyzisUrls);
  if (write.sitemapContent !== undefined) columns.sitemap_content = write.sitemapContent;
  return columns;
}

function toRecord(row: Row): WebsiteDataRecord {
  return {
    id: row.id,
    ownerId: row.owner_id,
    name: row.name,
    url: row.url,
    analyzisUrls: typeof row.analyzis_urls === 'string' ? (JSON.parse(row.analyzis_urls) as string[]) : row.analyzis_urls,
    sitemapContent: row.sitemap_content,
    isMain: row.is_main,
    createdAt: new Date(row.created_at),
    updatedAt: new Date(row.updated_at),
  };
}

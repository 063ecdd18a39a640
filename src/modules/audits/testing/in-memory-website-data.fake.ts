import { randomUUID } from 'node:crypto';
import type { WebsiteDataRepository, WebsiteSaveCommand, WebsiteSaveOutcome } from '../application/ports/website-data.repository.port.js';
import type { WebsiteDataRecord } from '../domain/website-data.js';

/** The website-data table in memory, with the repository's ordering, main and limit rules. */
export class InMemoryWebsiteData implements WebsiteDataRepository {
  readonly rows: WebsiteDataRecord[] = [];
  private tick = 0;

  async listForOwner(ownerId: string) {
    return this.owned(ownerId)
      .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.createdAt.getTime() - b.createdAt.getTime())
      .map((row) => ({ ...row }));
  }

  async findByUrl(ownerId: string, url: string) {
    const row = this.rows.find((r) => r.ownerId === ownerId && r.url === url);
    return row ? { ...row } : null;
  }

  async save(command: WebsiteSaveCommand): Promise<WebsiteSaveOutcome> {
    const owned = this.owned(command.ownerId);
    const sameUrl = owned.find((r) => r.url === command.write.url);
    let row: WebsiteDataRecord | undefined;
    if (command.id) {
      row = owned.find((r) => r.id === command.id);
      if (!row) return { refused: 'not-found' };
      if (sameUrl && sameUrl.id !== row.id) return { refused: 'url-taken' };
    } else {
      row = sameUrl;
    }
    const at = this.now();
    if (row) {
      Object.assign(row, { ...definedOf(command.write), updatedAt: at });
    } else {
      if (owned.length >= command.maxForOwner) return { refused: 'limit' };
      row = { id: randomUUID(), ownerId: command.ownerId, analyzisUrls: [], sitemapContent: '', ...definedOf(command.write), isMain: owned.length === 0, createdAt: at, updatedAt: at } as WebsiteDataRecord;
      this.rows.push(row);
    }
    if (command.makeMain) for (const other of owned.concat(row)) other.isMain = other.id === row.id;
    return { saved: { ...row } };
  }

  async delete(id: string, ownerId: string) {
    const row = this.rows.find((r) => r.id === id && r.ownerId === ownerId);
    if (!row) return false;
    this.rows.splice(this.rows.indexOf(row), 1);
    const next = this.owned(ownerId).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())[0];
    if (row.isMain && next) next.isMain = true;
    return true;
  }

  async deleteForOwner(ownerId: string) {
    const before = this.rows.length;
    this.rows.splice(0, this.rows.length, ...this.rows.filter((r) => r.ownerId !== ownerId));
    return before - this.rows.length;
  }

  private owned(ownerId: string) {
    return this.rows.filter((r) => r.ownerId === ownerId);
  }

  private now() {
    return new Date(Date.UTC(2026, 11, 1) + this.tick++ * 1000);
  }
}

function definedOf<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

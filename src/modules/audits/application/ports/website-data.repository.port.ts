import type { WebsiteDataRecord } from '../../domain/website-data.js';

export interface WebsiteDataWrite {
  name: string;
  url: string;
  /** Left as stored when absent. */
  analyzisUrls?: string[];
  sitemapContent?: string;
}

export type WebsiteSaveOutcome = { saved: WebsiteDataRecord } | { refused: 'limit' | 'not-found' | 'url-taken' };

export interface WebsiteSaveCommand {
  ownerId: string;
  /** Edits this website of the owner's; otherwise the owner's website with the same URL, or a new one. */
  id?: string;
  write: WebsiteDataWrite;
  makeMain: boolean;
  maxForOwner: number;
}

export interface WebsiteDataRepository {
  /** The main website first, then the others oldest first. */
  listForOwner(ownerId: string): Promise<WebsiteDataRecord[]>;
  findByUrl(ownerId: string, url: string): Promise<WebsiteDataRecord | null>;
  /**
   * One save, atomic per owner: the first website an owner has becomes the main one, `makeMain` moves the
   * main mark to the saved one, and creating past `maxForOwner` is refused.
   */
  save(command: WebsiteSaveCommand): Promise<WebsiteSaveOutcome>;
  /** Deletes one of the owner's websites; when it was the main one, the oldest left becomes main. */
  delete(id: string, ownerId: string): Promise<boolean>;
  deleteForOwner(ownerId: string): Promise<number>;
}

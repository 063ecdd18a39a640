import type { SavedRequest } from '../../contract.js';
import type { CollectionRecord } from '../../domain/api-hub/collection.js';
import type { EnvironmentRecord, StoredVariable } from '../../domain/api-hub/environment.js';
import type { HttpHistoryRecord, HttpHistoryWrite } from '../../domain/api-hub/http-history.js';

export interface EnvironmentWrite {
  ownerId: string;
  name: string;
  variables: StoredVariable[];
}

/** Every read and write is scoped to the owner: another user's id is simply not found. */
export interface EnvironmentRepository {
  listForOwner(ownerId: string): Promise<EnvironmentRecord[]>;
  find(id: string, ownerId: string): Promise<EnvironmentRecord | null>;
  /** Null when the owner already has `maxForOwner` environments (checked under a per-owner lock). */
  create(id: string, write: EnvironmentWrite, maxForOwner: number): Promise<EnvironmentRecord | null>;
  update(id: string, write: EnvironmentWrite): Promise<EnvironmentRecord | null>;
  delete(id: string, ownerId: string): Promise<boolean>;
  deleteForOwner(ownerId: string): Promise<number>;
}

export interface CollectionWrite {
  ownerId: string;
  name: string;
  requests: SavedRequest[];
}

export interface CollectionRepository {
  listForOwner(ownerId: string): Promise<CollectionRecord[]>;
  /** Null when the owner already has `maxForOwner` collections (checked under a per-owner lock). */
  create(id: string, write: CollectionWrite, maxForOwner: number): Promise<CollectionRecord | null>;
  update(id: string, write: CollectionWrite): Promise<CollectionRecord | null>;
  delete(id: string, ownerId: string): Promise<boolean>;
  deleteForOwner(ownerId: string): Promise<number>;
}

export interface HttpHistoryRepository {
  /** Appends and keeps only the owner's newest `keep` entries. */
  append(entry: HttpHistoryWrite, keep: number): Promise<HttpHistoryRecord>;
  listForOwner(ownerId: string, limit: number): Promise<HttpHistoryRecord[]>;
  deleteForOwner(ownerId: string): Promise<number>;
}

import type { ConnectionSettings, SqlConnectionRecord } from '../../domain/connection/connection.js';

export interface ConnectionWrite {
  ownerId: string;
  settings: ConnectionSettings;
  /** The password sealed with the connection's id as associated data. */
  passwordSealed: string;
}

/** Every read and write is scoped by owner: another account's connection is indistinguishable from none. */
export interface ConnectionRepository {
  /** By name (case ignored), then id. */
  listForOwner(ownerId: string): Promise<SqlConnectionRecord[]>;
  countForOwner(ownerId: string): Promise<number>;
  find(id: string, ownerId: string): Promise<SqlConnectionRecord | null>;
  /**
   * The id is chosen by the caller: the password was sealed for it before the row exists. Null when the
   * owner already has `maxForOwner` connections, counted and inserted as one step, so two requests at
   * once cannot both pass a count of one below the limit.
   */
  create(id: string, write: ConnectionWrite, maxForOwner: number): Promise<SqlConnectionRecord | null>;
  /** Null when no connection `id` belongs to the owner. */
  update(id: string, write: ConnectionWrite): Promise<SqlConnectionRecord | null>;
  /** Stores the password sealed again (under the current key) without touching the rest or `updated_at`. */
  replaceSealedPassword(id: string, ownerId: string, passwordSealed: string): Promise<void>;
  delete(id: string, ownerId: string): Promise<boolean>;
  deleteForOwner(ownerId: string): Promise<number>;
}

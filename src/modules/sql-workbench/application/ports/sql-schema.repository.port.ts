import type { SqlNodePosition, SqlSchemaDocument } from '../../contract.js';
import type { SqlSchemaRecord } from '../../domain/sql-schema.js';

export interface SqlSchemaWrite {
  ownerId: string;
  document: SqlSchemaDocument;
  positions: Record<string, SqlNodePosition>;
}

/** Every read and write is scoped by owner: another account's schema is indistinguishable from none. */
export interface SqlSchemaRepository {
  listForOwner(ownerId: string): Promise<SqlSchemaRecord[]>;
  countForOwner(ownerId: string): Promise<number>;
  create(write: SqlSchemaWrite): Promise<SqlSchemaRecord>;
  /** Null when no schema `id` belongs to the owner. */
  update(id: string, write: SqlSchemaWrite): Promise<SqlSchemaRecord | null>;
  delete(id: string, ownerId: string): Promise<boolean>;
  deleteForOwner(ownerId: string): Promise<number>;
}

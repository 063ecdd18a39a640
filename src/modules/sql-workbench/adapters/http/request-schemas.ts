import { z } from 'zod';
import type { SqlImportFormat, SqlReferentialAction } from '../../contract.js';
import { membersOf } from '../../../../shared/index.js';

/**
 * The shape of a schema document. Only the structure is checked here (a malformed body answers
 * VALIDATION_FAILED); names, duplicates, keys and limits are the validator's, which answers its own
 * codes (SQL_SCHEMA_INVALID). Bounds on string lengths only keep a 2 MB body from holding one 2 MB
 * name; the validator's 128-character rule comes after. Unknown fields are dropped, never stored.
 */
const ACTIONS = membersOf<SqlReferentialAction>()(['no action', 'restrict', 'cascade', 'set null', 'set default']);
const IMPORT_FORMATS = membersOf<SqlImportFormat>()(['postgresql', 'mysql', 'dbml', 'json']);

const name = z.string().max(1000);
const flag = z.boolean().optional().default(false);

const column = z.object({
  name,
  type: z.string().max(200),
  primaryKey: flag,
  foreignKey: flag,
  notNull: flag,
  unique: flag,
  autoIncrement: flag,
  referencedTable: name.nullish(),
  referencedColumn: name.nullish(),
  onDelete: z.enum(ACTIONS).nullish(),
  onUpdate: z.enum(ACTIONS).nullish(),
  defaultValue: z.string().max(1000).nullish(),
  comment: z.string().max(4000).nullish(),
});

const table = z.object({
  name,
  columns: z.array(column),
  uniqueConstraints: z.array(z.object({ name: name.nullish(), columns: z.array(name).min(1) })).optional(),
  foreignKeys: z
    .array(
      z.object({
        name: name.nullish(),
        columns: z.array(name).min(1),
        referencedTable: name,
        referencedColumns: z.array(name).min(1),
        onDelete: z.enum(ACTIONS).nullish(),
        onUpdate: z.enum(ACTIONS).nullish(),
      }),
    )
    .optional(),
  comment: z.string().max(4000).nullish(),
});

export const schemaDocumentInput = z.object({
  database_name: name,
  tables: z.array(table),
});

const position = z.object({ x: z.number().finite(), y: z.number().finite() });

export const saveSchemaInput = schemaDocumentInput.extend({
  id: z.string().max(100).nullish(),
  positions: z.record(z.string().max(1000), position).optional(),
  userId: z.unknown().optional(),
});

export const importInput = z.object({
  format: z.enum(IMPORT_FORMATS),
  text: z.string(),
  database_name: z.string().max(1000).optional(),
});

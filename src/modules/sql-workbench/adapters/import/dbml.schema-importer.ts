import { injectable } from 'inversify';
import type { ImportedSchema, SchemaImporter } from '../../application/ports/schema-importer.port.js';
import { importParseError } from '../../domain/import-errors.js';
import { blankColumn, ModelBuilder, modelType, referentialAction } from './model-builder.js';

/* @dbml/core's Database model, loosely typed: only the fields read here. */
type Node = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/** DBML (dbdiagram.io's format) through @dbml/core; the Project's name, when there is one, names the database. */
@injectable()
export class DbmlSchemaImporter implements SchemaImporter {
  readonly format = 'dbml' as const;

  async import(text: string, databaseName: string): Promise<ImportedSchema> {
    // Loaded on the first DBML import, not at start: @dbml/core alone took 2.5-5 s to load, a fifth of the
    // api's start-up (make start, every spawned test app).
    const { Parser } = await import('@dbml/core');
    let database: Node;
    try {
      database = Parser.parse(text, 'dbmlv2') as unknown as Node;
    } catch (error) {
      const diag = (error as { diags?: { message?: string; location?: { start?: { line?: number; column?: number } } }[] }).diags?.[0];
      if (!diag) throw error;
      throw importParseError({ line: diag.location?.start?.line ?? 1, column: diag.location?.start?.column ?? 1, message: diag.message ?? 'syntax error' });
    }
    const builder = new ModelBuilder();
    const enums = new Map<string, string[]>();
    for (const schema of (database.schemas as Node[]) ?? []) {
      for (const e of (schema.enums as Node[]) ?? []) enums.set(String(e.name), ((e.values as Node[]) ?? []).map((v) => String(v.name)));
    }
    for (const schema of (database.schemas as Node[]) ?? []) {
      for (const t of (schema.tables as Node[]) ?? []) {
        const table = builder.addTable(String(t.name), t.note ? String(t.note) : null);
        const pk: string[] = [];
        for (const field of (t.fields as Node[]) ?? []) {
          const typeName = String(field.type?.type_name ?? '');
          const labels = enums.get(typeName);
          let type = modelType(typeName);
          if (labels) {
            const longest = Math.max(1, ...labels.map((l) => l.length));
            builder.warn('SQL_IMPORT_ENUM_AS_TEXT', `Enum ${typeName} (${labels.join(', ')}) becomes varchar(${longest}): the allowed values are not kept`, { table: table.name, column: String(field.name), detail: typeName });
            type = `varchar(${longest})`;
          }
          const column = blankColumn(String(field.name), type);
          column.notNull = Boolean(field.not_null);
          column.unique = Boolean(field.unique);
          column.autoIncrement = Boolean(field.increment);
          if (field.pk) pk.push(column.name);
          if (field.note) column.comment = String(field.note);
          if (field.dbdefault) builder.setDefault(table, column, defaultText(field.dbdefault));
          table.columns.push(column);
        }
        for (const index of (t.indexes as Node[]) ?? []) {
          const columns = ((index.columns as Node[]) ?? []).filter((c) => c.type === 'column').map((c) => String(c.value));
          const expressions = ((index.columns as Node[]) ?? []).some((c) => c.type !== 'column');
          if (index.pk && !expressions) pk.push(...columns);
          else if (index.unique && !expressions) builder.unique(table, columns, index.name ? String(index.name) : null);
          else builder.warn('SQL_IMPORT_INDEX_IGNORED', 'Indexes other than unique ones are not in the model: left out', { table: table.name, detail: index.name ? String(index.name) : columns.join(', ') });
        }
        if (pk.length) builder.primaryKey(table.name, pk);
      }
    }
    for (const schema of (database.schemas as Node[]) ?? []) {
      for (const ref of (schema.refs as Node[]) ?? []) {
        const endpoints = (ref.endpoints as Node[]) ?? [];
        // The many side holds the key; in a one-to-one the first endpoint does.
        const from = endpoints.find((e) => e.relation === '*') ?? endpoints[0];
        const to = endpoints.find((e) => e !== from);
        if (!from || !to) continue;
        builder.foreignKey({
          table: String(from.tableName),
          name: ref.name ? String(ref.name) : null,
          columns: ((from.fieldNames as string[]) ?? []).map(String),
          referencedTable: String(to.tableName),
          referencedColumns: ((to.fieldNames as string[]) ?? []).map(String),
          onDelete: referentialAction(ref.onDelete),
          onUpdate: referentialAction(ref.onUpdate),
        });
      }
    }
    const projectName = typeof database.name === 'string' && database.name.trim() ? database.name : databaseName;
    return builder.finish(projectName);
  }
}

function defaultText(value: Node): string {
  switch (value.type) {
    case 'string':
      return `'${String(value.value).replace(/'/g, "''")}'`;
    case 'number':
    case 'boolean':
      return String(value.value);
    default:
      return String(value.value ?? '');
  }
}

import { inject, injectable } from 'inversify';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { DeleteSqlSchema } from '../../application/delete-schema/delete-sql-schema.use-case.js';
import { ImportSqlSchema } from '../../application/import-schema/import-sql-schema.use-case.js';
import { ListSqlSchemas } from '../../application/list-schemas/list-sql-schemas.use-case.js';
import { SaveSqlSchema } from '../../application/save-schema/save-sql-schema.use-case.js';
import type { DeleteSqlSchemaResponse, LoadSqlSchemasResponse, SaveSqlSchemaResponse, SqlImportResponse } from '../../contract.js';
import { savedSchemaView } from '../../domain/sql-schema.js';
import { importInput, saveSchemaInput } from './request-schemas.js';

/** Matches SQL_SCHEMA_LIMITS.maxBodyBytes (2 MB): larger bodies answer 413 PAYLOAD_TOO_LARGE. */
const BODY_LIMIT = '2mb';

/**
 * The designer's calls (docs/product.md §9.3; sql-workbench README, "HTTP"): premium, as PLAN_FEATURES' `sql`
 * feature lists /api/sql; the owner is always the token's user, whatever the body says.
 */
@injectable()
export class SqlSchemasRoutes implements RouteProvider {
  constructor(
    @inject(SaveSqlSchema) private readonly save: SaveSqlSchema,
    @inject(ListSqlSchemas) private readonly list: ListSqlSchemas,
    @inject(DeleteSqlSchema) private readonly remove: DeleteSqlSchema,
    @inject(ImportSqlSchema) private readonly importer: ImportSqlSchema,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/sql/saveSQLSchema',
        auth: 'premium',
        bodyLimit: BODY_LIMIT,
        handler: async (ctx) => {
          const input = parseInput(saveSchemaInput, ctx.request.body);
          const record = await this.save.execute({
            ownerId: ownerOf(ctx),
            id: input.id ?? null,
            document: { database_name: input.database_name, tables: input.tables },
            positions: input.positions,
          });
          ctx.body = { success: true, id: record.id, schema: savedSchemaView(record) } satisfies SaveSqlSchemaResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/sql/loadSQLSchemas',
        auth: 'premium',
        handler: async (ctx) => {
          const schemas = await this.list.execute({ ownerId: ownerOf(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, schemas: schemas.map(savedSchemaView) } satisfies LoadSqlSchemasResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/sql/import',
        auth: 'premium',
        bodyLimit: BODY_LIMIT,
        handler: async (ctx) => {
          const input = parseInput(importInput, ctx.request.body);
          const result = await this.importer.execute({ format: input.format, text: input.text, databaseName: input.database_name });
          ctx.body = { success: true, schema: result.schema, warnings: result.warnings } satisfies SqlImportResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/sql/:id',
        auth: 'premium',
        bodyLimit: '16kb',
        handler: async (ctx) => {
          await this.remove.execute({ id: ctx.params.id ?? '', ownerId: ownerOf(ctx) });
          ctx.body = { success: true } satisfies DeleteSqlSchemaResponse;
        },
      },
    ];
  }
}

function ownerOf(ctx: HttpContext): string {
  // The 'premium' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!.id;
}

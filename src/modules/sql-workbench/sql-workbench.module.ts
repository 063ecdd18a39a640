import { ContainerModule } from 'inversify';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../identity/index.js';
import { SqlSchemasRoutes } from './adapters/http/sql-schemas.routes.js';
import { DbmlSchemaImporter } from './adapters/import/dbml.schema-importer.js';
import { JsonSchemaImporter } from './adapters/import/json.schema-importer.js';
import { MysqlSchemaImporter } from './adapters/import/mysql.schema-importer.js';
import { PostgresqlSchemaImporter } from './adapters/import/postgresql.schema-importer.js';
import { SqlSchemaKnexRepository } from './adapters/persistence/sql-schema.knex-repository.js';
import { SqlWorkbenchPersonalDataHolder } from './adapters/personal-data/sql-workbench.personal-data-holder.js';
import { DeleteSqlSchema } from './application/delete-schema/delete-sql-schema.use-case.js';
import { ImportSqlSchema } from './application/import-schema/import-sql-schema.use-case.js';
import { ListSqlSchemas } from './application/list-schemas/list-sql-schemas.use-case.js';
import type { SchemaImporter } from './application/ports/schema-importer.port.js';
import { SaveSqlSchema } from './application/save-schema/save-sql-schema.use-case.js';
import { SQL_WORKBENCH } from './sql-workbench.tokens.js';

/** Persistence, use cases and the personal-data holder: every process that may delete an account. */
export const sqlWorkbenchCoreModule = new ContainerModule(({ bind }) => {
  bind(SQL_WORKBENCH.SchemaRepository).to(SqlSchemaKnexRepository).inSingletonScope();
  bind(SaveSqlSchema).toSelf().inSingletonScope();
  bind(ListSqlSchemas).toSelf().inSingletonScope();
  bind(DeleteSqlSchema).toSelf().inSingletonScope();
  // Account export and deletion reach the saved schemas through identity's port.
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(SqlWorkbenchPersonalDataHolder).inSingletonScope();
});

/** The /api/sql routes and the importers they call (the parsers load only in the api). */
export const sqlWorkbenchHttpModule = new ContainerModule(({ bind }) => {
  bind<SchemaImporter>(SQL_WORKBENCH.SchemaImporters).to(PostgresqlSchemaImporter).inSingletonScope();
  bind<SchemaImporter>(SQL_WORKBENCH.SchemaImporters).to(MysqlSchemaImporter).inSingletonScope();
  bind<SchemaImporter>(SQL_WORKBENCH.SchemaImporters).to(DbmlSchemaImporter).inSingletonScope();
  bind<SchemaImporter>(SQL_WORKBENCH.SchemaImporters).to(JsonSchemaImporter).inSingletonScope();
  bind(ImportSqlSchema).toSelf().inSingletonScope();
  bind(SqlSchemasRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: SqlSchemasRoutes });
});

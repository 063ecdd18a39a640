import { ContainerModule } from 'inversify';
import type { AppConfig } from '../../platform/config/index.js';
import { HTTP, type RouteProviderRegistration } from '../../platform/http/index.js';
import { PLATFORM } from '../../platform/platform.tokens.js';
import { AesGcmSecretBox, type CredentialsKeyring, type SecretBox } from '../../platform/security/index.js';
import { IDENTITY_PERSONAL_DATA, type PersonalDataHolder } from '../identity/index.js';
import { MysqlDatabaseDriver } from './adapters/database/mysql/mysql.database-driver.js';
import { MysqlDatabaseInspector } from './adapters/database/mysql/mysql.inspector.js';
import { PostgresqlDatabaseDriver } from './adapters/database/postgresql/postgresql.database-driver.js';
import { PostgresqlDatabaseInspector } from './adapters/database/postgresql/postgresql.inspector.js';
import { MysqlOrMariadbStatementParser } from './adapters/analyzer/mysql-or-mariadb.statement-parser.js';
import { PostgresqlStatementParser } from './adapters/analyzer/postgresql.statement-parser.js';
import { SqlAnalysisRoutes } from './adapters/http/sql-analysis.routes.js';
import { SqlConnectionsRoutes } from './adapters/http/sql-connections.routes.js';
import { SqlQueryRoutes } from './adapters/http/sql-query.routes.js';
import { SqlSchemasRoutes } from './adapters/http/sql-schemas.routes.js';
import { DbmlSchemaImporter } from './adapters/import/dbml.schema-importer.js';
import { JsonSchemaImporter } from './adapters/import/json.schema-importer.js';
import { MysqlSchemaImporter } from './adapters/import/mysql.schema-importer.js';
import { PostgresqlSchemaImporter } from './adapters/import/postgresql.schema-importer.js';
import { ConnectionKnexRepository } from './adapters/persistence/connection.knex-repository.js';
import { QueryHistoryKnexRepository } from './adapters/persistence/query-history.knex-repository.js';
import { SqlSchemaKnexRepository } from './adapters/persistence/sql-schema.knex-repository.js';
import { WidgetKnexRepository } from './adapters/persistence/widget.knex-repository.js';
import { SqlWorkbenchPersonalDataHolder } from './adapters/personal-data/sql-workbench.personal-data-holder.js';
import { PgliteSampleDatabase } from './adapters/sample/pglite-sample.database.js';
import { AdviseIndexes } from './application/advise-indexes/advise-indexes.use-case.js';
import { AnalyzeQuery } from './application/analyze-query/analyze-query.use-case.js';
import { CatalogueCache } from './application/analyze-query/catalogue-cache.js';
import type { QueryConnections } from './application/analyze-query/query-connections.js';
import { ComparePlans } from './application/compare-plans/compare-plans.use-case.js';
import { ConnectionTargets } from './application/connection-targets.js';
import { ConnectionUsage } from './application/connection-usage/connection-usage.use-case.js';
import { CreateConnection } from './application/create-connection/create-connection.use-case.js';
import { DeleteConnection } from './application/delete-connection/delete-connection.use-case.js';
import { DeleteSqlSchema } from './application/delete-schema/delete-sql-schema.use-case.js';
import { ExploreConnection } from './application/explore-connection/explore-connection.use-case.js';
import { ImportSqlSchema } from './application/import-schema/import-sql-schema.use-case.js';
import { ListConnections } from './application/list-connections/list-connections.use-case.js';
import { ListQueryHistory } from './application/list-history/list-history.use-case.js';
import { ListSqlSchemas } from './application/list-schemas/list-sql-schemas.use-case.js';
import type { DatabaseDriver } from './application/ports/database-driver.port.js';
import type { DatabaseInspector } from './application/ports/database-inspector.port.js';
import type { SchemaImporter } from './application/ports/schema-importer.port.js';
import { RunQuery } from './application/run-query/run-query.use-case.js';
import { SaveSqlSchema } from './application/save-schema/save-sql-schema.use-case.js';
import { ConnectionTester } from './application/test-connection/connection-tester.js';
import type { ConnectionTestSettings } from './application/test-connection/connection-test-settings.js';
import { SavedConnectionTargets } from './application/test-connection/saved-connection-target.js';
import { TestConnectionForm } from './application/test-connection/test-connection-form.use-case.js';
import { TestSavedConnection } from './application/test-connection/test-saved-connection.use-case.js';
import { UpdateConnection } from './application/update-connection/update-connection.use-case.js';
import { DeleteWidget } from './application/widgets/delete-widget.use-case.js';
import { ListWidgets } from './application/widgets/list-widgets.use-case.js';
import { RunWidget } from './application/widgets/run-widget.use-case.js';
import { SaveWidget } from './application/widgets/save-widget.use-case.js';
import type { StatementParser } from './domain/analyzer/statement.js';
import { SQL_WORKBENCH } from './sql-workbench.tokens.js';

/** Persistence, use cases and the personal-data holder: every process that may delete an account. */
export const sqlWorkbenchCoreModule = new ContainerModule(({ bind }) => {
  bind(SQL_WORKBENCH.SchemaRepository).to(SqlSchemaKnexRepository).inSingletonScope();
  bind(SQL_WORKBENCH.ConnectionRepository).to(ConnectionKnexRepository).inSingletonScope();
  bind(SQL_WORKBENCH.QueryHistoryRepository).to(QueryHistoryKnexRepository).inSingletonScope();
  bind(SQL_WORKBENCH.WidgetRepository).to(WidgetKnexRepository).inSingletonScope();
  bind(SaveSqlSchema).toSelf().inSingletonScope();
  bind(ListSqlSchemas).toSelf().inSingletonScope();
  bind(DeleteSqlSchema).toSelf().inSingletonScope();
  // Account export and deletion reach the saved schemas through identity's port.
  bind<PersonalDataHolder>(IDENTITY_PERSONAL_DATA).to(SqlWorkbenchPersonalDataHolder).inSingletonScope();
});

/**
 * The /api/sql routes and what only they use: the importers (the parsers load only in the api), the
 * connection use cases, the secret box of connection passwords and the database drivers.
 */
export const sqlWorkbenchHttpModule = new ContainerModule(({ bind }) => {
  bind<SchemaImporter>(SQL_WORKBENCH.SchemaImporters).to(PostgresqlSchemaImporter).inSingletonScope();
  bind<SchemaImporter>(SQL_WORKBENCH.SchemaImporters).to(MysqlSchemaImporter).inSingletonScope();
  bind<SchemaImporter>(SQL_WORKBENCH.SchemaImporters).to(DbmlSchemaImporter).inSingletonScope();
  bind<SchemaImporter>(SQL_WORKBENCH.SchemaImporters).to(JsonSchemaImporter).inSingletonScope();
  bind(ImportSqlSchema).toSelf().inSingletonScope();
  bind(SqlSchemasRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: SqlSchemasRoutes });

  // Saved connections. These labels derive the key of every stored connection password: never change them.
  bind<SecretBox>(SQL_WORKBENCH.ConnectionSecretBox)
    .toDynamicValue(
      (context) =>
        new AesGcmSecretBox(context.get<CredentialsKeyring>(PLATFORM.CredentialsKeyring), {
          scope: 'sql-workbench',
          sealing: 'connection password',
        }),
    )
    .inSingletonScope();
  bind<ConnectionTestSettings>(SQL_WORKBENCH.ConnectionTestSettings)
    .toDynamicValue((context) => {
      const config = context.get<AppConfig>(PLATFORM.Config);
      return { allowPrivateTargets: config.outbound.allowPrivateTargets, nameSettingInRefusals: config.env !== 'production' };
    })
    .inSingletonScope();
  bind<DatabaseDriver>(SQL_WORKBENCH.DatabaseDrivers).to(PostgresqlDatabaseDriver).inSingletonScope();
  bind<DatabaseDriver>(SQL_WORKBENCH.DatabaseDrivers).to(MysqlDatabaseDriver).inSingletonScope();
  bind<DatabaseInspector>(SQL_WORKBENCH.DatabaseInspectors).to(PostgresqlDatabaseInspector).inSingletonScope();
  bind<DatabaseInspector>(SQL_WORKBENCH.DatabaseInspectors).to(MysqlDatabaseInspector).inSingletonScope();
  bind(ListConnections).toSelf().inSingletonScope();
  bind(CreateConnection).toSelf().inSingletonScope();
  bind(UpdateConnection).toSelf().inSingletonScope();
  bind(DeleteConnection).toSelf().inSingletonScope();
  bind(SavedConnectionTargets).toSelf().inSingletonScope();
  bind(ConnectionTester).toSelf().inSingletonScope();
  bind(TestSavedConnection).toSelf().inSingletonScope();
  bind(TestConnectionForm).toSelf().inSingletonScope();
  bind(SqlConnectionsRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: SqlConnectionsRoutes });

  // The query tool: terminal, history, explorer and usage panel (saved connections and the sample database).
  // The sample's worker thread starts at its first request, not with the process.
  bind<PgliteSampleDatabase>(SQL_WORKBENCH.SampleDatabase)
    .toDynamicValue(() => new PgliteSampleDatabase())
    .inSingletonScope()
    .onDeactivation((sample) => sample.close());
  bind(ConnectionTargets).toSelf().inSingletonScope();
  bind(RunQuery).toSelf().inSingletonScope();
  bind(ListQueryHistory).toSelf().inSingletonScope();
  bind(ExploreConnection).toSelf().inSingletonScope();
  bind(ConnectionUsage).toSelf().inSingletonScope();
  bind(SqlQueryRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: SqlQueryRoutes });

  // The analyzer, index advice, plan comparison and dashboard widgets.
  bind<StatementParser>(SQL_WORKBENCH.StatementParsers).to(PostgresqlStatementParser).inSingletonScope();
  bind<StatementParser>(SQL_WORKBENCH.StatementParsers).to(MysqlOrMariadbStatementParser).inSingletonScope();
  bind<QueryConnections>(SQL_WORKBENCH.QueryConnections).toService(ConnectionTargets);
  bind(CatalogueCache).toSelf().inSingletonScope();
  bind(AnalyzeQuery).toSelf().inSingletonScope();
  bind(AdviseIndexes).toSelf().inSingletonScope();
  bind(ComparePlans).toSelf().inSingletonScope();
  bind(ListWidgets).toSelf().inSingletonScope();
  bind(SaveWidget).toSelf().inSingletonScope();
  bind(DeleteWidget).toSelf().inSingletonScope();
  bind(RunWidget).toSelf().inSingletonScope();
  bind(SqlAnalysisRoutes).toSelf().inSingletonScope();
  bind<RouteProviderRegistration>(HTTP.RouteProviders).toConstantValue({ provider: SqlAnalysisRoutes });
});

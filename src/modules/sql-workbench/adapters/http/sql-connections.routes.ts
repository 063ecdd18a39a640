import { inject, injectable } from 'inversify';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { ConnectionTargets } from '../../application/connection-targets.js';
import { CreateConnection } from '../../application/create-connection/create-connection.use-case.js';
import { DeleteConnection } from '../../application/delete-connection/delete-connection.use-case.js';
import { ListConnections } from '../../application/list-connections/list-connections.use-case.js';
import type { ServerInfo } from '../../application/ports/database-driver.port.js';
import { TestConnectionForm } from '../../application/test-connection/test-connection-form.use-case.js';
import { TestSavedConnection } from '../../application/test-connection/test-saved-connection.use-case.js';
import { UpdateConnection } from '../../application/update-connection/update-connection.use-case.js';
import type { DeleteSqlConnectionResponse, ListSqlConnectionsResponse, SaveSqlConnectionResponse, TestSqlConnectionResponse } from '../../contract.js';
import { CONNECTION_NOTICES, connectionView } from '../../domain/connection/connection.js';
import { connectionFormInput } from './connection-request-schemas.js';

const FORM_BODY_LIMIT = '16kb';

/**
 * The query tool's saved connections (sql-workbench README, "Connections"). Signed-in users may keep
 * one; the second needs Premium or a trial, which the create use case enforces (so the routes are
 * `user`, not `premium`). The owner is always the token's user; another user's id answers 404.
 */
@injectable()
export class SqlConnectionsRoutes implements RouteProvider {
  constructor(
    @inject(ListConnections) private readonly list: ListConnections,
    @inject(CreateConnection) private readonly create: CreateConnection,
    @inject(UpdateConnection) private readonly update: UpdateConnection,
    @inject(DeleteConnection) private readonly remove: DeleteConnection,
    @inject(TestSavedConnection) private readonly testSaved: TestSavedConnection,
    @inject(TestConnectionForm) private readonly testForm: TestConnectionForm,
    @inject(ConnectionTargets) private readonly targets: ConnectionTargets,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/sql/connections',
        auth: 'user',
        handler: async (ctx) => {
          this.targets.prepareSample();
          const connections = await this.list.execute({ ownerId: userOf(ctx).id });
          // The built-in sample database comes first, so a user with no connection has one to try.
          const sample = this.targets.sampleView();
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, connections: [...(sample ? [sample] : []), ...connections.map(connectionView)] } satisfies ListSqlConnectionsResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/sql/connections',
        auth: 'user',
        bodyLimit: FORM_BODY_LIMIT,
        handler: async (ctx) => {
          const form = parseInput(connectionFormInput, ctx.request.body);
          const user = userOf(ctx);
          const record = await this.create.execute({ ownerId: user.id, hasPremium: user.isPremium || user.isAdmin, form });
          ctx.status = 201;
          ctx.body = { success: true, ...CONNECTION_NOTICES.added, connection: connectionView(record) } satisfies SaveSqlConnectionResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/sql/connections/test',
        auth: 'user',
        bodyLimit: FORM_BODY_LIMIT,
        handler: async (ctx) => {
          const form = parseInput(connectionFormInput, ctx.request.body);
          tested(ctx, await this.testForm.execute({ ownerId: userOf(ctx).id, form }));
        },
      },
      {
        method: 'PUT',
        path: '/api/sql/connections/:id',
        auth: 'user',
        bodyLimit: FORM_BODY_LIMIT,
        handler: async (ctx) => {
          const form = parseInput(connectionFormInput, ctx.request.body);
          const record = await this.update.execute({ ownerId: userOf(ctx).id, id: ctx.params.id ?? '', form });
          ctx.body = { success: true, ...CONNECTION_NOTICES.updated, connection: connectionView(record) } satisfies SaveSqlConnectionResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/sql/connections/:id',
        auth: 'user',
        bodyLimit: FORM_BODY_LIMIT,
        handler: async (ctx) => {
          await this.remove.execute({ ownerId: userOf(ctx).id, id: ctx.params.id ?? '' });
          ctx.body = { success: true, ...CONNECTION_NOTICES.deleted } satisfies DeleteSqlConnectionResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/sql/connections/:id/test',
        auth: 'user',
        bodyLimit: FORM_BODY_LIMIT,
        handler: async (ctx) => {
          tested(ctx, await this.testSaved.execute({ ownerId: userOf(ctx).id, id: ctx.params.id ?? '' }));
        },
      },
    ];
  }
}

function tested(ctx: HttpContext, info: ServerInfo): void {
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { success: true, ...CONNECTION_NOTICES.ok, serverVersion: info.version } satisfies TestSqlConnectionResponse;
}

function userOf(ctx: HttpContext) {
  // The 'user' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!;
}

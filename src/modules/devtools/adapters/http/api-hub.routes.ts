import { inject, injectable } from 'inversify';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { CreateCollection } from '../../application/collections/create-collection.use-case.js';
import { DeleteCollection } from '../../application/collections/delete-collection.use-case.js';
import { ListCollections } from '../../application/collections/list-collections.use-case.js';
import { UpdateCollection } from '../../application/collections/update-collection.use-case.js';
import { CreateEnvironment } from '../../application/environments/create-environment.use-case.js';
import { DeleteEnvironment } from '../../application/environments/delete-environment.use-case.js';
import { ListEnvironments } from '../../application/environments/list-environments.use-case.js';
import { UpdateEnvironment } from '../../application/environments/update-environment.use-case.js';
import { ClearHttpHistory } from '../../application/http-history/clear-http-history.use-case.js';
import { ListHttpHistory } from '../../application/http-history/list-http-history.use-case.js';
import { SendHttpRequest } from '../../application/send-http/send-http.use-case.js';
import type {
  DevtoolsDeleteResponse,
  HttpSendResponse,
  ListCollectionsResponse,
  ListEnvironmentsResponse,
  ListHttpHistoryResponse,
  SaveCollectionResponse,
  SaveEnvironmentResponse,
} from '../../contract.js';
import { collectionInput, environmentInput, httpSendInput } from './api-hub-request-schemas.js';

/** A 1 MiB body, JSON-escaped (up to six characters for one byte of control characters), with headers. */
const SEND_BODY_LIMIT = '7mb';
/** A 1 MiB collection, with the escaping the size check does not count. */
const COLLECTION_BODY_LIMIT = '3mb';
const ENVIRONMENT_BODY_LIMIT = '2mb';

/**
 * The API testing hub (devtools README, "API testing hub"): every signed-in user's, as the `testing`
 * feature is Standard. The owner is always the token's user; another user's id answers 404. Answers
 * are not cached: they hold the user's data.
 */
@injectable()
export class ApiHubRoutes implements RouteProvider {
  constructor(
    @inject(SendHttpRequest) private readonly sender: SendHttpRequest,
    @inject(ListEnvironments) private readonly listEnvironments: ListEnvironments,
    @inject(CreateEnvironment) private readonly createEnvironment: CreateEnvironment,
    @inject(UpdateEnvironment) private readonly updateEnvironment: UpdateEnvironment,
    @inject(DeleteEnvironment) private readonly deleteEnvironment: DeleteEnvironment,
    @inject(ListCollections) private readonly listCollections: ListCollections,
    @inject(CreateCollection) private readonly createCollection: CreateCollection,
    @inject(UpdateCollection) private readonly updateCollection: UpdateCollection,
    @inject(DeleteCollection) private readonly deleteCollection: DeleteCollection,
    @inject(ListHttpHistory) private readonly listHistory: ListHttpHistory,
    @inject(ClearHttpHistory) private readonly clearHistory: ClearHttpHistory,
  ) {}

  routes(): Route[] {
    const deleted: DevtoolsDeleteResponse = { success: true };
    return [
      {
        method: 'POST',
        path: '/api/devtools/http',
        auth: 'user',
        bodyLimit: SEND_BODY_LIMIT,
        handler: async (ctx) => {
          const input = parseInput(httpSendInput, ctx.request.body);
          ctx.set('Cache-Control', 'no-store');
          ctx.body = (await this.sender.execute({ ...input, userId: userOf(ctx) })) satisfies HttpSendResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/devtools/environments',
        auth: 'user',
        handler: async (ctx) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, environments: await this.listEnvironments.execute(userOf(ctx)) } satisfies ListEnvironmentsResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/devtools/environments',
        auth: 'user',
        bodyLimit: ENVIRONMENT_BODY_LIMIT,
        handler: async (ctx) => {
          const form = parseInput(environmentInput, ctx.request.body);
          ctx.status = 201;
          ctx.body = { success: true, environment: await this.createEnvironment.execute(userOf(ctx), form) } satisfies SaveEnvironmentResponse;
        },
      },
      {
        method: 'PUT',
        path: '/api/devtools/environments/:id',
        auth: 'user',
        bodyLimit: ENVIRONMENT_BODY_LIMIT,
        handler: async (ctx) => {
          const form = parseInput(environmentInput, ctx.request.body);
          ctx.body = { success: true, environment: await this.updateEnvironment.execute(userOf(ctx), ctx.params.id ?? '', form) } satisfies SaveEnvironmentResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/devtools/environments/:id',
        auth: 'user',
        handler: async (ctx) => {
          await this.deleteEnvironment.execute(userOf(ctx), ctx.params.id ?? '');
          ctx.body = deleted;
        },
      },
      {
        method: 'GET',
        path: '/api/devtools/collections',
        auth: 'user',
        handler: async (ctx) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, collections: await this.listCollections.execute(userOf(ctx)) } satisfies ListCollectionsResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/devtools/collections',
        auth: 'user',
        bodyLimit: COLLECTION_BODY_LIMIT,
        handler: async (ctx) => {
          const form = parseInput(collectionInput, ctx.request.body);
          ctx.status = 201;
          ctx.body = { success: true, collection: await this.createCollection.execute(userOf(ctx), form) } satisfies SaveCollectionResponse;
        },
      },
      {
        method: 'PUT',
        path: '/api/devtools/collections/:id',
        auth: 'user',
        bodyLimit: COLLECTION_BODY_LIMIT,
        handler: async (ctx) => {
          const form = parseInput(collectionInput, ctx.request.body);
          ctx.body = { success: true, collection: await this.updateCollection.execute(userOf(ctx), ctx.params.id ?? '', form) } satisfies SaveCollectionResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/devtools/collections/:id',
        auth: 'user',
        handler: async (ctx) => {
          await this.deleteCollection.execute(userOf(ctx), ctx.params.id ?? '');
          ctx.body = deleted;
        },
      },
      {
        method: 'GET',
        path: '/api/devtools/history',
        auth: 'user',
        handler: async (ctx) => {
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, entries: await this.listHistory.execute(userOf(ctx)) } satisfies ListHttpHistoryResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/devtools/history',
        auth: 'user',
        handler: async (ctx) => {
          await this.clearHistory.execute(userOf(ctx));
          ctx.body = deleted;
        },
      },
    ];
  }
}

function userOf(ctx: HttpContext): string {
  // The 'user' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!.id;
}

import { inject, injectable } from 'inversify';
import { parseInput, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { ListUsers } from '../../application/list-users/list-users.use-case.js';
import { UpdateUserRoles } from '../../application/update-user-roles/update-user-roles.use-case.js';
import type { UpdateRolesResponse, UsersResponse } from '../../contract.js';
import { noStore } from './auth.routes.js';
import { bodyOf, caller } from './http-helpers.js';
import { rolesSchema, usersQuerySchema } from './request-schemas.js';

/** The admin page's users tab: search and paging, and granting or revoking Standard, Premium and admin. */
@injectable()
export class AdminUsersRoutes implements RouteProvider {
  constructor(
    @inject(ListUsers) private readonly listUsers: ListUsers,
    @inject(UpdateUserRoles) private readonly updateRoles: UpdateUserRoles,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/admin/users',
        auth: 'admin',
        handler: async (ctx) => {
          const query = parseInput(usersQuerySchema, ctx.query);
          const page = await this.listUsers.execute(query);
          noStore(ctx);
          ctx.body = { success: true, total: page.total, page: query.page, pageSize: query.pageSize, entries: page.entries } satisfies UsersResponse;
        },
      },
      {
        method: 'PATCH',
        path: '/api/admin/users/:id',
        auth: 'admin',
        bodyLimit: '1kb',
        handler: async (ctx) => {
          const flags = parseInput(rolesSchema, bodyOf(ctx));
          const user = await this.updateRoles.execute({ callerId: caller(ctx).id, userId: ctx.params.id ?? '', flags });
          noStore(ctx);
          ctx.body = { success: true, user } satisfies UpdateRolesResponse;
        },
      },
    ];
  }
}

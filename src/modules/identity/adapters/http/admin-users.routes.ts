import { inject, injectable } from 'inversify';
import { pagedAdminRoute, parseInput, type PageLimits, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { ListUsers } from '../../application/list-users/list-users.use-case.js';
import { UpdateUserRoles } from '../../application/update-user-roles/update-user-roles.use-case.js';
import type { UpdateRolesResponse, UsersResponse } from '../../contract.js';
import { noStore } from './auth.routes.js';
import { bodyOf, caller } from './http-helpers.js';
import { rolesSchema, usersFilters } from './request-schemas.js';

const USERS_PAGE_LIMITS: PageLimits = { defaultPageSize: 20, maxPageSize: 100, maxPage: 100_000 };

/** The admin page's users tab: search and paging, and granting or revoking Standard, Premium and admin. */
@injectable()
export class AdminUsersRoutes implements RouteProvider {
  constructor(
    @inject(ListUsers) private readonly listUsers: ListUsers,
    @inject(UpdateUserRoles) private readonly updateRoles: UpdateUserRoles,
  ) {}

  routes(): Route[] {
    return [
      pagedAdminRoute({
        path: '/api/admin/users',
        limits: USERS_PAGE_LIMITS,
        filters: usersFilters,
        load: (query) => this.listUsers.execute(query),
        view: (user): UsersResponse['entries'][number] => user,
      }),
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

import { inject, injectable } from 'inversify';
import { objectBody, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { DeleteWebsiteData } from '../../application/delete-website-data/delete-website-data.use-case.js';
import { ListWebsiteData } from '../../application/list-website-data/list-website-data.use-case.js';
import { SaveWebsiteData } from '../../application/save-website-data/save-website-data.use-case.js';
import type { DeleteWebsiteDataResponse, InsertWebsiteDataResponse, LoadWebsiteDataResponse } from '../../contract.js';
import { websiteView } from '../../domain/website-data.js';

/** A 1 MB sitemap and 500 URLs of 2048 characters, JSON-escaped, fit; larger bodies answer 413. */
const BODY_LIMIT = '3mb';

/** The website data's calls (audits README, "Website data"): the owner is always the token's user. */
@injectable()
export class WebsiteDataRoutes implements RouteProvider {
  constructor(
    @inject(SaveWebsiteData) private readonly save: SaveWebsiteData,
    @inject(ListWebsiteData) private readonly list: ListWebsiteData,
    @inject(DeleteWebsiteData) private readonly remove: DeleteWebsiteData,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/website/insert-website-data',
        auth: 'user',
        bodyLimit: BODY_LIMIT,
        handler: async (ctx) => {
          // Fields are judged by the use case, which answers the codes of docs/product.md §8; userId is not read.
          const body = objectBody(ctx.request.body);
          const record = await this.save.execute({
            ownerId: ownerOf(ctx),
            id: typeof body.id === 'string' ? body.id : null,
            name: body.name,
            url: body.url,
            analyzisUrls: body.analyzisUrls,
            sitemapContent: body.sitemapContent,
            main: body.main === true,
          });
          ctx.body = { success: true, data: websiteView(record) } satisfies InsertWebsiteDataResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/website/load-website-data',
        auth: 'user',
        handler: async (ctx) => {
          const websites = await this.list.execute({ ownerId: ownerOf(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, data: websites.map(websiteView) } satisfies LoadWebsiteDataResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/website/:id',
        auth: 'user',
        bodyLimit: '16kb',
        handler: async (ctx) => {
          await this.remove.execute({ id: ctx.params.id ?? '', ownerId: ownerOf(ctx) });
          ctx.body = { success: true } satisfies DeleteWebsiteDataResponse;
        },
      },
    ];
  }
}

function ownerOf(ctx: HttpContext): string {
  // The 'user' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!.id;
}

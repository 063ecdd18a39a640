import { inject, injectable } from 'inversify';
import { parseInput, readSmallJson, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { ListTemplates } from '../../application/list-templates/list-templates.use-case.js';
import { RemoveTemplate } from '../../application/remove-template/remove-template.use-case.js';
import { SaveTemplate } from '../../application/save-template/save-template.use-case.js';
import type { GetComponentsResponse, RemoveTemplateResponse, SaveTemplateResponse } from '../../contract.js';
import { templateView } from '../../domain/template.js';
import { saveTemplateInput } from './template-request-schemas.js';

/**
 * Twice the 512 KB the data may take (studio README, "Limits"): a valid save in UTF-8 JSON is a few
 * hundred bytes over 512 KB, and the room above lets a client that escapes non-ASCII text still get
 * STUDIO_TEMPLATE_DATA_TOO_LARGE with the sizes; a larger body answers 413 PAYLOAD_TOO_LARGE.
 */
const SAVE_BODY_LIMIT = '1mb';
/** A removal's body carries only `templateId` (and the ignored `userId`). */
const REMOVE_BODY_BYTES = 16 * 1024;

/**
 * The saved templates' calls (docs/product.md §9.3; studio README, "HTTP"). `user`: the studio is a
 * Standard feature (billing's PLAN_FEATURES lists no API for it), so every signed-in account, a free one
 * included, keeps its templates (docs/product.md §7.3). The owner is always the token's user, whatever
 * the body's userId says.
 */
@injectable()
export class TemplatesRoutes implements RouteProvider {
  constructor(
    @inject(SaveTemplate) private readonly save: SaveTemplate,
    @inject(ListTemplates) private readonly list: ListTemplates,
    @inject(RemoveTemplate) private readonly remove: RemoveTemplate,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/studio/saveTemplate',
        auth: 'user',
        bodyLimit: SAVE_BODY_LIMIT,
        handler: async (ctx) => {
          const input = parseInput(saveTemplateInput, ctx.request.body);
          const record = await this.save.execute({
            ownerId: ownerOf(ctx),
            id: input.id ?? null,
            draft: { templateName: input.templateName, templateData: input.templateData, componentType: input.componentType },
          });
          ctx.body = { success: true, id: record.id, component: templateView(record) } satisfies SaveTemplateResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/studio/getComponent',
        auth: 'user',
        handler: async (ctx) => {
          const templates = await this.list.execute({ ownerId: ownerOf(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, components: templates.map(templateView) } satisfies GetComponentsResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/studio/removeTemplate/:id',
        auth: 'user',
        // The path names the template: the body is not read.
        handler: async (ctx) => {
          await this.remove.execute({ ownerId: ownerOf(ctx), id: ctx.params.id ?? null });
          ctx.body = { success: true } satisfies RemoveTemplateResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/studio/removeTemplate',
        auth: 'user',
        handler: async (ctx) => {
          const body = await readSmallJson(ctx, REMOVE_BODY_BYTES);
          await this.remove.execute({ ownerId: ownerOf(ctx), templateId: body.templateId });
          ctx.body = { success: true } satisfies RemoveTemplateResponse;
        },
      },
    ];
  }
}

function ownerOf(ctx: HttpContext): string {
  // The 'user' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!.id;
}

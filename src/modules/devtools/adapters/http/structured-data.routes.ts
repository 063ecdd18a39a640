import { inject, injectable } from 'inversify';
import { z } from 'zod';
import { parseInput, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { ValidateStructuredData } from '../../application/validate-structured-data/validate-structured-data.use-case.js';
import type { StructuredDataValidateResponse } from '../../contract.js';

/** Types and a coarse bound only; the 2 MiB of html is the use case's DEVTOOLS_SD_HTML_TOO_LARGE. */
const validateInput = z.object({
  url: z.string().max(4096).optional(),
  html: z.string().optional(),
});

/**
 * The structured-data validator (devtools README, "Structured data"): premium, as PLAN_FEATURES' `robots`
 * feature lists /api/devtools/structured-data. Nothing is stored; the rate limit is the token's user's.
 */
@injectable()
export class StructuredDataRoutes implements RouteProvider {
  constructor(@inject(ValidateStructuredData) private readonly validate: ValidateStructuredData) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/devtools/structured-data/validate',
        auth: 'premium',
        // Above 2 MiB of markup, JSON-escaped (quotes and line breaks take two characters).
        bodyLimit: '5mb',
        handler: async (ctx) => {
          const input = parseInput(validateInput, ctx.request.body);
          // The 'premium' policy guarantees a user; the non-null assertion documents that contract.
          const userId = ctx.state.request.user!.id;
          ctx.body = (await this.validate.execute({ ...input, userId })) satisfies StructuredDataValidateResponse;
        },
      },
    ];
  }
}

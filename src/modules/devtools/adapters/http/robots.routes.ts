import { inject, injectable } from 'inversify';
import { parseInput, type HttpContext, type Route, type RouteProvider } from '../../../../platform/http/index.js';
import { CheckSitemaps } from '../../application/check-sitemaps/check-sitemaps.use-case.js';
import { GenerateRobots } from '../../application/generate-robots/generate-robots.use-case.js';
import { TestRobots } from '../../application/test-robots/test-robots.use-case.js';
import type { RobotsTestResponse, SitemapCheckResponse } from '../../contract.js';
import { robotsGenerateInput, robotsTestInput, sitemapCheckInput } from './request-schemas.js';

/** Above the 500 KiB of pasted robots.txt, JSON-escaped. */
const TEST_BODY_LIMIT = '1200kb';

/**
 * The robots tool's calls (devtools README, "HTTP"): premium, as PLAN_FEATURES' `robots` feature lists
 * /api/devtools/robots. Nothing is stored; the rate limits are the token's user's.
 */
@injectable()
export class RobotsRoutes implements RouteProvider {
  constructor(
    @inject(TestRobots) private readonly test: TestRobots,
    @inject(CheckSitemaps) private readonly sitemaps: CheckSitemaps,
    @inject(GenerateRobots) private readonly generator: GenerateRobots,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/devtools/robots/test',
        auth: 'premium',
        bodyLimit: TEST_BODY_LIMIT,
        handler: async (ctx) => {
          const input = parseInput(robotsTestInput, ctx.request.body);
          ctx.body = (await this.test.execute({ ...input, userId: userOf(ctx) })) satisfies RobotsTestResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/devtools/robots/sitemaps/check',
        auth: 'premium',
        bodyLimit: '256kb',
        handler: async (ctx) => {
          const input = parseInput(sitemapCheckInput, ctx.request.body);
          const results = await this.sitemaps.execute({ urls: input.urls, userId: userOf(ctx) });
          ctx.body = { success: true, results } satisfies SitemapCheckResponse;
        },
      },
      {
        method: 'POST',
        path: '/api/devtools/robots/generate',
        auth: 'premium',
        bodyLimit: '1mb',
        handler: (ctx) => {
          const input = parseInput(robotsGenerateInput, ctx.request.body);
          ctx.body = this.generator.execute(input);
        },
      },
    ];
  }
}

function userOf(ctx: HttpContext): string {
  // The 'premium' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!.id;
}

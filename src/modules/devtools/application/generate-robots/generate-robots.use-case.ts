import { injectable } from 'inversify';
import type { RobotsGenerateRequest, RobotsGenerateResponse } from '../../contract.js';
import { generateRobotsTxt } from '../../domain/robots/robots-generator.js';

/** Writes a robots.txt from the generator's form (devtools README, "Generator"); nothing is fetched or kept. */
@injectable()
export class GenerateRobots {
  execute(request: RobotsGenerateRequest): RobotsGenerateResponse {
    const { robotsTxt, warnings } = generateRobotsTxt(request.groups, request.sitemaps);
    return { success: true, robotsTxt, warnings };
  }
}

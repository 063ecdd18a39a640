import { api } from '../../app/api';
import type {
  RobotsGenerateRequest,
  RobotsGenerateResponse,
  RobotsTestRequest,
  RobotsTestResponse,
  SitemapCheckRequest,
  SitemapCheckResponse,
} from '../../../../src/modules/devtools/contract';

/**
 * The robots.txt tool's calls (src/modules/devtools/README.md, "HTTP"): nothing is stored on the server,
 * so every call is a mutation whose answer the page keeps while it is open.
 */
export const robotsApi = api.injectEndpoints({
  endpoints: (build) => ({
    testRobots: build.mutation<RobotsTestResponse, RobotsTestRequest>({
      query: (body) => ({ url: '/devtools/robots/test', method: 'POST', body }),
    }),
    checkSitemaps: build.mutation<SitemapCheckResponse, SitemapCheckRequest>({
      query: (body) => ({ url: '/devtools/robots/sitemaps/check', method: 'POST', body }),
    }),
    generateRobots: build.mutation<RobotsGenerateResponse, RobotsGenerateRequest>({
      query: (body) => ({ url: '/devtools/robots/generate', method: 'POST', body }),
    }),
  }),
});

export const { useTestRobotsMutation, useCheckSitemapsMutation, useGenerateRobotsMutation } = robotsApi;

import { z } from 'zod';

/**
 * The bodies' shapes. Only types and coarse bounds are checked here (VALIDATION_FAILED); the tools' own
 * limits (100 paths, 200-character user-agent, 500 KiB of robots.txt, 20 sitemaps) are the use cases',
 * which answer DEVTOOLS_* codes. The array bounds here stop a body from holding millions of entries.
 */
export const robotsTestInput = z.object({
  url: z.string().max(4096).optional(),
  robotsTxt: z.string().optional(),
  userAgent: z.string().max(10_000),
  paths: z.array(z.string().max(10_000)).max(10_000),
});

export const sitemapCheckInput = z.object({
  urls: z.array(z.string().max(4096)).max(1000),
});

const values = z.array(z.string().max(10_000)).max(10_000);

export const robotsGenerateInput = z.object({
  groups: z
    .array(
      z.object({
        userAgents: values,
        allow: values.optional().default([]),
        disallow: values.optional().default([]),
        crawlDelay: z.number().optional(),
      }),
    )
    .max(1000),
  sitemaps: values.optional().default([]),
});

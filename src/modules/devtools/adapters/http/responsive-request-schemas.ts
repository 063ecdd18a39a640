import { z } from 'zod';

/**
 * POST /api/devtools/responsive's body. Only types and coarse bounds are checked here
 * (VALIDATION_FAILED); the limits (1–12 sizes, 240–3840 × 240–4000, names of 60 characters) are the use
 * case's, which answers DEVTOOLS_RESPONSIVE_DEVICES_INVALID with the same numbers the page shows.
 */
export const responsiveRunInput = z.object({
  url: z.string().max(10_000),
  devices: z
    .array(
      z.object({
        id: z.string().max(100).optional(),
        name: z.string().max(1000),
        width: z.number(),
        height: z.number(),
      }),
    )
    .max(1000),
});

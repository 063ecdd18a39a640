import { z } from 'zod';
import { DEFAULT_SECTION_COUNT, MAX_SECTION_COUNT } from '../../domain/dead-zones.js';
import { ELEMENT_GROUPS } from '../../domain/element-groups.js';
import { SCREEN_CLASSES } from '../../domain/tracking-event.js';
import { DEFAULT_INTERACTIONS_LIMIT, MAX_INTERACTIONS_LIMIT } from '../../application/reports/get-interactions-report.use-case.js';

/** The report-specific query parameters; `range`, `from` and `to` are judged by domain/report-window.ts. */
export const interactionsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_INTERACTIONS_LIMIT).default(DEFAULT_INTERACTIONS_LIMIT),
  group: z.enum(ELEMENT_GROUPS).optional(),
});

export const clickMapQuerySchema = z.object({
  // The tracker stores paths of at most 2,048 characters (the URL cap).
  path: z.string().min(1).max(2048).optional(),
  device: z.enum([...SCREEN_CLASSES, 'all']).default('all'),
});

export const deadZonesQuerySchema = clickMapQuerySchema.extend({
  sections: z.coerce.number().int().min(1).max(MAX_SECTION_COUNT).default(DEFAULT_SECTION_COUNT),
});

import { z } from 'zod';
import { AUDIT_TYPES } from '../../domain/audit-type.js';

/** type and url are judged by the use case, which answers the SPEC's own codes (AUDIT_INVALID_URL…). */
export const startBody = (body: unknown): Record<string, unknown> =>
  body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

export const historyQuerySchema = z.object({
  type: z.enum(AUDIT_TYPES).optional(),
  url: z.string().max(2048).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const exportQuerySchema = z.object({
  format: z.enum(['json', 'csv', 'pdf']).default('json'),
  lang: z.string().max(8).optional(),
});

import { z } from 'zod';
import { AUDIT_TYPES } from '../../domain/audit-type.js';


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

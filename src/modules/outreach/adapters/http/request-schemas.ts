import { z } from 'zod';

/**
 * Form bodies reach the domain as loose records: the domain validates them field by field so the
 * caller gets per-field details and the codes of docs/product.md §8 (CONTACT_REQUIRED...) rather than a generic error.
 */
export { objectBody as formBody } from '../../../../platform/http/index.js';

export const confirmSchema = z.object({ token: z.string().min(1).max(200) });

/** The one-click URL carries the unsubscribe token in its query string (the body is fixed by RFC 8058). */
export const oneClickQuerySchema = z.object({ token: z.string().min(1).max(200) });

export const unsubscribeSchema = z
  .object({ email: z.string().max(320).optional(), token: z.string().min(1).max(200).optional() })
  .refine((v) => v.email !== undefined || v.token !== undefined, { message: 'email or token required', path: ['email'] });

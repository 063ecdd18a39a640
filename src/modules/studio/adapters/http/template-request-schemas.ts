import { z } from 'zod';
import { STUDIO_COMPONENT_TYPES } from '../../../../shared/studio/index.js';

/**
 * The shape of a save. Only the structure is checked here (a malformed body answers VALIDATION_FAILED
 * with the field); the name's length, the data's size and what PostgreSQL cannot store are the domain's
 * rules, which answer their own codes (studio README, "Errors"). A missing name reads as an empty one, so
 * it answers STUDIO_TEMPLATE_NAME_REQUIRED like a blank one. Unknown fields (`userId` among them) are
 * dropped, never stored.
 */
export const saveTemplateInput = z.object({
  id: z.string().max(100).nullish(),
  templateName: z
    .string()
    .nullish()
    .transform((name) => name ?? ''),
  templateData: z.object({
    html: z.string(),
    css: z.string(),
    js: z.string(),
    theme: z.enum(['light', 'dark']).nullish(),
    markup: z.string().nullish(),
  }),
  componentType: z.enum(STUDIO_COMPONENT_TYPES),
});

import { z } from 'zod';
import { readFlag } from '../../../../platform/http/index.js';

/*
 * Shapes only: a missing text field becomes '' so the domain answers with its own code (docs/product.md §8)
 * (AUTH_EMAIL_REQUIRED...), while a field of the wrong type is a 400 VALIDATION_FAILED here. Lengths
 * are the domain's business too; the body limit (16 kB) already keeps megabyte strings out.
 */
const text = z.string().default('');
const flag = z.unknown().optional().transform((value) => readFlag(value));

export const AUTH_BODY_LIMIT = '16kb';

export const signupSchema = z.object({ username: text, email: text, password: text, locale: z.string().max(35).optional() });
export const resendSignupSchema = z.object({ email: text, locale: z.string().max(35).optional() });
export const verifyEmailSchema = z.object({ token: z.string().max(200).default('') });
export const localeSchema = z.object({ locale: z.string().max(35).optional() });
export const loginSchema = z.object({ email: text, password: text, rememberMe: flag });
export const twoFactorLoginSchema = z.object({ challenge: text, code: text });
export const forgotPasswordSchema = z.object({ email: text, locale: z.string().max(35).optional() });
/** resetPassword has two forms: a signed-in user's change (`currentPassword`) and the mailed link's (`token`). */
export const changePasswordSchema = z.object({ currentPassword: z.string(), newPassword: text });
export const resetWithTokenSchema = z.object({ token: text, newPassword: text });
export const codeSchema = z.object({ code: text });
export const premiumStatusSchema = z.object({ userId: z.string().max(64).optional() });

/** The users list's filter besides its page (platform/http pagedAdminRoute). */
export const usersFilters = { search: z.string().max(200).default('') };
export const rolesSchema = z
  .object({ isStandard: z.boolean().optional(), isPremium: z.boolean().optional(), isAdmin: z.boolean().optional() })
  .strict()
  .refine((v) => v.isStandard !== undefined || v.isPremium !== undefined || v.isAdmin !== undefined, { message: 'isStandard, isPremium or isAdmin required' });

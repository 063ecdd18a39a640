import type { MessageDescriptor } from 'react-intl';
import { errorCodeOf, messageForCode } from '../../shared/errors/errorMessages.js';
import { analyticsMessages as m } from './analytics.messages.js';
import { manageMessages as d } from './manage/manage.messages.js';

export { errorCodeOf };

/**
 * The analytics module's error codes (src/modules/analytics/domain/site-url.ts, site.ts, the exclusion,
 * export and purge routes) with their translations. A form may word one differently (the settings form
 * says "The website name is required"): see `siteFieldMessage`.
 */
const CODE_MESSAGES: Record<string, MessageDescriptor> = {
  ANALYTICS_SITE_NOT_FOUND: m.siteNotFound,
  ANALYTICS_SITE_URL_REQUIRED: m.urlRequired,
  ANALYTICS_SITE_URL_INVALID: m.urlScheme,
  ANALYTICS_SITE_URL_HTTPS_REQUIRED: m.urlHttps,
  ANALYTICS_SITE_URL_NOT_PUBLIC: m.urlNotPublic,
  ANALYTICS_SITE_NAME_REQUIRED: m.nameRequired,
  ANALYTICS_SITE_NAME_TOO_LONG: m.nameTooLong,
  ANALYTICS_SITE_INVALID_SETTING: m.invalidSetting,
  ANALYTICS_DELETE_NAME_MISMATCH: d.nameMismatch,
  ANALYTICS_DELETE_NOT_ACKNOWLEDGED: d.acknowledgeRequired,
  ANALYTICS_EXPORT_NOT_CONFIRMED: d.exportConfirmRequired,
  ANALYTICS_EXPORT_EXPIRED: d.exportExpired,
  ANALYTICS_EXPORT_NOT_READY: d.exportNotReady,
  ANALYTICS_EXPORT_INVALID_FORMAT: d.exportInvalidFormat,
  ANALYTICS_EXPORT_NOT_FOUND: d.jobGone,
  ANALYTICS_PURGE_NOT_FOUND: d.jobGone,
  ANALYTICS_PURGE_CHALLENGE_EXPIRED: d.challengeExpired,
  ANALYTICS_EXPORT_FAILED: d.exportFailed,
  ANALYTICS_PURGE_FAILED: d.purgeFailed,
  ANALYTICS_PURGE_WRONG_ANSWER: d.wrongAnswer,
  ANALYTICS_PURGE_INVALID_SCOPE: d.invalidScope,
  ANALYTICS_EXCLUSION_VALUE_REQUIRED: d.valueRequired,
  ANALYTICS_EXCLUSION_INVALID_TYPE: d.invalidType,
  ANALYTICS_EXCLUSION_INVALID_IP: d.invalidIp,
  ANALYTICS_EXCLUSION_VALUE_TOO_LONG: d.valueTooLong,
  ANALYTICS_EXCLUSION_EXISTS: d.exists,
  ANALYTICS_EXCLUSION_LIMIT: d.exclusionLimit,
  ANALYTICS_EXCLUSION_NOT_FOUND: d.exclusionGone,
};

/** Codes this feature translates, for tests that compare them with the server's. */
export const ANALYTICS_ERROR_CODES: readonly string[] = Object.keys(CODE_MESSAGES);

/**
 * Platform codes that tell the owner more than the action's own message would: what to do about them.
 * Others (INTERNAL_ERROR, VALIDATION_FAILED…) give way to the action's message of docs/product.md §10.2.
 */
const PLATFORM_CODES: ReadonlySet<string> = new Set(['AUTH_REQUIRED', 'PREMIUM_REQUIRED', 'RATE_LIMITED', 'PAYLOAD_TOO_LARGE']);

/** The analytics translation of a code, else the platform's when it helps (PREMIUM_REQUIRED…), else null. */
export function knownCodeMessage(code: string | null | undefined): MessageDescriptor | null {
  if (!code) return null;
  if (Object.hasOwn(CODE_MESSAGES, code)) return CODE_MESSAGES[code]!;
  return PLATFORM_CODES.has(code) ? messageForCode(code) : null;
}

/**
 * What to show for a failed call: the code's own translation when it says something more useful, else
 * the action's message of docs/product.md §10.2 ('Error while adding site', 'Error while exporting data.'…).
 */
export function failureMessage(error: unknown, fallback: MessageDescriptor): MessageDescriptor {
  return knownCodeMessage(errorCodeOf(error)) ?? fallback;
}

export type SiteField = 'name' | 'url';

/** One field's error as the server lists them in `details.errors` (validateNewSite, validateSiteSettings). */
export interface ServerFieldError {
  field: SiteField;
  code: string;
  max?: number;
}

/** Every field error of a site form's failure; a single error is read from `code` and `details.field`. */
export function siteFieldErrors(error: unknown): ServerFieldError[] {
  const body = (error as { data?: { code?: unknown; details?: { field?: unknown; max?: unknown; errors?: unknown } } } | undefined)?.data;
  const details = body?.details;
  const isField = (value: unknown): value is SiteField => value === 'name' || value === 'url';
  const listed = Array.isArray(details?.errors) ? (details.errors as { field?: unknown; code?: unknown }[]) : [];
  const found: ServerFieldError[] = listed.flatMap((entry) =>
    isField(entry.field) && typeof entry.code === 'string' ? [{ field: entry.field, code: entry.code, max: typeof details?.max === 'number' ? details.max : undefined }] : [],
  );
  if (found.length === 0 && isField(details?.field) && typeof body?.code === 'string') {
    found.push({ field: details.field, code: body.code, max: typeof details.max === 'number' ? details.max : undefined });
  }
  return found;
}

/** The settings form's own wording of the name rule (docs/product.md §8, website settings). */
export function siteFieldMessage(code: string, form: 'add' | 'settings'): MessageDescriptor {
  if (code === 'ANALYTICS_SITE_NAME_REQUIRED') return form === 'add' ? m.nameRequired : m.settingsNameRequired;
  return CODE_MESSAGES[code] ?? (form === 'add' ? m.addFailed : m.settingsFailed);
}

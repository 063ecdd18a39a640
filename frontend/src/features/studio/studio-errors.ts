import type { MessageDescriptor } from 'react-intl';
import type { StudioErrorCode } from '../../../../src/modules/studio/contract';
import { STUDIO_LIMITS, UPLOAD_LIMITS } from '../../../../src/shared/studio/index';
import { errorCodeOf } from '../../shared/errors/errorMessages';
import { studioMessages as m } from './studio.messages';

/** A failure in the user's language: the product's headline, and why when the server said. */
export interface StudioFailure {
  headline: MessageDescriptor;
  reason: MessageDescriptor | null;
  values: Record<string, string | number>;
  code: string | null;
}

const MB = 1024 * 1024;

/** Every code of the contract, each with its sentence (module README, Errors) and the limit it names. */
const REASONS: Record<StudioErrorCode, [MessageDescriptor, Record<string, number>?]> = {
  STUDIO_TEMPLATE_ID_REQUIRED: [m.templateIdRequired],
  STUDIO_TEMPLATE_NOT_FOUND: [m.templateNotFound],
  STUDIO_TEMPLATE_NAME_REQUIRED: [m.nameRequired],
  STUDIO_TEMPLATE_NAME_TOO_LONG: [m.nameTooLong, { max: STUDIO_LIMITS.maxNameLength }],
  STUDIO_TEMPLATE_DATA_TOO_LARGE: [m.dataTooLarge, { max: STUDIO_LIMITS.maxTemplateDataBytes / 1024 }],
  STUDIO_TEMPLATE_LIMIT_REACHED: [m.limitReached, { max: STUDIO_LIMITS.maxTemplatesPerUser }],
  STUDIO_UPLOAD_MISSING_FILE: [m.uploadMissing],
  STUDIO_UPLOAD_NOT_AN_IMAGE: [m.uploadNotImage],
  STUDIO_UPLOAD_SVG_REFUSED: [m.uploadSvg],
  STUDIO_UPLOAD_TOO_LARGE: [m.uploadTooLarge, { max: UPLOAD_LIMITS.maxFileBytes / MB }],
  STUDIO_UPLOAD_TOO_MANY_PIXELS: [m.uploadTooManyPixels, { max: UPLOAD_LIMITS.maxPixels / 1_000_000 }],
  STUDIO_UPLOAD_CORRUPT: [m.uploadCorrupt],
  STUDIO_UPLOAD_QUOTA_EXCEEDED: [m.uploadQuota, { max: UPLOAD_LIMITS.quotaBytesPerUser / MB }],
  STUDIO_UPLOAD_NOT_FOUND: [m.uploadNotFound],
};

const statusOf = (error: unknown): number | null => {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  return typeof status === 'number' ? status : null;
};

/** `headline` is the product's 'Erreur lors de la sauvegarde' or "Erreur lors de l'upload de l'image", in the user's language. */
export function explainStudioFailure(error: unknown, headline: MessageDescriptor): StudioFailure {
  const code = errorCodeOf(error);
  const known = code && Object.hasOwn(REASONS, code) ? REASONS[code as StudioErrorCode] : null;
  if (known) return { headline, reason: known[0], values: known[1] ?? {}, code };
  if (code === 'RATE_LIMITED') return { headline, reason: m.rateLimited, values: {}, code };
  // The body parser refuses an oversized upload before the studio's own check can name it.
  if (statusOf(error) === 413) return { headline, reason: m.uploadTooLarge, values: { max: UPLOAD_LIMITS.maxFileBytes / MB }, code };
  if (statusOf(error) === 401) return { headline, reason: m.signedOut, values: {}, code };
  return { headline, reason: m.unreachable, values: {}, code };
}

/** The upload refusals the browser can tell before sending (the server checks again). */
export function checkImageBeforeUpload(file: File): StudioErrorCode | null {
  if (file.size > UPLOAD_LIMITS.maxFileBytes) return 'STUDIO_UPLOAD_TOO_LARGE';
  if (file.type === 'image/svg+xml' || /\.svg$/i.test(file.name)) return 'STUDIO_UPLOAD_SVG_REFUSED';
  return null;
}

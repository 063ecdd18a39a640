import type { MessageDescriptor } from 'react-intl';
import { errorCodeOf, messageForCode } from '../../shared/errors/errorMessages';
import { MAX_TEMPLATES } from './snippet-list';
import { snippetsMessages as m } from './snippets.messages';

export interface Reason {
  message: MessageDescriptor;
  values?: Record<string, number | string>;
}

/** Why a call failed, in the reader's language: the studio's codes (its README, "Errors"), then the platform's. */
export function reasonOf(error: unknown): Reason {
  const code = errorCodeOf(error);
  if (code === 'STUDIO_TEMPLATE_NOT_FOUND') return { message: m.reasonNotFound };
  if (code === 'STUDIO_TEMPLATE_LIMIT_REACHED') return { message: m.reasonLimit, values: { max: MAX_TEMPLATES } };
  if (code === 'STUDIO_TEMPLATE_DATA_TOO_LARGE') return { message: m.reasonTooLarge };
  // RTK Query's fetchBaseQuery reports a request that got no answer this way.
  if (typeof error === 'object' && error !== null && (error as { status?: unknown }).status === 'FETCH_ERROR') return { message: m.reasonNetwork };
  return { message: messageForCode(code) };
}

import type { MessageDescriptor } from 'react-intl';

/** A descriptor looked up by a key built at run time (a stage, a category…); undefined when the catalog has none. */
export function pickMessage(messages: object, key: string): MessageDescriptor | undefined {
  return Object.hasOwn(messages, key) ? (messages as Record<string, MessageDescriptor>)[key] : undefined;
}

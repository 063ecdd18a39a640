import { defineMessages, type MessageDescriptor } from 'react-intl';

/**
 * Why the server's outbound guard (src/platform/outbound) refused an address a user gave, as the end of
 * a sentence ("… was refused: {why}"), grouped as a user can act on them. The tools that fetch or render
 * a user's address (robots, structured data, responsive testing) share these.
 */
export const outboundRefusalMessages = defineMessages({
  loopback: { id: 'outbound.refused.loopback', defaultMessage: 'it points to this machine (loopback).', description: 'Refusal reason loopback' },
  private: { id: 'outbound.refused.private', defaultMessage: 'it points to a private network.', description: 'Refusal reason private-address' },
  linkLocal: { id: 'outbound.refused.linkLocal', defaultMessage: 'it points to a link-local or cloud metadata address.', description: 'Refusal reason link-local' },
  port: { id: 'outbound.refused.port', defaultMessage: 'its port is not allowed.', description: 'Refusal reason port-not-allowed' },
  scheme: { id: 'outbound.refused.scheme', defaultMessage: 'only http and https are allowed.', description: 'Refusal reason scheme-not-allowed' },
  credentials: { id: 'outbound.refused.credentials', defaultMessage: 'addresses with a user name or password are not allowed.', description: 'Refusal reason credentials-in-url' },
  redirects: { id: 'outbound.refused.redirects', defaultMessage: 'it redirects too many times.', description: 'Refusal reason too-many-redirects' },
  other: { id: 'outbound.refused.other', defaultMessage: 'it points to a reserved or special address.', description: 'Any other refusal reason' },
});

const m = outboundRefusalMessages;
const REASONS: Record<string, MessageDescriptor> = {
  loopback: m.loopback,
  localhost: m.loopback,
  'private-address': m.private,
  'link-local': m.linkLocal,
  'port-not-allowed': m.port,
  'scheme-not-allowed': m.scheme,
  'credentials-in-url': m.credentials,
  'too-many-redirects': m.redirects,
};

/** The guard's `details.reason` as the end of a sentence; reserved, multicast and unknown reasons read as "other". */
export function outboundRefusalReason(reason: unknown): MessageDescriptor {
  return typeof reason === 'string' && Object.hasOwn(REASONS, reason) ? REASONS[reason]! : m.other;
}

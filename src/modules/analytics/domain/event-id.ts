import { hash } from 'node:crypto';

/**
 * The id of the `index`-th event of a tracker request, a uuid (version 8, "custom") made of the first
 * 122 bits of SHA-1(requestId ‖ ":" ‖ index). The tracker gives each accepted request a random uuid and
 * the worker derives its events' ids from it, so a job the worker runs again (a retry, a crashed worker's
 * batch) produces the same ids and the writer, idempotent per id, stores nothing twice.
 */
export function eventId(requestId: string, index: number): string {
  const h = hash('sha1', `${requestId}:${index}`, 'hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-8${h.slice(13, 16)}-${((parseInt(h[16]!, 16) & 0x3) | 0x8).toString(16)}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

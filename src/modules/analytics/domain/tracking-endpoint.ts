/**
 * Paths the tracker serves, shared by the tracker routes and the browser snippet. This file imports
 * nothing so the snippet bundle can take the constants without pulling zod in.
 */

/** Where the snippet posts its batches: the origin of the snippet's own `src` plus this path. */
export const TRACKING_ENDPOINT_PATH = '/t/e';

/** Where the tracker serves the snippet itself. */
export const SNIPPET_PATH = '/s.js';

/**
 * The snippet sends at most this many events per request (it splits a longer queue), and the tracker
 * refuses envelopes with more.
 */
export const MAX_EVENTS_PER_BATCH = 25;

/**
 * Longest `user` the snippet forwards from its script tag's `data-user` attribute (the site's own id for
 * the signed-in person). The tracker only compares it with the site's `user` exclusions, then drops it:
 * it is never stored nor enqueued.
 */
export const MAX_USER_ID_LENGTH = 128;

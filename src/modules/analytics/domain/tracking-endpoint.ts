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

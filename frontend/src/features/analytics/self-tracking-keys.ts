/** Names the dogfooding (self-tracking.ts) and its lazily loaded snippet loader (self-snippet.ts) share. */
export const OPT_OUT_KEY = 'stacklens_optout';
export const SELF_SCRIPT_ATTRIBUTE = 'data-stacklens-self';

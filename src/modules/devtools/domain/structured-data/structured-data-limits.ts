/** The structured-data validator's bounds (devtools README, "Structured data"). */
export const STRUCTURED_DATA_LIMITS = {
  /** Pasted markup, UTF-8. */
  maxHtmlBytes: 2 * 1024 * 1024,
  /** A fetched page past this is read up to it (DEVTOOLS_SD_PAGE_TRUNCATED). */
  maxPageBytes: 5 * 1024 * 1024,
  fetchTimeoutMs: 10_000,
  /** Items of a page, nested ones included; past it the rest are dropped (DEVTOOLS_SD_TOO_MANY_ITEMS). */
  maxItems: 500,
  /** Nesting depth read; deeper items are dropped (DEVTOOLS_SD_TOO_DEEP). */
  maxDepth: 16,
  /** Element nesting of a page (markup-depth.ts); deeper pages are refused (DEVTOOLS_SD_MARKUP_TOO_DEEP). */
  maxMarkupDepth: 1024,
  /** Bracket nesting of a JSON-LD block; a deeper block is not read (DEVTOOLS_SD_TOO_DEEP on it). */
  maxJsonDepth: 128,
} as const;

/** Translated texts for exports, from the same catalogs the frontend uses (one source of truth). */
export interface ReportCatalog {
  /** Supported language for `requested`, falling back to English. */
  language(requested: string | undefined): string;
  /** The formatted message of `id` in `language` (English when that catalog lacks it), or null when none has it. */
  message(language: string, id: string, values?: Record<string, string | number>): string | null;
}

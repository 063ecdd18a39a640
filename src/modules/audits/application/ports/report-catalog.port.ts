/** Translated texts for exports, from the same catalogs the frontend uses (one source of truth). */
export interface ReportCatalog {
  /** Supported language for `requested`, falling back to English. */
  language(requested: string | undefined): string;
  /** The message of `id` in `language`, or null when the catalog has none. */
  message(language: string, id: string): string | null;
}

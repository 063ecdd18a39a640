import type { CollectionPlan } from '../../domain/auditor.js';
import type { CollectionBundle, CollectionStage } from '../../domain/collection-bundle.js';

export interface CollectionRequest {
  url: string;
  plan: CollectionPlan;
  /** Aborts every stage (job cancelled or worker shutting down). */
  signal?: AbortSignal;
  /** 0-100 within the collection pass, with the stage running now. */
  onProgress?: (percent: number, stage: CollectionStage) => void;
}

/**
 * Fetches and renders each page once through the SSRF guard and returns everything the auditors read.
 * Never throws for a failing target: failures are reported per stage in the bundle. Throws only
 * for an invalid or refused start URL (DomainError AUDIT_TARGET_REFUSED / AUDIT_INVALID_URL).
 */
export interface PageCollector {
  collect(request: CollectionRequest): Promise<CollectionBundle>;
  /** Closes the browser and the filtering proxy. */
  close(): Promise<void>;
}

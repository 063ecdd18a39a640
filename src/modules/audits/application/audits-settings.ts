/** Limits of the audits module, from the platform config (wired in audits.module.ts). */
export interface AuditsSettings {
  /** Runs one user may have queued or running at once; more answer 429. */
  maxUnfinishedPerUser: number;
  /** How long an API call waits for the worker to print a PDF. */
  pdfTimeoutMs: number;
}

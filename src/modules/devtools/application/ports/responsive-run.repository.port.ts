import type { DevtoolsErrorCode } from '../../contract.js';
import type { ResponsiveDeviceState, ResponsiveRun } from '../../domain/responsive/responsive-run.js';

export interface ResponsiveShot {
  index: number;
  width: number;
  height: number;
  png: Buffer;
}

/** Responsive runs and their screenshots (devtools README, "Responsive testing"). */
export interface ResponsiveRunRepository {
  create(run: { ownerId: string; url: string; devices: ResponsiveDeviceState[] }): Promise<ResponsiveRun>;
  find(id: string): Promise<ResponsiveRun | null>;
  /** Queued or running runs of the owner, to cap how many one user has at once. */
  countUnfinished(ownerId: string): Promise<number>;
  /** Newest first. */
  listRecent(ownerId: string, limit: number): Promise<ResponsiveRun[]>;
  /** Sets the run running with every size pending again (a job delivered twice starts over). False when it is no longer queued or running. */
  start(id: string, at: Date): Promise<boolean>;
  /** Records one size's outcome, and its screenshot when there is one, in one transaction. */
  saveDevice(id: string, index: number, state: ResponsiveDeviceState, shot: ResponsiveShot | null): Promise<void>;
  finish(id: string, outcome: { status: 'done' | 'failed'; errorCode: DevtoolsErrorCode | null }, at: Date): Promise<void>;
  getShot(id: string, index: number): Promise<ResponsiveShot | null>;
  /** In device order; only the sizes that rendered. */
  listShots(id: string): Promise<ResponsiveShot[]>;
  /**
   * Deletes the owner's finished runs past the newest `keep` runs, and past the newest runs whose
   * screenshots add up to `maxBytes`; answers how many went.
   */
  pruneForOwner(ownerId: string, limits: { keep: number; maxBytes: number }): Promise<number>;
  deleteCreatedBefore(before: Date): Promise<number>;
  /** Ends runs queued or running since before `before` (their worker is gone) with `errorCode`. */
  failStale(before: Date, errorCode: DevtoolsErrorCode, at: Date): Promise<number>;
  deleteForOwner(ownerId: string): Promise<number>;
}

/** One screenshot with what the exports print above it: the device's name, and its size (`375 × 667`). */
export interface LabelledShot {
  title: string;
  subtitle: string;
  width: number;
  height: number;
  png: Buffer;
}

/** The exports of a run (devtools README, "Exports"). */
export interface ShotComposer {
  /** Every shot side by side on one PNG, each under its label. */
  sideBySide(shots: readonly LabelledShot[]): Promise<Buffer>;
  /** A PDF with one page per shot, its label on top; `title` is the document's title (the page address). */
  pdf(shots: readonly LabelledShot[], title: string): Promise<Buffer>;
}

export interface PageScreenshot {
  png: Uint8Array;
  /** The document's full height in CSS pixels; the picture is cut at the screenshotter's limit. */
  pageHeight: number;
  capturedAt: Date;
}

export interface PageScreenshotter {
  /** Throws ANALYTICS_SCREENSHOT_FAILED (domain/screenshot-target.ts) for any failure to capture. */
  capture(request: { cacheKey: string; url: string; width: number }): Promise<PageScreenshot>;
}

import type { PageScreenshot } from '../../application/ports/page-screenshotter.port.js';

/**
 * Recent screenshots in the api process's memory, least recently used first out. A page changes rarely
 * compared with how often its heatmap is opened (every tab and device switch asks again), so an hour is
 * fresh enough and saves a Chromium run per view. Bounded by bytes, since full-page PNGs vary from tens
 * of KB to several MB. Per process: pods do not share it, which only costs a capture per pod.
 */
export class ScreenshotCache {
  private readonly entries = new Map<string, { shot: PageScreenshot; expiresAt: number }>();
  private bytes = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxBytes: number,
  ) {}

  get(key: string, now: number): PageScreenshot | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    this.remove(key);
    if (entry.expiresAt <= now) return null;
    this.entries.set(key, entry);
    this.bytes += entry.shot.png.length;
    return entry.shot;
  }

  set(key: string, shot: PageScreenshot, now: number): void {
    if (shot.png.length > this.maxBytes) return;
    this.remove(key);
    this.entries.set(key, { shot, expiresAt: now + this.ttlMs });
    this.bytes += shot.png.length;
    for (const oldest of this.entries.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.shot.png.length;
  }
}

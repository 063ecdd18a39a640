import type { EnrichedEvent } from '../../../src/modules/analytics/domain/enriched-event.js';
import type { ElementGroup } from '../../../src/modules/analytics/domain/element-groups.js';
import type { SourceKind } from '../../../src/modules/analytics/domain/source-classification.js';
import type { FormAction, ScreenClass } from '../../../src/modules/analytics/domain/tracking-event.js';
import { seededUuid } from './enriched-events.js';

/** What the tracker would have enriched every event of a session with. */
export interface SessionOrigin {
  siteId: string;
  visitorId: string;
  sessionId: string;
  sourceKind?: SourceKind;
  referrer?: string | null;
  country?: string | null;
  city?: string | null;
  browser?: string | null;
  os?: string | null;
  device?: string | null;
}

export interface ClickSpec {
  group: ElementGroup;
  text: string;
  selector: string;
  x: number;
  y: number;
  viewportWidth?: number;
  rage?: boolean;
  dead?: boolean;
}

/**
 * Hand-built sessions for query tests with known totals: each call appends one enriched event at an ISO
 * time; ids are seeded from the session id and the event's rank, so a rebuilt session has the same ids.
 */
export class SessionBuilder {
  private readonly list: EnrichedEvent[] = [];

  constructor(private readonly origin: SessionOrigin) {}

  private base(at: string, path: string) {
    const o = this.origin;
    return {
      id: seededUuid(`${o.siteId}/${o.sessionId}/${this.list.length}`),
      siteId: o.siteId,
      visitorId: o.visitorId,
      sessionId: o.sessionId,
      occurredAt: new Date(at),
      path,
      referrer: o.referrer ?? null,
      sourceKind: o.sourceKind ?? 'direct',
      country: o.country === undefined ? 'FR' : o.country,
      city: o.city === undefined ? 'Paris' : o.city,
      browser: o.browser ?? 'Chrome',
      os: o.os ?? 'Linux',
      device: o.device ?? 'desktop',
    };
  }

  pageview(at: string, path: string, screen: ScreenClass, utm?: { source?: string; medium?: string; campaign?: string }): this {
    this.list.push({ ...this.base(at, path), kind: 'pageview', data: { referrer: this.origin.referrer ?? '', screen, language: 'en', ...(utm ? { utm } : {}) } });
    return this;
  }

  engagement(at: string, path: string, activeMs: number, totalMs: number, scrollDepth: number): this {
    this.list.push({ ...this.base(at, path), kind: 'engagement', data: { activeMs, totalMs, scrollDepth } });
    return this;
  }

  click(at: string, path: string, c: ClickSpec): this {
    this.list.push({
      ...this.base(at, path),
      kind: 'click',
      data: { group: c.group, text: c.text, selector: c.selector, pageX: c.x, pageY: c.y, elementX: 0.5, elementY: 0.5, viewportWidth: c.viewportWidth ?? 1280, rage: c.rage ?? false, dead: c.dead ?? false },
    });
    return this;
  }

  scroll(at: string, path: string, depth: number, distance: number, ms: number): this {
    this.list.push({ ...this.base(at, path), kind: 'scroll', data: { depth, distance, ms } });
    return this;
  }

  form(at: string, path: string, action: FormAction, name = 'email'): this {
    this.list.push({ ...this.base(at, path), kind: 'form', data: { action, name, htmlType: action === 'submit' ? 'form' : 'email', hasValue: true, valid: true, required: true } });
    return this;
  }

  error(at: string, path: string, message: string, source: string): this {
    this.list.push({ ...this.base(at, path), kind: 'error', data: { message, source, line: 1, col: 1 } });
    return this;
  }

  get events(): EnrichedEvent[] {
    return [...this.list];
  }
}

/**
 * What the collection pass gathers once per audit job; every auditor reads only this (audits README, "Flow").
 * Produced by adapters/collector in the worker, consumed by the pure auditors in domain/auditors.
 * Everything is plain JSON so a bundle can cross a process boundary (the sandboxed runner) unchanged.
 */

import type { StageFailure } from '../contract.js';

// Stages and their failures are named in the report and the run's progress: the HTTP contract owns their types.
export type { CollectionStage, StageFailure } from '../contract.js';

export interface RedirectHop {
  url: string;
  status: number;
  location: string;
}

export interface NetworkEntry {
  url: string;
  method: string;
  /** Playwright resource types: document, stylesheet, script, image, font, xhr, fetch, media, other… */
  resourceType: string;
  status: number | null;
  mimeType: string | null;
  /** Bytes on the wire (compressed), 0 when unknown. */
  transferSize: number;
  /** Decoded body size, 0 when unknown. */
  resourceSize: number;
  durationMs: number | null;
  /** Set when the filtering proxy or a cap refused the request (e.g. 'BLOCKED_PRIVATE_ADDRESS'). */
  blocked?: string;
}

/** A rendered element the engagement, website and semantic auditors need boxes and colours for. */
export interface RenderedElement {
  /** Unique CSS selector within the page, used in stable finding ids. */
  selector: string;
  tag: string;
  role: string | null;
  /** Visible text (trimmed, collapsed, at most 200 characters) or aria-label/alt/value. */
  text: string;
  href: string | null;
  /** input/button type attribute. */
  type: string | null;
  /** CSS pixels in the desktop viewport (1350x940), page coordinates. */
  box: { x: number; y: number; width: number; height: number };
  visible: boolean;
  /** Computed colours as rgb()/rgba() strings; background is the first non-transparent ancestor's. */
  color: string;
  backgroundColor: string;
  fontSizePx: number;
  fontWeight: number;
  /** Ids of landmark ancestors: 'header' | 'nav' | 'main' | 'footer' | 'aside' | null. */
  landmark: string | null;
  classes: string;
}

export interface MobileLayout {
  viewportWidth: number;
  /** document.documentElement.scrollWidth at that width. */
  scrollWidth: number;
  /** Tap targets smaller than 48x48 CSS px at 375 px wide (selector, size). */
  smallTapTargets: { selector: string; width: number; height: number; text: string }[];
  /** Text under 12 px at 375 px wide (count of elements with own text). */
  smallTextCount: number;
}

export interface TlsDetails {
  /** 'TLSv1.3' … */
  protocol: string | null;
  cipher: string | null;
  authorized: boolean;
  authorizationError: string | null;
  subject: string | null;
  issuer: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** Subject alternative names as the certificate lists them. */
  altNames: string[];
}

export interface CollectedPage {
  /** The URL asked for (normalised). */
  url: string;
  /** After redirects. */
  finalUrl: string;
  status: number;
  redirects: RedirectHop[];
  /** Response headers of the final document, names lower-cased; repeated headers joined with ', ' (Set-Cookie excluded). */
  headers: Record<string, string>;
  /** The raw Set-Cookie lines of the final document and of every redirect hop, in order. */
  setCookies: string[];
  /** Body as the server sent it (Node fetch through the SSRF guard), at most the size cap. */
  html: string;
  /** document.documentElement.outerHTML after load and network idle (or the render timeout). */
  renderedHtml: string;
  /** Every request the page made while rendering. */
  network: NetworkEntry[];
  timing: { ttfbMs: number | null; domContentLoadedMs: number | null; loadMs: number | null; fcpMs: number | null };
  /** Document size in bytes (raw HTML). */
  htmlBytes: number;
  elements: RenderedElement[];
  /** Page height in CSS px (desktop render), for above-the-fold judgements (fold = 940). */
  pageHeight: number;
  mobile: MobileLayout | null;
  /** axe-core results (all rules) when the job asked for them: violations/incomplete/passes counts kept. */
  axe: AxeSummary | null;
  /** Lighthouse runs (performance audits only). */
  lighthouse: LighthouseRun[] | null;
  /** JS console errors seen while rendering. */
  consoleErrors: string[];
}

export interface AxeNode {
  target: string;
  html: string;
  failureSummary: string | null;
}

export interface AxeRuleResult {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  description: string;
  help: string;
  helpUrl: string;
  tags: string[];
  nodes: AxeNode[];
}

export interface AxeSummary {
  violations: AxeRuleResult[];
  incomplete: AxeRuleResult[];
  passes: number;
  inapplicable: number;
}

/** The parts of one Lighthouse result (LHR) the performance auditor reads. */
export interface LighthouseRun {
  /** The LHR performance category score × 100 (0-100, as Lighthouse shows it). */
  performanceScore: number;
  metrics: {
    fcpMs: number;
    lcpMs: number;
    speedIndexMs: number;
    tbtMs: number;
    cls: number;
    ttiMs: number;
  };
  /** Opportunity audits (id, title, savings in ms and bytes, the metric weight they touch). */
  opportunities: {
    id: string;
    title: string;
    score: number | null;
    /** LHR `details.overallSavingsMs` (Lighthouse 12: the LCP savings) and `details.overallSavingsBytes`. */
    savingsMs: number;
    savingsBytes: number;
    /** LHR `metricSavings` (Lighthouse 12): estimated ms (CLS: unitless) saved per metric, e.g. { FCP: 600, LCP: 1200 }. */
    metricSavings?: Partial<Record<'FCP' | 'LCP' | 'TBT' | 'CLS' | 'INP', number>>;
  }[];
  /** Resource summary by type: count and transfer size. */
  resources: { type: string; count: number; transferSize: number }[];
  /** The audits' numeric scores by id, for the optimisation-score arithmetic. */
  auditScores: Record<string, number | null>;
  durationMs: number;
}

export interface TextResource {
  url: string;
  status: number;
  body: string;
}

/**
 * The two extra requests Mozilla's HTTP Observatory makes and the security audit needs to grade like it
 * (made only for security audits, through the same SSRF guard).
 */
export interface SecurityProbes {
  /**
   * `http://<host>/` of the start URL followed through its redirects, to judge the http→https redirection;
   * null when plain http is refused or unreachable. certificateError: an https hop had an untrusted certificate.
   */
  http: { redirects: RedirectHop[]; finalUrl: string; status: number; certificateError: boolean } | null;
  /** A CORS preflight to the final URL (OPTIONS, `Origin: <origin>`, `Access-Control-Request-Method: GET`); null when it failed. */
  cors: { origin: string; status: number; headers: Record<string, string> } | null;
}

export interface CollectionBundle {
  startUrl: string;
  /** Page 0 is the start page; crawled same-site pages follow (at most 10 in all). */
  pages: CollectedPage[];
  /** Null when the fetch itself failed (see failures). */
  robotsTxt: TextResource | null;
  sitemap: TextResource | null;
  /** Null for http:// targets or a failed handshake (see failures). */
  tls: TlsDetails | null;
  failures: StageFailure[];
  collectedAt: string;
  durationMs: number;
  /** Security audits only; absent when not collected (the redirection test is then only judged for http:// start URLs). */
  securityProbes?: SecurityProbes;
}

/** Hard limits per stage, in ms. A stage past its limit is abandoned and named in the bundle's failures. */
export interface StageTimeouts {
  fetch: number;
  tls: number;
  /** Navigation until the load event; past it the page is measured as far as it got. */
  render: number;
  /** DOM, element inventory, timing and the mobile layout read of one page. */
  measure: number;
  axe: number;
  /** Per Lighthouse run. */
  lighthouse: number;
  /** All linked pages together, so a crawl of slow pages still ends. */
  crawl: number;
}

export const DEFAULT_STAGE_TIMEOUTS: StageTimeouts = {
  fetch: 15_000,
  tls: 10_000,
  render: 30_000,
  measure: 15_000,
  axe: 15_000,
  lighthouse: 90_000,
  crawl: 240_000,
};

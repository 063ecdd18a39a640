import type { CollectionPlan } from '../../domain/auditor.js';
import type { CollectionStage, SecurityProbes, StageFailure, TextResource, TlsDetails } from '../../domain/collection-bundle.js';
import { fetchTextResource, robotsUrlOf, sitemapUrlsFromRobots } from './robots-sitemap.js';
import { collectSecurityProbes } from './security-probes.js';
import type { SafeResponse, TargetPolicy } from '../../../../platform/outbound/index.js';
import { runStage } from './stage-runner.js';
import type { StageTimeouts } from './stage-timeouts.js';
import { inspectTls } from './tls-inspector.js';

export interface SiteFacts {
  tls: TlsDetails | null;
  robotsTxt: TextResource | null;
  sitemap: TextResource | null;
  /** Security audits only (plan.securityProbes); absent when not made. */
  securityProbes?: SecurityProbes;
}

export interface SiteFactsInput {
  start: URL;
  /** The start page's fetch, null when it failed. */
  response: SafeResponse | null;
  plan: CollectionPlan;
  policy: TargetPolicy;
  timeouts: StageTimeouts;
  signal: AbortSignal;
  failures: StageFailure[];
  /** Called once per finished stage (tls, robots, sitemap, each security probe). */
  onStageDone: () => void;
}

/** TLS, robots.txt, the sitemap and the security probes, side by side with the page work. */
export async function collectSiteFacts(input: SiteFactsInput): Promise<SiteFacts> {
  const [tls, files, securityProbes] = await Promise.all([
    input.plan.tls ? handshake(input) : Promise.resolve(null),
    input.plan.robotsAndSitemap ? robotsAndSitemap(input) : Promise.resolve({ robotsTxt: null, sitemap: null }),
    input.plan.securityProbes ? collectSecurityProbes(input) : Promise.resolve(undefined),
  ]);
  return securityProbes ? { tls, ...files, securityProbes } : { tls, ...files };
}

/** The handshake of the https URL the fetch ended on (or started from), even when the fetch failed. */
async function handshake(input: SiteFactsInput): Promise<TlsDetails | null> {
  const { start, response, policy, timeouts } = input;
  const final = response ? new URL(response.finalUrl) : null;
  const target = final?.protocol === 'https:' ? final : start.protocol === 'https:' ? start : null;
  if (!target) return null;
  const address = final && target.host === final.host && response?.remoteAddress ? response.remoteAddress : undefined;
  const outcome = await runStage('tls', { timeoutMs: timeouts.tls, signal: input.signal }, (signal) =>
    inspectTls({ url: target.href, address }, { policy, timeoutMs: timeouts.tls, signal }),
  );
  input.onStageDone();
  if (!outcome.ok) input.failures.push(outcome.failure);
  return outcome.ok ? outcome.value : null;
}

async function robotsAndSitemap(input: SiteFactsInput): Promise<{ robotsTxt: TextResource | null; sitemap: TextResource | null }> {
  const { response } = input;
  if (!response) {
    // Same host as the page that did not answer: waiting for two more timeouts would tell nothing new.
    const message = 'Not fetched: the start page could not be fetched';
    input.failures.push({ stage: 'robots', code: 'SKIPPED', message }, { stage: 'sitemap', code: 'SKIPPED', message });
    input.onStageDone();
    input.onStageDone();
    return { robotsTxt: null, sitemap: null };
  }
  const robotsTxt = await textResource(input, 'robots', robotsUrlOf(response.finalUrl));
  const named = robotsTxt && robotsTxt.status < 400 ? sitemapUrlsFromRobots(robotsTxt.body, robotsTxt.url) : [];
  const sitemap = await textResource(input, 'sitemap', named[0] ?? new URL('/sitemap.xml', response.finalUrl).href);
  return { robotsTxt, sitemap };
}

async function textResource(input: SiteFactsInput, stage: CollectionStage, url: string): Promise<TextResource | null> {
  const { timeouts, policy } = input;
  const outcome = await runStage(stage, { timeoutMs: timeouts.fetch + 1_000, signal: input.signal, pageUrl: url }, (signal) =>
    fetchTextResource(url, { policy, timeoutMs: timeouts.fetch, signal }),
  );
  input.onStageDone();
  if (!outcome.ok) input.failures.push(outcome.failure);
  return outcome.ok ? outcome.value : null;
}

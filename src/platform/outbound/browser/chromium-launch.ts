import { chromium, type Browser, type BrowserContext, type LaunchOptions } from 'playwright-core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for every Chromium StackLens starts: no sandbox (the worker container runs it as its own user),
 * nothing phoning home, no QUIC (UDP would not go through the filtering proxy), WebRTC kept off
 * non-proxied UDP.
 */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

/**
 * A proxy nothing listens on (port 1, tcpmux) for a shared browser: every context sets its job's
 * filtering proxy, and a context created without one fails closed instead of reaching the network directly.
 */
export const FAIL_CLOSED_PROXY = 'http://127.0.0.1:1';

/**
 * Where a browser's requests may go. Every launch names one, so no Chromium starts with open network
 * access by accident:
 * - `proxy`: through this filtering proxy only (a browser used for one job, e.g. Lighthouse's);
 * - `per-context`: the browser-level proxy fails closed and each context sets its job's filtering proxy
 *   (a browser shared between jobs: BrowserPool);
 * - `routed-by-caller`: no proxy, for pages that are not user-given and whose every request the
 *   caller routes itself (`context.route`, e.g. the audit report printed from the frontend's origin).
 */
export type ChromiumEgress = { proxy: string } | 'per-context' | 'routed-by-caller';

export interface ChromiumLaunch {
  executablePath: string;
  egress: ChromiumEgress;
  /** Appended to CHROMIUM_ARGS (e.g. `--remote-debugging-port=0`). */
  extraArgs?: readonly string[];
  /** Playwright default switches to leave out (Lighthouse needs the back/forward cache). */
  ignoreDefaultArgs?: string[];
}

function proxyOf(egress: ChromiumEgress): LaunchOptions['proxy'] {
  if (egress === 'routed-by-caller') return undefined;
  return { server: egress === 'per-context' ? FAIL_CLOSED_PROXY : egress.proxy };
}

/** The launch options every Chromium of the platform starts with, headless. */
export function chromiumLaunchOptions(launch: ChromiumLaunch): LaunchOptions {
  const proxy = proxyOf(launch.egress);
  return {
    executablePath: launch.executablePath,
    headless: true,
    args: [...CHROMIUM_ARGS, ...(launch.extraArgs ?? [])],
    ...(launch.ignoreDefaultArgs ? { ignoreDefaultArgs: launch.ignoreDefaultArgs } : {}),
    ...(proxy ? { proxy } : {}),
  };
}

/** One Chromium, as BrowserPool and the report printer start it. */
export function launchChromium(launch: ChromiumLaunch): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions(launch));
}

/** The same, with a profile directory of its own (Lighthouse reads the DevTools port from it). */
export function launchChromiumWithProfile(userDataDir: string, launch: ChromiumLaunch): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, chromiumLaunchOptions(launch));
}

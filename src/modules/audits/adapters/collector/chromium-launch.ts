import type { LaunchOptions } from 'playwright-core';

export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/**
 * Flags for every audit Chromium: no sandbox (the worker container runs it as its own user), nothing phoning
 * home, no QUIC (UDP would not go through the filtering proxy), WebRTC kept off non-proxied UDP.
 */
export const CHROMIUM_ARGS = [
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
 * A proxy nothing listens on (port 1, tcpmux) for the shared browser: every audit context sets its job's
 * filtering proxy, and a context created without one fails closed instead of reaching the network directly.
 */
export const FAIL_CLOSED_PROXY = 'http://127.0.0.1:1';

export function launchOptions(executablePath: string): LaunchOptions {
  return { executablePath, headless: true, args: CHROMIUM_ARGS, proxy: { server: FAIL_CLOSED_PROXY } };
}

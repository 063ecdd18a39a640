/**
 * Chromium switches that leave the filtering proxy as the audit browser's only way out. Checked on
 * Chromium 156 (filtering-proxy.medium.spec.ts):
 * - without `<-loopback>`, Chromium's implicit bypass sends 127.0.0.0/8, [::1] and localhost
 *   straight to the target, past the proxy;
 * - WebRTC sends STUN/TURN over UDP directly (a page can make the worker send UDP to any
 *   host:port) unless only proxied UDP, i.e. none, is allowed;
 * - QUIC would go direct too; the proxy speaks TCP only.
 * Pass them as launch `args`, not through Playwright's `proxy` option (which adds `<-loopback>` only
 * unless PLAYWRIGHT_DISABLE_FORCED_CHROMIUM_PROXIED_LOOPBACK is set).
 */
export function chromiumProxyArgs(proxyUrl: string): string[] {
  return [
    `--proxy-server=${proxyUrl}`,
    '--proxy-bypass-list=<-loopback>',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--disable-quic',
  ];
}

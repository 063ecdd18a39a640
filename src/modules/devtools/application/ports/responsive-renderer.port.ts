import type { DevtoolsErrorCode } from '../../contract.js';
import type { RenderedDevice } from '../../domain/responsive/responsive-run.js';

export type DeviceOutcome = { ok: true; rendered: RenderedDevice } | { ok: false; errorCode: DevtoolsErrorCode };

/**
 * Renders one page at several viewport sizes in Chromium, through the outbound guard. `onDevice` is
 * awaited for each size as it ends, in whatever order they end; every index gets exactly one call.
 * After the address itself is refused, the sizes not yet rendered end with the same refusal.
 */
export interface ResponsiveRenderer {
  render(
    url: string,
    viewports: readonly { width: number; height: number }[],
    onDevice: (index: number, outcome: DeviceOutcome) => Promise<void>,
    signal?: AbortSignal,
  ): Promise<void>;
}

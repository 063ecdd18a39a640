import type { MobileLayout } from '../../domain/collection-bundle.js';
import { INTERACTIVE_SELECTOR, readMobileLayout, uniqueSelector } from './element-inventory.js';
import { inPageExpression } from './in-page.js';
import { closeOnAbort, navigate, openPage, type PageTarget } from './page-renderer.js';

export const MOBILE_VIEWPORT = { width: 375, height: 812 };
const MAX_TAP_TARGETS = 100;

/**
 * The same document at 375 px in a mobile context (meta viewport honoured, touch), served from memory like
 * the desktop pass, measured once the load event came or the time ran out.
 */
export async function checkMobileLayout(target: PageTarget, timeoutMs: number, signal: AbortSignal): Promise<MobileLayout> {
  const { context, page } = await openPage(target, { viewport: MOBILE_VIEWPORT, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const stopClosing = closeOnAbort(signal, context);
  try {
    await navigate(page, target.document.url, timeoutMs, false);
    return await page.evaluate<MobileLayout>(
      inPageExpression(readMobileLayout, { selector: INTERACTIVE_SELECTOR, maxTargets: MAX_TAP_TARGETS, viewportWidth: MOBILE_VIEWPORT.width }, [uniqueSelector]),
    );
  } finally {
    stopClosing();
    await context.close().catch(() => undefined);
  }
}

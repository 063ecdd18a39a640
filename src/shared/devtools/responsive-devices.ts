/**
 * The responsive tester's device presets and limits, shared by the server (validation in
 * src/modules/devtools) and the browser (the device picker), so both refuse the same sizes. Pure data:
 * it imports nothing (src/shared/devtools/README.md). Sizes are CSS pixels of the viewport in portrait
 * for phones and tablets, as the makers publish them.
 */

export type ResponsiveDeviceKind = 'phone' | 'tablet' | 'desktop';

export interface ResponsiveDevicePreset {
  /** Stable id the page may send back in a run's device list. */
  id: string;
  name: string;
  width: number;
  height: number;
  kind: ResponsiveDeviceKind;
}

export const RESPONSIVE_DEVICE_PRESETS: readonly ResponsiveDevicePreset[] = [
  { id: 'iphone-se', name: 'iPhone SE', width: 375, height: 667, kind: 'phone' },
  { id: 'iphone-15', name: 'iPhone 15', width: 393, height: 852, kind: 'phone' },
  { id: 'iphone-15-pro-max', name: 'iPhone 15 Pro Max', width: 430, height: 932, kind: 'phone' },
  { id: 'pixel-8', name: 'Pixel 8', width: 412, height: 915, kind: 'phone' },
  { id: 'galaxy-s24', name: 'Galaxy S24', width: 360, height: 780, kind: 'phone' },
  { id: 'ipad-mini', name: 'iPad mini', width: 768, height: 1024, kind: 'tablet' },
  { id: 'ipad-air', name: 'iPad Air', width: 820, height: 1180, kind: 'tablet' },
  { id: 'ipad-pro-13', name: 'iPad Pro 12.9″', width: 1024, height: 1366, kind: 'tablet' },
  { id: 'laptop', name: 'Laptop', width: 1366, height: 768, kind: 'desktop' },
  { id: 'laptop-hd', name: 'Laptop HD+', width: 1536, height: 864, kind: 'desktop' },
  { id: 'desktop', name: 'Desktop', width: 1920, height: 1080, kind: 'desktop' },
];

/** The presets a new run starts with in the page (one of each kind's common sizes). */
export const RESPONSIVE_DEFAULT_DEVICE_IDS: readonly string[] = ['iphone-se', 'pixel-8', 'ipad-mini', 'laptop', 'desktop'];

/** What a run may ask for; the server refuses anything else with DEVTOOLS_RESPONSIVE_DEVICES_INVALID. */
export const RESPONSIVE_LIMITS = {
  minDevices: 1,
  maxDevices: 12,
  minWidth: 240,
  maxWidth: 3840,
  minHeight: 240,
  maxHeight: 4000,
  /** Characters of a device's name, after trimming. */
  maxNameLength: 60,
  /** Characters of the page address. */
  maxUrlLength: 2048,
  /** A full-page screenshot is cut at this height (CSS px); `pageHeight` still tells the page's own. */
  maxShotHeight: 8000,
  /** WCAG 2.2 success criterion 2.5.8 (Target Size, Minimum): 24 by 24 CSS px. */
  minTapTargetSize: 24,
  /** Findings listed per device and kind; the rest is counted in the page, not listed. */
  maxFindingsPerKind: 20,
} as const;

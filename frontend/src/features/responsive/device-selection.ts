import type { ResponsiveDeviceInput } from '../../../../src/modules/devtools/contract.js';
import { RESPONSIVE_DEFAULT_DEVICE_IDS, RESPONSIVE_DEVICE_PRESETS, RESPONSIVE_LIMITS, type ResponsiveDeviceKind } from '../../../../src/shared/devtools/responsive-devices.js';

export type Orientation = 'portrait' | 'landscape';

export interface CustomSize {
  width: number;
  height: number;
}

/** What the picker holds: chosen presets (by id), the typed sizes and the orientation. */
export interface DeviceSelection {
  presetIds: readonly string[];
  customs: readonly CustomSize[];
  orientation: Orientation;
}

export const DEVICE_KINDS: readonly ResponsiveDeviceKind[] = ['phone', 'tablet', 'desktop'];

export const initialSelection = (): DeviceSelection => ({ presetIds: [...RESPONSIVE_DEFAULT_DEVICE_IDS], customs: [], orientation: 'portrait' });

/** Presets of one kind, in the shared list's order. */
export const presetsOf = (kind: ResponsiveDeviceKind) => RESPONSIVE_DEVICE_PRESETS.filter((preset) => preset.kind === kind);

/**
 * The size a device is rendered at. Phone and tablet presets and typed sizes are turned on their side in
 * landscape (width and height swapped, so the wider side is the width); desktop screens are landscape
 * already and stay as they are.
 */
export function oriented(size: CustomSize, orientation: Orientation, kind: ResponsiveDeviceKind | 'custom'): CustomSize {
  if (kind === 'desktop') return { width: size.width, height: size.height };
  const [short, long] = size.width <= size.height ? [size.width, size.height] : [size.height, size.width];
  if (kind === 'custom') return orientation === 'landscape' ? { width: size.height, height: size.width } : size;
  return orientation === 'landscape' ? { width: long, height: short } : { width: short, height: long };
}

export const togglePreset = (selection: DeviceSelection, id: string): DeviceSelection => ({
  ...selection,
  presetIds: selection.presetIds.includes(id) ? selection.presetIds.filter((chosen) => chosen !== id) : [...selection.presetIds, id],
});

export const countChosen = (selection: DeviceSelection) => selection.presetIds.length + selection.customs.length;

/** Why a typed size cannot be added, or null when it can. */
export function customSizeProblem(selection: DeviceSelection, widthText: string, heightText: string): 'range' | 'duplicate' | null {
  const whole = /^\s*\d+\s*$/;
  if (!whole.test(widthText) || !whole.test(heightText)) return 'range';
  const width = Number(widthText);
  const height = Number(heightText);
  if (width < RESPONSIVE_LIMITS.minWidth || width > RESPONSIVE_LIMITS.maxWidth || height < RESPONSIVE_LIMITS.minHeight || height > RESPONSIVE_LIMITS.maxHeight) return 'range';
  if (selection.customs.some((custom) => custom.width === width && custom.height === height)) return 'duplicate';
  return null;
}

/**
 * The run's device list: chosen presets in the shared list's order, then typed sizes in the order added,
 * each at its oriented size. A landscape size that passes the height limit is kept as typed: the server
 * would refuse it.
 */
export function devicesOf(selection: DeviceSelection, customName: (size: CustomSize) => string): ResponsiveDeviceInput[] {
  const within = (size: CustomSize) => size.width <= RESPONSIVE_LIMITS.maxWidth && size.height <= RESPONSIVE_LIMITS.maxHeight && size.width >= RESPONSIVE_LIMITS.minWidth && size.height >= RESPONSIVE_LIMITS.minHeight;
  const presets = RESPONSIVE_DEVICE_PRESETS.filter((preset) => selection.presetIds.includes(preset.id)).map((preset) => {
    const size = oriented(preset, selection.orientation, preset.kind);
    return { id: preset.id, name: preset.name, ...(within(size) ? size : { width: preset.width, height: preset.height }) };
  });
  const customs = selection.customs.map((custom) => {
    const turned = oriented(custom, selection.orientation, 'custom');
    const size = within(turned) ? turned : custom;
    return { name: customName(size), ...size };
  });
  return [...presets, ...customs];
}

/** The address as the server wants it, or why not: only http(s) with a host. */
export function urlProblem(text: string): 'required' | 'invalid' | null {
  const value = text.trim();
  if (!value) return 'required';
  if (value.length > RESPONSIVE_LIMITS.maxUrlLength) return 'invalid';
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? null : 'invalid';
  } catch {
    return 'invalid';
  }
}

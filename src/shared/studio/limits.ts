import type { StudioComponentType } from '../../modules/studio/contract.js';

/** Every StudioComponentType, in the order menus show them. */
export const STUDIO_COMPONENT_TYPES = [
  'button',
  'card',
  'navbar',
  'form',
  'modal',
  'pricing',
  'hero',
  'footer',
  'alert',
  'tabs',
  'table',
  'badge',
  'css',
  'custom',
] as const satisfies readonly StudioComponentType[];

// A type the contract adds without adding it here fails to compile.
type Missing = Exclude<StudioComponentType, (typeof STUDIO_COMPONENT_TYPES)[number]>;
export const studioComponentTypesAreComplete: [Missing] extends [never] ? true : Missing = true;

/** Limits on saved templates the server enforces (and the editor shows before a save is refused). */
export const STUDIO_LIMITS = {
  /** Characters of `templateName`, after trimming. */
  maxNameLength: 120,
  /** UTF-8 bytes of `templateData` as JSON. */
  maxTemplateDataBytes: 512 * 1024,
  /** Saved templates a user may hold. */
  maxTemplatesPerUser: 500,
} as const;

/** Limits on uploaded images. */
export const UPLOAD_LIMITS = {
  /** Bytes of the uploaded file. */
  maxFileBytes: 5 * 1024 * 1024,
  /** Width × height of the decoded image. */
  maxPixels: 40_000_000,
  /** Bytes of all of a user's stored images together. */
  quotaBytesPerUser: 100 * 1024 * 1024,
} as const;

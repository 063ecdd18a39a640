/**
 * The studio module's HTTP contract: saved templates (the component studio and the CSS playground),
 * image uploads, and the sandboxed preview's address. Types only; it imports nothing but other
 * contracts, and is the only studio file the frontend may import (type-only). Errors answer the
 * platform's ErrorBody; every code is in `StudioErrorCode` below and in the module README. The limits
 * both sides enforce are values, so they live in src/shared/studio (this file holds types only).
 */
import type { SuccessResponse } from '../../platform/contract.js';

// ---------- templates ----------

/**
 * What a saved template is. The component kinds of the built-in gallery, `css` for a CSS playground
 * snippet (its `templateData.markup` names the sample markup it was written against) and `custom` for
 * anything else. The same list as a value, for validation and menus: STUDIO_COMPONENT_TYPES in
 * src/shared/studio.
 */
export type StudioComponentType =
  | 'button'
  | 'card'
  | 'navbar'
  | 'form'
  | 'modal'
  | 'pricing'
  | 'hero'
  | 'footer'
  | 'alert'
  | 'tabs'
  | 'table'
  | 'badge'
  | 'css'
  | 'custom';

/** The preview's colour scheme: the template's `prefers-color-scheme` follows it. */
export type StudioPreviewTheme = 'light' | 'dark';

/** A template's code. The three sources are kept verbatim (no sanitising: they only ever run in the sandboxed preview). */
export interface StudioTemplateData {
  html: string;
  css: string;
  js: string;
  /** The scheme it was last previewed in. */
  theme?: StudioPreviewTheme;
  /** CSS playground only: the id of the sample markup the CSS styles. */
  markup?: string;
}

/** One saved template, as every call answers it. */
export interface StudioComponent {
  id: string;
  templateName: string;
  templateData: StudioTemplateData;
  componentType: StudioComponentType;
  createdAt: string;
  updatedAt: string;
}

/**
 * `POST /api/studio/saveTemplate`: a new template, or an update of the caller's template `id`.
 * `userId` is accepted and ignored: the owner is the token's user; another user's id answers 404.
 */
export interface SaveTemplateRequest {
  id?: string;
  templateName: string;
  templateData: StudioTemplateData;
  componentType: StudioComponentType;
  userId?: unknown;
}

export interface SaveTemplateResponse extends SuccessResponse {
  id: string;
  component: StudioComponent;
}

/** `GET /api/studio/getComponent`: the caller's templates, most recently updated first (client state `studioComponents`). */
export interface GetComponentsResponse extends SuccessResponse {
  components: StudioComponent[];
}

/**
 * `DELETE /api/studio/removeTemplate/:id` with body `{ templateId, userId }`: the id comes from the path,
 * else from `templateId`; neither answers 400 STUDIO_TEMPLATE_ID_REQUIRED ('Template ID is required').
 * `userId` is ignored; another user's id answers 404.
 */
export interface RemoveTemplateRequest {
  templateId?: string;
  userId?: unknown;
}

export type RemoveTemplateResponse = SuccessResponse;

// ---------- uploads ----------

/** Image formats an upload may be (judged by its bytes); it is stored re-encoded in the same format. */
export type StudioImageFormat = 'png' | 'jpeg' | 'webp' | 'gif' | 'avif';

/** One stored image. */
export interface StudioUpload {
  id: string;
  /** Absolute URL to use in a template (unguessable; served with nosniff and inline disposition). */
  url: string;
  contentType: string;
  format: StudioImageFormat;
  bytes: number;
  width: number;
  height: number;
  /** The name the file was uploaded under, for the list only. */
  originalName: string;
  createdAt: string;
}

/** `POST /api/upload` (multipart, field `file`): the stored image's `url`, and the whole record. */
export interface UploadResponse extends SuccessResponse {
  url: string;
  upload: StudioUpload;
}

/** `GET /api/studio/uploads`: the caller's images, newest first, with what is left of the quota. */
export interface ListUploadsResponse extends SuccessResponse {
  uploads: StudioUpload[];
  usedBytes: number;
  quotaBytes: number;
}

/** `DELETE /api/studio/uploads/:id`: another user's id answers 404. */
export type DeleteUploadResponse = SuccessResponse;

// ---------- preview ----------

/** `GET /api/studio/preview-config` (public): where the sandboxed preview frame is served from. */
export interface PreviewConfigResponse extends SuccessResponse {
  /** Absolute URL of the preview frame document (its own host when PREVIEW_PUBLIC_URL is set). */
  frameUrl: string;
}

/**
 * Messages between the studio page and the preview frame (window.postMessage). The frame accepts
 * `render` from its parent only; it answers with `ready` once loaded, `rendered` after each render, and
 * `console` for each console call or uncaught error of the template's script.
 */
export type PreviewInbound = {
  type: 'stacklens-preview:render';
  seq: number;
  html: string;
  css: string;
  js: string;
  theme: StudioPreviewTheme;
  dir: 'ltr' | 'rtl';
  /**
   * The rendered document's language (the page's, as `dir`) and title (the frame's): a template is a
   * fragment, and a document without them is one a screen reader cannot name or pronounce.
   */
  lang?: string;
  title?: string;
};
export type PreviewOutbound =
  | { type: 'stacklens-preview:ready' }
  | { type: 'stacklens-preview:rendered'; seq: number }
  | { type: 'stacklens-preview:console'; seq: number; level: 'log' | 'info' | 'warn' | 'error'; text: string };

// ---------- errors ----------

export type StudioErrorCode =
  | 'STUDIO_TEMPLATE_ID_REQUIRED'
  | 'STUDIO_TEMPLATE_NOT_FOUND'
  | 'STUDIO_TEMPLATE_NAME_REQUIRED'
  | 'STUDIO_TEMPLATE_NAME_TOO_LONG'
  | 'STUDIO_TEMPLATE_DATA_TOO_LARGE'
  | 'STUDIO_TEMPLATE_LIMIT_REACHED'
  | 'STUDIO_UPLOAD_MISSING_FILE'
  | 'STUDIO_UPLOAD_NOT_AN_IMAGE'
  | 'STUDIO_UPLOAD_SVG_REFUSED'
  | 'STUDIO_UPLOAD_TOO_LARGE'
  | 'STUDIO_UPLOAD_TOO_MANY_PIXELS'
  | 'STUDIO_UPLOAD_CORRUPT'
  | 'STUDIO_UPLOAD_QUOTA_EXCEEDED'
  | 'STUDIO_UPLOAD_NOT_FOUND';

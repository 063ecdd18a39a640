import { DomainError } from '../../../shared/index.js';
import type { StudioImageFormat, StudioUpload } from '../contract.js';
import { UPLOAD_LIMITS } from '../../../shared/studio/index.js';

/**
 * An uploaded image as stored (studio README, "Uploads"): the re-encoded bytes live beside this record,
 * read only when the image is served. `token` is the unguessable part of its public address.
 */
export interface UploadRecord {
  id: string;
  ownerId: string;
  token: string;
  contentType: string;
  format: StudioImageFormat;
  bytes: number;
  width: number;
  height: number;
  originalName: string;
  createdAt: Date;
}

/** Uploads a user may start per window (studio README, "Uploads"): each one decodes and re-encodes an image. */
export const UPLOAD_RATE = { limit: 30, windowMs: 10 * 60 * 1000 } as const;

export const CONTENT_TYPES: Record<StudioImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** Path of the public route that serves an image by its token. */
export const UPLOAD_FILE_PATH = '/api/studio/uploads/file';

/** 32 random bytes in base64url, unpadded: 43 characters. */
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function uploadUrl(publicUrl: string, token: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${UPLOAD_FILE_PATH}/${token}`;
}

export function uploadView(record: UploadRecord, publicUrl: string): StudioUpload {
  return {
    id: record.id,
    url: uploadUrl(publicUrl, record.token),
    contentType: record.contentType,
    format: record.format,
    bytes: record.bytes,
    width: record.width,
    height: record.height,
    originalName: record.originalName,
    createdAt: record.createdAt.toISOString(),
  };
}

/** What the bytes say the file is. `svg` and `null` are refused; the name and declared type are never read. */
export type SniffedFormat = StudioImageFormat | 'svg' | null;

const startsWith = (data: Buffer, bytes: number[], offset = 0) => data.length >= offset + bytes.length && bytes.every((b, i) => data[offset + i] === b);
const ascii = (data: Buffer, start: number, end: number) => data.subarray(start, end).toString('latin1');

/**
 * Magic numbers of the accepted formats. AVIF is an ISO-BMFF `ftyp` box whose major or a compatible brand
 * is `avif` or `avis` (HEIC, the same container with other brands, is not accepted). Anything else that reads
 * as XML/SVG text within its first kilobyte is called `svg`, so it can be refused by name.
 */
export function sniffImageFormat(data: Buffer): SniffedFormat {
  if (startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (data.length >= 12 && ascii(data, 0, 4) === 'RIFF' && ascii(data, 8, 12) === 'WEBP') return 'webp';
  if (data.length >= 6 && (ascii(data, 0, 6) === 'GIF87a' || ascii(data, 0, 6) === 'GIF89a')) return 'gif';
  if (data.length >= 16 && ascii(data, 4, 8) === 'ftyp') {
    const boxSize = data.readUInt32BE(0);
    const end = Math.min(data.length, boxSize >= 16 ? boxSize : 16);
    for (let at = 8; at + 4 <= end; at += 4) {
      if (at === 12) continue; // minor version, not a brand
      const brand = ascii(data, at, at + 4);
      if (brand === 'avif' || brand === 'avis') return 'avif';
    }
    return null;
  }
  const head = data.subarray(0, 1024).toString('utf8');
  if (/<svg[\s/>]/i.test(head) || /<!doctype\s+svg/i.test(head)) return 'svg';
  return null;
}

/** The uploaded file's name for the list only: no path, no control characters, at most 255 characters. */
export function cleanOriginalName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return clean.slice(0, 255) || 'image';
}

export const uploadErrors = {
  missingFile: () => new DomainError('validation', 'STUDIO_UPLOAD_MISSING_FILE', "No file in the form's `file` field"),
  notAnImage: () => new DomainError('validation', 'STUDIO_UPLOAD_NOT_AN_IMAGE', 'The file is not a PNG, JPEG, WebP, GIF or AVIF image'),
  svgRefused: () => new DomainError('validation', 'STUDIO_UPLOAD_SVG_REFUSED', 'SVG images are not accepted (they can carry scripts)'),
  tooLarge: () => new DomainError('payload_too_large', 'STUDIO_UPLOAD_TOO_LARGE', `The file is larger than ${UPLOAD_LIMITS.maxFileBytes} bytes`, { maxBytes: UPLOAD_LIMITS.maxFileBytes }),
  tooManyPixels: () => new DomainError('validation', 'STUDIO_UPLOAD_TOO_MANY_PIXELS', `The image has more than ${UPLOAD_LIMITS.maxPixels} pixels`, { maxPixels: UPLOAD_LIMITS.maxPixels }),
  corrupt: () => new DomainError('validation', 'STUDIO_UPLOAD_CORRUPT', 'The image is truncated or corrupt'),
  quotaExceeded: (usedBytes: number) =>
    new DomainError('conflict', 'STUDIO_UPLOAD_QUOTA_EXCEEDED', 'The images stored for this account would exceed its quota', { usedBytes, quotaBytes: UPLOAD_LIMITS.quotaBytesPerUser }),
  notFound: () => new DomainError('not_found', 'STUDIO_UPLOAD_NOT_FOUND', 'Upload not found'),
};

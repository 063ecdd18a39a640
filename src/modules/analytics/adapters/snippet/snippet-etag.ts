import { createHash } from 'node:crypto';

/** Strong ETag of the snippet's code, quoted as the header wants it (shared by the build and the prebuilt file). */
export function snippetEtag(code: string): string {
  return `"${createHash('sha256').update(code).digest('base64url').slice(0, 27)}"`;
}

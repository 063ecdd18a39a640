import { inject, injectable } from 'inversify';
import type { HttpContext, Route, RouteProvider } from '../../../../platform/http/index.js';
import { DeleteUpload } from '../../application/delete-upload/delete-upload.use-case.js';
import { ListUploads } from '../../application/list-uploads/list-uploads.use-case.js';
import { ServeUpload } from '../../application/serve-upload/serve-upload.use-case.js';
import { UploadImage } from '../../application/upload-image/upload-image.use-case.js';
import type { DeleteUploadResponse, ListUploadsResponse, UploadResponse } from '../../contract.js';
import { UPLOAD_FILE_PATH } from '../../domain/upload.js';
import { readUploadForm } from './read-upload-form.js';

/**
 * An image's address names one immutable set of bytes (a new upload gets a new token), so it may be cached
 * for a year. The policy below replaces the app's: an image needs none of it, and `sandbox` keeps anything
 * a browser might still try to run in an opaque origin (studio README, "Uploads").
 */
const SERVED_HEADERS = {
  'Cache-Control': 'public, max-age=31536000, immutable',
  'Content-Security-Policy': "default-src 'none'; sandbox",
  'Content-Disposition': 'inline',
  'X-Content-Type-Options': 'nosniff',
  // The sandboxed preview may live on its own host (PREVIEW_PUBLIC_URL) and still embeds these images.
  'Cross-Origin-Resource-Policy': 'cross-origin',
} as const;

/** Image uploads of the studio (studio README, "Uploads"; contract.ts, "uploads"). */
@injectable()
export class UploadsRoutes implements RouteProvider {
  constructor(
    @inject(UploadImage) private readonly upload: UploadImage,
    @inject(ListUploads) private readonly list: ListUploads,
    @inject(DeleteUpload) private readonly remove: DeleteUpload,
    @inject(ServeUpload) private readonly serve: ServeUpload,
  ) {}

  routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/upload',
        auth: 'user',
        // The form is streamed through busboy, which stops keeping the file past UPLOAD_LIMITS.maxFileBytes.
        rawBody: true,
        handler: async (ctx) => {
          const ownerId = ownerOf(ctx);
          try {
            await this.upload.admit(ownerId);
          } catch (error) {
            // Refused before reading: the rest of the body is not wanted on this connection.
            ctx.set('Connection', 'close');
            throw error;
          }
          const file = await readUploadForm(ctx.req, () => ctx.set('Connection', 'close'));
          const upload = await this.upload.execute({ ownerId, data: file.data, fileName: file.fileName });
          ctx.status = 201;
          ctx.body = { success: true, url: upload.url, upload } satisfies UploadResponse;
        },
      },
      {
        method: 'GET',
        path: '/api/studio/uploads',
        auth: 'user',
        handler: async (ctx) => {
          const listed = await this.list.execute({ ownerId: ownerOf(ctx) });
          ctx.set('Cache-Control', 'no-store');
          ctx.body = { success: true, ...listed } satisfies ListUploadsResponse;
        },
      },
      {
        method: 'DELETE',
        path: '/api/studio/uploads/:id',
        auth: 'user',
        handler: async (ctx) => {
          await this.remove.execute({ id: ctx.params.id ?? '', ownerId: ownerOf(ctx) });
          ctx.body = { success: true } satisfies DeleteUploadResponse;
        },
      },
      {
        method: 'GET',
        path: `${UPLOAD_FILE_PATH}/:token`,
        auth: 'public',
        handler: async (ctx) => {
          const image = await this.serve.execute(ctx.params.token ?? '');
          ctx.set(SERVED_HEADERS);
          ctx.type = image.contentType;
          ctx.body = image.data;
        },
      },
    ];
  }
}

function ownerOf(ctx: HttpContext): string {
  // The 'user' policy guarantees a user; the non-null assertion documents that contract.
  return ctx.state.request.user!.id;
}

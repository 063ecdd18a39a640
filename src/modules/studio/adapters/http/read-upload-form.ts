import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { UPLOAD_LIMITS } from '../../../../shared/studio/index.js';
import { uploadErrors } from '../../domain/upload.js';

/** Room for the form's boundaries and part headers around the file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;
/**
 * A body past this is cut off rather than drained: up to here the rest of an oversized file is read and
 * thrown away, so the client, still sending, reads the 413 instead of a reset connection.
 */
const MAX_DRAINED_BYTES = 2 * UPLOAD_LIMITS.maxFileBytes + FORM_OVERHEAD_BYTES;

export interface UploadedFile {
  data: Buffer;
  fileName: string;
}

/**
 * Reads the multipart form of `POST /api/upload` as it streams in: the `file` field's bytes are kept, up to
 * UPLOAD_LIMITS.maxFileBytes; any other part is skipped, and nothing past the limit is kept. Rejects with
 * STUDIO_UPLOAD_TOO_LARGE when the file passes the limit (once the rest of the form is drained, or at once
 * past MAX_DRAINED_BYTES), with STUDIO_UPLOAD_MISSING_FILE when the body is not such a form or has no file
 * in `file`. `onCutOff` is called when the body is abandoned unread, so the caller can close the connection.
 */
export function readUploadForm(req: IncomingMessage, onCutOff: () => void): Promise<UploadedFile> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > MAX_DRAINED_BYTES) {
    onCutOff();
    return Promise.reject(uploadErrors.tooLarge());
  }
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: req.headers,
      // busboy reports the limit when a file reaches it: one byte more than allowed tells a file over the limit.
      limits: { fileSize: UPLOAD_LIMITS.maxFileBytes + 1, files: 5, fields: 20, fieldSize: 1024, parts: 25, headerPairs: 50 },
    });
  } catch {
    // Not multipart/form-data, or no boundary.
    return Promise.reject(uploadErrors.missingFile());
  }
  return new Promise<UploadedFile>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let fileName: string | null = null;
    /** Settles when the `file` part's stream has ended: busboy may close before its last chunk is read. */
    let fileEnded: Promise<void> = Promise.resolve();
    let tooLarge = false;
    let received = 0;
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received <= MAX_DRAINED_BYTES) return;
      req.unpipe(parser);
      req.removeListener('data', count);
      onCutOff();
      settle(() => reject(uploadErrors.tooLarge()));
    };
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || fileName !== null) {
        stream.resume();
        return;
      }
      fileName = info.filename ?? '';
      fileEnded = new Promise<void>((done) => {
        stream.on('end', done);
        stream.on('close', done);
      });
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
    });
    parser.on('error', () => settle(() => reject(fileName === null ? uploadErrors.missingFile() : uploadErrors.corrupt())));
    parser.on('close', () => {
      void fileEnded.then(() =>
        settle(() => {
          const data = Buffer.concat(chunks);
          if (tooLarge) reject(uploadErrors.tooLarge());
          else if (fileName === null || data.length === 0) reject(uploadErrors.missingFile());
          else resolve({ data, fileName });
        }),
      );
    });
    req.on('data', count);
    req.on('error', (error) => settle(() => reject(error)));
    req.pipe(parser);
  });
}

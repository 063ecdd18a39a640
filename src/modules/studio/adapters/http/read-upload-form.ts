import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { UPLOAD_LIMITS } from '../../contract.js';
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
 * UPLOAD_LIMITS.maxFileBytes; any other part is skipped. Rejects with STUDIO_UPLOAD_TOO_LARGE as soon as
 * the file passes the limit (and after draining what the client is still sending, up to a bound), with
 * STUDIO_UPLOAD_MISSING_FILE when the body is not such a form or has no file in `file`. `onCutOff` is called
 * when the body is abandoned unread, so the caller can close the connection.
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
      limits: { fileSize: UPLOAD_LIMITS.maxFileBytes, files: 1, fields: 20, fieldSize: 1024, parts: 25, headerPairs: 50 },
    });
  } catch {
    // Not multipart/form-data, or no boundary.
    return Promise.reject(uploadErrors.missingFile());
  }
  return new Promise<UploadedFile>((resolve, reject) => {
    const chunks: Buffer[] = [];
    let file: UploadedFile | null = null;
    let tooLarge = false;
    let received = 0;
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    const cutOff = () => {
      req.unpipe(parser);
      req.removeListener('data', count);
      onCutOff();
      fail(uploadErrors.tooLarge());
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > MAX_DRAINED_BYTES) cutOff();
    };
    parser.on('file', (name, stream, info) => {
      if (name !== 'file' || file) {
        stream.resume();
        return;
      }
      const current: UploadedFile = { data: Buffer.alloc(0), fileName: info.filename ?? '' };
      file = current;
      stream.on('data', (chunk: Buffer) => {
        if (!tooLarge) chunks.push(chunk);
      });
      stream.on('limit', () => {
        tooLarge = true;
        chunks.length = 0;
      });
      stream.on('end', () => {
        if (!tooLarge) current.data = Buffer.concat(chunks);
      });
    });
    parser.on('error', () => fail(file ? uploadErrors.corrupt() : uploadErrors.missingFile()));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      if (tooLarge) reject(uploadErrors.tooLarge());
      else if (!file || file.data.length === 0) reject(uploadErrors.missingFile());
      else resolve(file);
    });
    req.on('data', count);
    req.on('error', fail);
    req.pipe(parser);
  });
}

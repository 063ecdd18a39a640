const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w-]+)/i;

function decoderFor(label: string | undefined): InstanceType<typeof TextDecoder> | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim().toLowerCase());
  } catch {
    return null;
  }
}

/**
 * Text of a response body in the charset it declares: the Content-Type parameter first, then a
 * `<meta charset>` (or http-equiv) in the first 1024 bytes as browsers do, UTF-8 otherwise.
 */
export function decodeBody(body: Buffer, contentType: string | null): string {
  const fromHeader = /charset\s*=\s*["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  const fromMeta = META_CHARSET.exec(body.subarray(0, 1024).toString('latin1'))?.[1];
  const decoder = decoderFor(fromHeader) ?? decoderFor(fromMeta) ?? new TextDecoder('utf-8');
  return decoder.decode(body);
}

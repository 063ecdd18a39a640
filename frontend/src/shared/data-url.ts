/**
 * A data: URL as a Blob, decoded here rather than fetched: the page's Content-Security-Policy keeps
 * connect-src to our own origin and the payment providers, and a data: URL is no reason to widen it.
 */
export function dataUrlToBlob(dataUrl: string): Blob {
  const comma = dataUrl.indexOf(',');
  if (!dataUrl.startsWith('data:') || comma < 0) throw new Error('not a data: URL');
  const header = dataUrl.slice(5, comma);
  const payload = dataUrl.slice(comma + 1);
  const type = header.split(';')[0] || 'application/octet-stream';
  if (!header.split(';').includes('base64')) return new Blob([decodeURIComponent(payload)], { type });
  const binary = atob(payload);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type });
}

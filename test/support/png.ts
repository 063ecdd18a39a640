/** Width and height from a PNG's IHDR chunk (bytes 16-23); throws on anything that is not a PNG. */
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const buffer = Buffer.from(png);
  if (buffer.subarray(0, 8).toString('hex') !== '89504e470d0a1a0a') throw new Error('not a PNG');
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

import type { SourceLocation } from './statement.js';

/**
 * Positions in the analysed text. node-sql-parser counts characters; libpg-query counts UTF-8 bytes for
 * node locations, so a byte offset is mapped back to its character first (a query with an accented name
 * or an emoji in a string would otherwise point past the fragment).
 */
export class SourceText {
  private readonly lineStarts: number[] = [0];
  private byteAt: Int32Array | null = null;

  constructor(readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  at(charOffset: number): SourceLocation {
    const offset = Math.max(0, Math.min(charOffset, this.text.length));
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return { offset, line: low + 1, column: offset - (this.lineStarts[low] ?? 0) + 1 };
  }

  atByte(byteOffset: number): SourceLocation {
    return this.at(this.charOfByte(byteOffset));
  }

  charOfByte(byteOffset: number): number {
    const bytes = this.bytes();
    let low = 0;
    let high = this.text.length;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((bytes[mid] ?? 0) <= byteOffset) low = mid;
      else high = mid - 1;
    }
    return low;
  }

  /** UTF-8 byte offset of every UTF-16 index (and of the end). */
  private bytes(): Int32Array {
    if (this.byteAt) return this.byteAt;
    const bytes = new Int32Array(this.text.length + 1);
    let byte = 0;
    for (let i = 0; i < this.text.length; i++) {
      bytes[i] = byte;
      const code = this.text.charCodeAt(i);
      // A surrogate pair is one 4-byte code point: 2 bytes counted on each half.
      byte += code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdfff ? 2 : 3;
    }
    bytes[this.text.length] = byte;
    this.byteAt = bytes;
    return bytes;
  }
}

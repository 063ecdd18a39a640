import { DomainError } from '../../../shared/index.js';
import type { SqlImportErrorDetails } from '../contract.js';

/** The first error of a text that does not parse: 1-based line and column, and the parser's own words. */
export function importParseError(details: SqlImportErrorDetails): DomainError {
  return new DomainError('validation', 'SQL_IMPORT_PARSE_ERROR', `Line ${details.line}, column ${details.column}: ${details.message}`, { ...details });
}

export const importEmpty = () => new DomainError('validation', 'SQL_IMPORT_EMPTY', 'The text defines no table');

/** Line and column (1-based) of a 0-based character offset. */
export function lineColumnAt(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, Math.min(offset, text.length)));
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * Line numbers of many offsets into one text, each found by binary search over the line starts, with
 * UTF-8 byte offsets (PostgreSQL's statement locations) turned into characters by walking forward: the
 * offsets come in increasing order, so a whole script costs one pass.
 */
export class TextPositions {
  private readonly lineStarts: number[] = [0];
  private char = 0;
  private byte = 0;

  constructor(private readonly text: string) {
    for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) === 10) this.lineStarts.push(i + 1);
  }

  lineOfChar(offset: number): number {
    let low = 0;
    let high = this.lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if ((this.lineStarts[mid] ?? 0) <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  }

  /** For byte offsets given in increasing order. */
  lineOfByte(offset: number): number {
    if (offset < this.byte) {
      this.char = 0;
      this.byte = 0;
    }
    while (this.byte < offset && this.char < this.text.length) {
      const code = this.text.codePointAt(this.char) ?? 0;
      this.byte += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
      this.char += code >= 0x10000 ? 2 : 1;
    }
    return this.lineOfChar(this.char);
  }
}

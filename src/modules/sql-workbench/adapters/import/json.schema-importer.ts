import { injectable } from 'inversify';
import { parseInput } from '../../../../platform/http/index.js';
import type { ImportedSchema, SchemaImporter } from '../../application/ports/schema-importer.port.js';
import { importParseError, lineColumnAt } from '../../domain/import-errors.js';
import { schemaDocumentInput } from '../http/request-schemas.js';

/**
 * The JSON export read back (src/shared/sql toJsonExport), or any JSON of the model's shape. A shape
 * error answers VALIDATION_FAILED with the field, as a save would.
 */
@injectable()
export class JsonSchemaImporter implements SchemaImporter {
  readonly format = 'json' as const;

  async import(text: string, databaseName: string): Promise<ImportedSchema> {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      const message = (error as Error).message;
      throw importParseError({ ...lineColumnAt(text, jsonErrorOffset(text)), message });
    }
    const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const document = parseInput(schemaDocumentInput, { database_name: databaseName, ...record });
    return { schema: { database_name: document.database_name, tables: document.tables }, warnings: [] };
  }
}

/**
 * Where JSON.parse stopped: V8's messages name no position on every Node version, so the text is
 * scanned by JSON's grammar to the first character that cannot continue it.
 */
export function jsonErrorOffset(text: string): number {
  let i = 0;
  const space = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i] ?? '')) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    i++;
    while (i < text.length && text[i] !== '"') {
      if (text[i] === '\\') i++;
      else if ((text.charCodeAt(i) ?? 0) < 0x20) fail();
      i++;
    }
    if (text[i] !== '"') fail();
    i++;
  };
  const number = () => {
    const match = /^-?(0|[1-9]\d*)(\.\d+)?([eE][-+]?\d+)?/.exec(text.slice(i));
    if (!match) fail();
    i += match?.[0].length ?? 0;
  };
  const value = (): void => {
    space();
    const ch = text[i];
    if (ch === '{') {
      i++;
      space();
      if (text[i] === '}') return void i++;
      for (;;) {
        space();
        if (text[i] !== '"') fail();
        string();
        space();
        if (text[i] !== ':') fail();
        i++;
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (ch === '[') {
      i++;
      space();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        space();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    return number();
  };
  try {
    value();
    space();
    return i;
  } catch (offset) {
    return typeof offset === 'number' ? offset : 0;
  }
}

/**
 * Column defaults in the portable form the model keeps (see `SqlColumn.defaultValue`): literals and the
 * three standard current-time keywords, the only defaults every dialect can say. Importers turn a
 * dialect's spelling into this form or drop the default with a warning; generators spell it per dialect.
 */
export type PortableDefault =
  | { kind: 'number'; text: string }
  | { kind: 'string'; value: string }
  | { kind: 'boolean'; value: boolean }
  | { kind: 'null' }
  | { kind: 'current_timestamp' | 'current_date' | 'current_time' };

const NUMBER = /^[-+]?(\d+(\.\d*)?|\.\d+)(e[-+]?\d+)?$/i;

/** Reads a default written in the portable form; null when it is something else (a function call, a cast...). */
export function parsePortableDefault(text: string): PortableDefault | null {
  const source = text.trim();
  if (NUMBER.test(source)) return { kind: 'number', text: source };
  if (source.length >= 2 && source.startsWith("'") && source.endsWith("'")) {
    const inner = source.slice(1, -1);
    // A lone quote inside means this is not one string literal (`'a' || 'b'`).
    if (/'(?!')/.test(inner.replace(/''/g, ''))) return null;
    return { kind: 'string', value: inner.replace(/''/g, "'") };
  }
  const word = source.toLowerCase().replace(/\s+/g, ' ');
  if (word === 'true' || word === 'false') return { kind: 'boolean', value: word === 'true' };
  if (word === 'null') return { kind: 'null' };
  if (word === 'current_timestamp' || word === 'now()' || word === 'current_timestamp()' || word === 'localtimestamp') return { kind: 'current_timestamp' };
  if (word === 'current_date' || word === 'curdate()' || word === 'current_date()') return { kind: 'current_date' };
  if (word === 'current_time' || word === 'curtime()' || word === 'current_time()') return { kind: 'current_time' };
  return null;
}

/** The model's spelling of a portable default (what importers store). */
export function portableDefaultText(value: PortableDefault): string {
  switch (value.kind) {
    case 'number':
      return value.text;
    case 'string':
      return `'${value.value.replace(/'/g, "''")}'`;
    case 'boolean':
      return value.value ? 'true' : 'false';
    case 'null':
      return 'null';
    default:
      return value.kind;
  }
}

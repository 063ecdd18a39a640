import type { HttpSendResponse, SavedAssertion } from './api-testing.types.js';

export type PathSegment = string | number;

/**
 * A small JSON path: an optional `$`, then `.name`, `[0]`, `['name']` or `["name"]`; a leading name needs
 * no dot (`data.items[0].id`). Null when the text is not one.
 */
export function parseJsonPath(path: string): PathSegment[] | null {
  let rest = path.trim();
  if (rest.startsWith('$')) rest = rest.slice(1);
  else if (rest !== '' && !rest.startsWith('.') && !rest.startsWith('[')) rest = `.${rest}`;
  const segments: PathSegment[] = [];
  while (rest !== '') {
    let match = /^\.([^.[\]]+)/.exec(rest);
    if (match) {
      segments.push(match[1]!);
    } else if ((match = /^\[(\d+)\]/.exec(rest))) {
      segments.push(Number(match[1]));
    } else if ((match = /^\[(['"])((?:(?!\1).)*)\1\]/.exec(rest))) {
      segments.push(match[2]!);
    } else {
      return null;
    }
    rest = rest.slice(match[0].length);
  }
  return segments;
}

/** The value at a path, or `undefined` when something on the way is missing. */
export function valueAt(root: unknown, path: readonly PathSegment[]): unknown {
  let current = root;
  for (const segment of path) {
    if (current === null || typeof current !== 'object') return undefined;
    if (Array.isArray(current)) {
      if (typeof segment !== 'number') return undefined;
      current = current[segment];
    } else {
      if (!Object.prototype.hasOwnProperty.call(current, String(segment))) return undefined;
      current = (current as Record<string, unknown>)[String(segment)];
    }
  }
  return current;
}

/** Why an assertion could not be checked (it then fails): what the page says beside it. */
export type AssertionProblem = 'missing' | 'not-json' | 'path-invalid' | 'not-a-number';

export interface AssertionOutcome {
  pass: boolean;
  /** What the response had, as text; null when it had nothing there. */
  actual: string | null;
  problem: AssertionProblem | null;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
const isNumeric = (text: string) => text.trim() !== '' && Number.isFinite(Number(text));

function compare(actual: unknown, op: SavedAssertion['op'], expected: string): AssertionOutcome {
  const text = asText(actual);
  if (op === 'below') {
    const number = typeof actual === 'number' ? actual : Number(text);
    if (!isNumeric(expected) || !Number.isFinite(number)) return { pass: false, actual: text, problem: 'not-a-number' };
    return { pass: number < Number(expected), actual: text, problem: null };
  }
  if (op === 'contains') {
    // An array contains an element equal to the value; anything else contains it as text.
    if (Array.isArray(actual)) return { pass: actual.some((item) => asText(item) === expected.trim()), actual: text, problem: null };
    return { pass: text.includes(expected), actual: text, problem: null };
  }
  if (typeof actual === 'number' && isNumeric(expected)) return { pass: actual === Number(expected), actual: text, problem: null };
  return { pass: text === expected.trim() || text === expected, actual: text, problem: null };
}

const fail = (problem: AssertionProblem, actual: string | null = null): AssertionOutcome => ({ pass: false, actual, problem });

/** Checks one assertion against the answer, in the browser (nothing about it goes to the server). */
export function evaluateAssertion(assertion: SavedAssertion, response: HttpSendResponse): AssertionOutcome {
  switch (assertion.kind) {
    case 'status':
      return compare(response.status, assertion.op, assertion.value);
    case 'time':
      return compare(response.timings.totalMs, assertion.op, assertion.value);
    case 'header': {
      const name = (assertion.target ?? '').trim().toLowerCase();
      const values = response.headers.filter(([n]) => n.toLowerCase() === name).map(([, v]) => v);
      return values.length ? compare(values.join(', '), assertion.op, assertion.value) : fail('missing');
    }
    case 'json-path': {
      const path = parseJsonPath(assertion.target ?? '');
      if (!path) return fail('path-invalid');
      if (response.bodyEncoding !== 'utf8') return fail('not-json');
      let json: unknown;
      try {
        json = JSON.parse(response.body);
      } catch {
        return fail('not-json');
      }
      const value = valueAt(json, path);
      return value === undefined ? fail('missing') : compare(value, assertion.op, assertion.value);
    }
  }
}

/**
 * `{{name}}` placeholders, as Postman writes them: letters, digits, `_`, `.` and `-`, spaces inside the
 * braces ignored. A name the environment lacks stays as typed (the answer lists it), so a literal `{{`
 * in a body (a template language) is sent unchanged rather than refused.
 */
const PLACEHOLDER = /\{\{\s*([A-Za-z0-9_.-]{1,100})\s*\}\}/g;

export interface Substitution {
  text: string;
  /** Names used but not defined, in order of first use. */
  unresolved: string[];
}

/**
 * One pass, left to right: a value holding `{{other}}` is not expanded again, so a variable cannot pull
 * another one (a secret) into a place the user did not write it.
 */
export function substituteVariables(text: string, variables: ReadonlyMap<string, string>, unresolved: Set<string> = new Set()): Substitution {
  const replaced = text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = variables.get(name);
    if (value === undefined) {
      unresolved.add(name);
      return whole;
    }
    return value;
  });
  return { text: replaced, unresolved: [...unresolved] };
}

/** The names a text uses, in order of first use (the history and tests). */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1]!))];
}

/** Sums rows of several spans that share a key; rows are copied, never changed (memoised spans are shared). */
export function sumBy<T extends object>(parts: readonly (readonly T[])[], key: (row: T) => string, add: (into: T, row: T) => void): T[] {
  const merged = new Map<string, T>();
  for (const part of parts) {
    for (const row of part) {
      const k = key(row);
      const into = merged.get(k);
      if (into) add(into, row);
      else merged.set(k, { ...row });
    }
  }
  return [...merged.values()];
}

/** Code-unit order, as PostgreSQL's "C" collation: the same ties on every server and locale. */
export function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Largest count first, then the texts in order. */
export function byCountThen<T>(count: (row: T) => number, ...texts: ((row: T) => string)[]): (a: T, b: T) => number {
  return (a, b) => {
    const diff = count(b) - count(a);
    if (diff !== 0) return diff;
    for (const text of texts) {
      const order = byText(text(a), text(b));
      if (order !== 0) return order;
    }
    return 0;
  };
}

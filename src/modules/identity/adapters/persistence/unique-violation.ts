/** PostgreSQL (node-postgres and PGlite alike) reports a unique index collision as SQLSTATE 23505. */
export function uniqueViolation(error: unknown): { constraint: string } | null {
  const e = error as { code?: unknown; constraint?: unknown; message?: unknown };
  if (e?.code !== '23505') return null;
  return { constraint: typeof e.constraint === 'string' ? e.constraint : String(e.message ?? '') };
}

/** Escapes LIKE wildcards so a search for "50%_off" matches those characters. */
export const likeLiteral = (text: string): string => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** What a refused identity call said: the HTTP status, the stable code and its details (identity contract). */
export interface ServerProblem {
  readonly status: number;
  readonly code: string | null;
  /** `details.fields`: field name → code. */
  readonly fields: Readonly<Record<string, string>>;
  /** From Retry-After, for a 429. */
  readonly retryAfterSeconds: number | null;
  /** `details.attemptsLeft` of a wrong second-factor code. */
  readonly attemptsLeft: number | null;
}

/** Reads `{ success: false, error, code, details }`; a body that is not JSON still gives the status. */
export async function readProblem(response: Response): Promise<ServerProblem> {
  const body = (await response.json().catch(() => null)) as { code?: unknown; details?: { fields?: unknown; attemptsLeft?: unknown } } | null;
  const rawFields = body?.details?.fields;
  const fields: Record<string, string> = {};
  if (rawFields && typeof rawFields === 'object') {
    for (const [field, code] of Object.entries(rawFields as Record<string, unknown>)) if (typeof code === 'string') fields[field] = code;
  }
  const retryAfter = Number(response.headers.get('Retry-After'));
  const attemptsLeft = body?.details?.attemptsLeft;
  return {
    status: response.status,
    code: typeof body?.code === 'string' ? body.code : null,
    fields,
    retryAfterSeconds: Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    attemptsLeft: typeof attemptsLeft === 'number' ? attemptsLeft : null,
  };
}

/** RTK Query's error `{ status, data }` in the same shape (no headers there: no Retry-After). */
export function problemOf(error: unknown): ServerProblem {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  const body = (data ?? {}) as { code?: unknown; details?: { fields?: unknown } };
  const fields: Record<string, string> = {};
  const rawFields = body.details?.fields;
  if (rawFields && typeof rawFields === 'object') {
    for (const [field, code] of Object.entries(rawFields as Record<string, unknown>)) if (typeof code === 'string') fields[field] = code;
  }
  return { status: typeof status === 'number' ? status : 0, code: typeof body.code === 'string' ? body.code : null, fields, retryAfterSeconds: null, attemptsLeft: null };
}

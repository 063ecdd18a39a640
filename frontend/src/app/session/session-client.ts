import type { PlanStatus } from '../auth.slice';

/**
 * The session calls, as plain fetches: they decide what a 401 means themselves, so they must not go
 * through the API client's 401 → refresh → replay (app/api.ts).
 */
const bearer = (token: string) => ({ Accept: 'application/json', Authorization: `Bearer ${token}` });

export type Validation = { kind: 'valid'; user: unknown } | { kind: 'invalid' } | { kind: 'unavailable' };

/** GET /api/auth/validate → `{ valid, user, exp }`; 401 `{ valid: false }` for a refused token. */
export async function validateToken(token: string): Promise<Validation> {
  try {
    const response = await fetch('/api/auth/validate', { headers: bearer(token), cache: 'no-store' });
    const body = (await response.json().catch(() => null)) as { valid?: unknown; user?: unknown } | null;
    if (response.ok && body?.valid === true) return { kind: 'valid', user: body.user };
    return response.status === 401 ? { kind: 'invalid' } : { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

export interface TrialCheck {
  isPremium: boolean;
  status: PlanStatus | null;
  daysLeft: number | null;
}

/** GET /api/auth/check-trial (docs/product.md §9.1): premium while the trial runs or Premium is paid. Null when it could not tell. */
export async function fetchTrialCheck(token: string): Promise<TrialCheck | null> {
  try {
    const response = await fetch('/api/auth/check-trial', { headers: bearer(token), cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { isPremium?: unknown; status?: unknown; daysLeft?: unknown };
    if (typeof body.isPremium !== 'boolean') return null;
    const status = ['premium', 'standard', 'trial', 'free'].includes(body.status as string) ? (body.status as PlanStatus) : null;
    return { isPremium: body.isPremium, status, daysLeft: typeof body.daysLeft === 'number' ? body.daysLeft : null };
  } catch {
    return null;
  }
}

/** POST /api/auth/logout: revokes the refresh cookie's session. The bearer goes along (docs/product.md §9.1). */
export async function postLogout(token: string | null): Promise<{ ok: boolean; status: number | null }> {
  try {
    const response = await fetch('/api/auth/logout', { method: 'POST', credentials: 'same-origin', headers: token ? bearer(token) : { Accept: 'application/json' } });
    return { ok: response.ok, status: response.status };
  } catch {
    return { ok: false, status: null };
  }
}

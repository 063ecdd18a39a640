/** The two public newsletter calls. Neither needs a token, and neither reveals whether an address exists. */

export type UnsubscribeOutcome = 'done' | 'failed';

export type ConfirmOutcome = 'confirmed' | 'invalid' | 'failed';

async function post(path: string, body: object): Promise<Response | null> {
  try {
    return await fetch(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return null;
  }
}

/**
 * POST /api/newsletter/unsubscribe with `{ email }` or `{ token }`. Any answer the server gives
 * below 500 shows the same confirmation, so the page never tells whether an address was subscribed.
 */
export async function unsubscribe(body: { email: string } | { token: string }): Promise<UnsubscribeOutcome> {
  const response = await post('/api/newsletter/unsubscribe', body);
  return response && response.status < 500 ? 'done' : 'failed';
}

/** POST /api/newsletter/confirm `{ token }`: confirmed on `{ success: true }`, invalid or expired on a 4xx or `success: false`. */
export async function confirmSubscription(token: string): Promise<ConfirmOutcome> {
  const response = await post('/api/newsletter/confirm', { token });
  if (!response || response.status >= 500) return 'failed';
  const body = (await response.json().catch(() => ({}))) as { success?: boolean };
  return response.ok && body.success === true ? 'confirmed' : 'invalid';
}

/**
 * The analysis URL rule of docs/product.md §8, checked before the request so the visitor gets the message at once;
 * the server applies the same rule (src/modules/audits/domain/audit-url.ts) and answers
 * AUDIT_INVALID_URL otherwise. Whether the address may be reached is only the server's to judge.
 */
export function isValidAuditUrl(input: string): boolean {
  const raw = input.trim();
  if (!/^https?:\/\//i.test(raw) || raw.length > 2048) return false;
  try {
    const url = new URL(raw);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

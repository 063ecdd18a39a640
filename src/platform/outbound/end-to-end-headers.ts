const HOP_BY_HOP = new Set(['connection', 'proxy-connection', 'keep-alive', 'proxy-authorization', 'proxy-authenticate', 'te', 'trailer', 'transfer-encoding', 'upgrade']);

/**
 * Raw header pairs ([name, value, …]) minus the hop-by-hop ones and those the Connection header
 * names, so a proxy passes end-to-end headers on with their order and repeats (Set-Cookie) intact.
 */
export function endToEnd(rawHeaders: string[]): string[] {
  const named = new Set<string>();
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    if (rawHeaders[i]!.toLowerCase() === 'connection') rawHeaders[i + 1]!.split(',').forEach((n) => named.add(n.trim().toLowerCase()));
  }
  const out: string[] = [];
  for (let i = 0; i + 1 < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    if (!HOP_BY_HOP.has(name) && !named.has(name)) out.push(rawHeaders[i]!, rawHeaders[i + 1]!);
  }
  return out;
}

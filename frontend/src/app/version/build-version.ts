/** docs/product.md §15.5: how often an open tab asks whether a newer build has been deployed. */
export const VERSION_CHECK_INTERVAL_MS = 3_600_000;

/** Set by vite.config.ts at build time; the same value is written to dist/version.json. */
export const BUILD_ID: string = import.meta.env.VITE_BUILD_ID ?? 'dev';

/** The deployed build's id, or null when it cannot be told (dev server, offline, bad JSON). */
export async function fetchDeployedBuild(): Promise<string | null> {
  try {
    const response = await fetch('/version.json', { cache: 'no-cache', headers: { Accept: 'application/json' } });
    if (!response.ok) return null;
    const body = (await response.json()) as { build?: unknown };
    return typeof body.build === 'string' ? body.build : null;
  } catch {
    return null;
  }
}

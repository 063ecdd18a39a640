import type { ApiCollection, SavedRequest } from '../../contract.js';
import { devtoolsError } from '../devtools-error.js';
import { API_HUB_LIMITS } from './api-hub-limits.js';

export interface CollectionRecord {
  id: string;
  ownerId: string;
  name: string;
  requests: SavedRequest[];
  createdAt: Date;
  updatedAt: Date;
}

/**
 * 200 requests and 1 MiB of JSON (UTF-8) per collection (devtools README, "API testing hub"). Both
 * refusals carry both bounds, so the page can name them whichever was passed.
 */
export function assertCollectionSize(requests: readonly SavedRequest[]): void {
  const details = { limit: API_HUB_LIMITS.requestsPerCollection, maxBytes: API_HUB_LIMITS.maxCollectionBytes };
  if (requests.length > API_HUB_LIMITS.requestsPerCollection) {
    throw devtoolsError('DEVTOOLS_COLLECTION_TOO_LARGE', `At most ${API_HUB_LIMITS.requestsPerCollection} requests in a collection`, details);
  }
  const bytes = Buffer.byteLength(JSON.stringify(requests), 'utf8');
  if (bytes > API_HUB_LIMITS.maxCollectionBytes) {
    throw devtoolsError('DEVTOOLS_COLLECTION_TOO_LARGE', `A collection is at most ${API_HUB_LIMITS.maxCollectionBytes} bytes`, details);
  }
}

export function collectionView(record: CollectionRecord): ApiCollection {
  return { id: record.id, name: record.name, requests: record.requests, updatedAt: record.updatedAt.toISOString() };
}

/**
 * For the account's export: the saved requests without the bearer token or basic password typed into
 * them (an export is a file that travels; the same rule as environment secrets).
 */
export function collectionExportView(record: CollectionRecord): ApiCollection {
  const view = collectionView(record);
  return {
    ...view,
    requests: view.requests.map((r) => ({
      ...r,
      auth: { ...r.auth, ...(r.auth.token === undefined ? {} : { token: '' }), ...(r.auth.password === undefined ? {} : { password: '' }) },
    })),
  };
}

import { api } from '../../../app/api';
import type {
  AdviseSqlIndexesRequest,
  AdviseSqlIndexesResponse,
  AnalyzeSqlRequest,
  AnalyzeSqlResponse,
  CompareSqlPlansRequest,
  CompareSqlPlansResponse,
} from '../../../../../src/modules/sql-workbench/contract';

/**
 * The analyzer, the verified index advice and the plan comparison (shapes: the sql-workbench contract).
 * All three are calls the user starts, never cached: each answer describes the database as it is now.
 */
export const analysisApi = api.injectEndpoints({
  endpoints: (build) => ({
    analyzeSql: build.mutation<AnalyzeSqlResponse, AnalyzeSqlRequest & { connectionId: string }>({
      query: ({ connectionId, ...body }) => ({ url: `/sql/connections/${encodeURIComponent(connectionId)}/analyze`, method: 'POST', body }),
    }),
    adviseSqlIndexes: build.mutation<AdviseSqlIndexesResponse, AdviseSqlIndexesRequest & { connectionId: string }>({
      query: ({ connectionId, ...body }) => ({ url: `/sql/connections/${encodeURIComponent(connectionId)}/advise`, method: 'POST', body }),
    }),
    compareSqlPlans: build.mutation<CompareSqlPlansResponse, CompareSqlPlansRequest>({
      query: (body) => ({ url: '/sql/plans/compare', method: 'POST', body }),
    }),
  }),
});

export const { useAnalyzeSqlMutation, useAdviseSqlIndexesMutation, useCompareSqlPlansMutation } = analysisApi;

/** The platform's error code of a failed call (`{ success: false, error, code }`), if it has one. */
export function errorCodeOf(error: unknown): string | null {
  if (!error || typeof error !== 'object') return null;
  const data = (error as { data?: unknown }).data;
  if (data && typeof data === 'object' && typeof (data as { code?: unknown }).code === 'string') return (data as { code: string }).code;
  return null;
}

/** `details` of a failed call, as its code says they are shaped. */
export function errorDetailsOf<T>(error: unknown): T | null {
  const data = error && typeof error === 'object' ? (error as { data?: unknown }).data : null;
  const details = data && typeof data === 'object' ? (data as { details?: unknown }).details : null;
  return details && typeof details === 'object' ? (details as T) : null;
}

/** A refusal for want of Premium: the code, or a 403 the platform answered without one. */
export function isPremiumRefusal(error: unknown): boolean {
  const code = errorCodeOf(error);
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : null;
  return code === 'PREMIUM_REQUIRED' || (status === 403 && code === null);
}

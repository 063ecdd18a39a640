import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { auditsApi, startAuditCacheKey, useStartAuditMutation } from './audits.api';
import { seoAuditState, type SeoAuditState } from './seo-audit-state';

/**
 * `seoData`, `isSeoLoading`, `seoError` of the SEO page, selected from the audits API cache: the start
 * request the page shares under its cache key, and the run `auditId` (no request of its own).
 */
export function useSeoAudit(auditId: string | null): SeoAuditState {
  const { currentData, error, isLoading } = auditsApi.endpoints.getAudit.useQueryState(auditId ?? skipToken);
  const [, start] = useStartAuditMutation({ fixedCacheKey: startAuditCacheKey('seo') });
  return useMemo(() => seoAuditState({ currentData, error, isLoading }, { isLoading: start.isLoading, error: start.error }), [currentData, error, isLoading, start.isLoading, start.error]);
}

import { useSearchParams } from 'react-router-dom';
import { AuditPage } from './AuditPage';
import { useSeoAudit } from './useSeoAudit';

/**
 * `/{lang}/seo-audit` (premium, docs/product.md §4.2): the SEO audit through the StackAudit page, its
 * run's state named as §5.2 names it and exposed on the page for tests and tools.
 */
export function SeoAuditPage() {
  const [params] = useSearchParams();
  const { seoData, isSeoLoading, seoError } = useSeoAudit(params.get('audit'));
  return (
    <div data-testid="seo-audit" data-seo-loading={isSeoLoading} data-seo-error={seoError ?? ''} data-seo-score={seoData?.overall.score ?? ''}>
      <AuditPage type="seo" />
    </div>
  );
}

import { expect } from 'chai';
import type { AuditResult, AuditRunView } from '../../src/modules/audits/contract.js';
import { seoAuditState } from '../../frontend/src/features/audits/seo-audit-state.js';

/**
 * The SEO page's client state under docs/product.md §5.2's names (seoData, isSeoLoading, seoError),
 * derived from what RTK Query holds: the start request and the run in the address.
 */
const result = { type: 'seo', overall: { score: 68, band: 'needs-improvement' } } as unknown as AuditResult<'seo'>;
const run = (status: AuditRunView['status'], extra: Partial<AuditRunView> = {}): AuditRunView =>
  ({ id: 'r1', type: 'seo', url: 'https://a.test/', crawl: true, status, progress: 0, stage: null, result: null, error: null, createdAt: '', startedAt: null, finishedAt: null, ...extra }) as AuditRunView;
const refused = (code: string) => ({ status: 403, data: { success: false, error: 'x', code } });

describe('SEO audit client state (docs/product.md §5.2)', () => {
  it('is idle with nothing in the address', () => {
    expect(seoAuditState({})).to.deep.equal({ seoData: null, isSeoLoading: false, seoError: null });
  });

  it('is loading while the run is first fetched, queued or running, and holds the report once done', () => {
    expect(seoAuditState({ isLoading: true })).to.include({ isSeoLoading: true, seoData: null });
    expect(seoAuditState({ currentData: run('queued') })).to.include({ isSeoLoading: true, seoError: null });
    expect(seoAuditState({ currentData: run('running') })).to.include({ isSeoLoading: true });
    expect(seoAuditState({ currentData: run('done', { result }) })).to.deep.equal({ seoData: result, isSeoLoading: false, seoError: null });
  });

  it('names the failure: the run’s code, the request’s code, or AUDIT_NOT_FOUND for another audit type in the address', () => {
    expect(seoAuditState({ currentData: run('failed', { error: { code: 'AUDIT_TIMEOUT', message: '', stage: 'render' } }) })).to.deep.equal({ seoData: null, isSeoLoading: false, seoError: 'AUDIT_TIMEOUT' });
    expect(seoAuditState({ error: refused('AUDIT_NOT_FOUND'), isLoading: false })).to.include({ seoError: 'AUDIT_NOT_FOUND', isSeoLoading: false });
    expect(seoAuditState({ error: { status: 'FETCH_ERROR' } })).to.include({ seoError: 'INTERNAL_ERROR' });
    expect(seoAuditState({ currentData: run('done', { type: 'content', result: { ...result, type: 'content' } as unknown as AuditResult }) })).to.deep.equal({ seoData: null, isSeoLoading: false, seoError: 'AUDIT_NOT_FOUND' });
  });

  it('puts the start request first: loading while it is sent, its refusal over the run still in the address', () => {
    const shown = { currentData: run('done', { result }) };
    expect(seoAuditState(shown, { isLoading: true })).to.deep.equal({ seoData: null, isSeoLoading: true, seoError: null });
    expect(seoAuditState(shown, { error: refused('AUDIT_TOO_MANY_RUNNING') })).to.deep.equal({ seoData: null, isSeoLoading: false, seoError: 'AUDIT_TOO_MANY_RUNNING' });
    expect(seoAuditState(shown, {})).to.include({ seoData: result });
  });
});

import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch } from '../../app/hooks';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Button } from '../../shared/ui/Button';
import type { AuditRunView, AuditStatus, AuditSummary, AuditType } from './audit-types';
import { errorCode } from './audit-errors';
import { AuditErrorBlock } from './AuditErrorBlock';
import { AuditProgress } from './AuditProgress';
import { AuditReport } from './AuditReport';
import { auditsApi, startAuditCacheKey, useGetAuditQuery, useStartAuditMutation, type StartAuditInput } from './audits.api';
import { auditMessages as m, pageMessages, PRODUCT } from './audits.messages';
import { Card, Muted, PageFrame, PageHeader, Row, VisuallyHidden } from './audits.styles';
import { Eyebrow } from '../../shared/ui/Eyebrow';
import { DiffView } from './DiffView';
import { ExportButtons } from './ExportButtons';
import { HistoryPanel } from './HistoryPanel';
import { UrlForm, type UrlFormValue } from './UrlForm';
import { useLoadWebsiteDataQuery, websiteDataChanged } from './website-data.api';
import { WebsiteDataPanel } from './WebsiteDataPanel';

/** How often a queued or running audit is asked for its progress (live progress by polling, audits README "API"). */
const POLL_MS = 1000;
const ACTIVE: readonly AuditStatus[] = ['queued', 'running'];
/** The audits whose form offers "analyse linked pages". */
const CRAWLABLE: readonly AuditType[] = ['content', 'website', 'seo'];
/** Site-wide audits analyse linked pages unless the user unticks it. */
const CRAWLED_BY_DEFAULT: readonly AuditType[] = ['website', 'seo'];

type Phase = 'idle' | 'loading' | 'results' | 'error';

function summaryOf(audit: AuditRunView): AuditSummary {
  return { id: audit.id, type: audit.type, url: audit.url, status: audit.status, score: audit.result?.overall.score ?? null, band: audit.result?.overall.band ?? null, createdAt: audit.createdAt };
}

/**
 * One StackAudit page (docs/product.md §12): the URL form, then idle → loading with live progress → results or
 * the error with Retry (docs/product.md §15, §10.2); exports, earlier runs and their comparison. The run shown is
 * in the address (`?audit=<id>`), so a reload or a shared link comes back to it.
 */
export function AuditPage({ type }: { type: AuditType }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const auditId = params.get('audit');
  const [startAudit, startState] = useStartAuditMutation({ fixedCacheKey: startAuditCacheKey(type) });
  const [request, setRequest] = useState<StartAuditInput | null>(null);
  /** undefined: no failed start; null: failed without a code (network). */
  const [startError, setStartError] = useState<string | null | undefined>(undefined);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [comparing, setComparing] = useState<AuditSummary | null>(null);
  const sawProgress = useRef(false);

  const title = t(pageMessages[`${type}.title`]);
  useDocumentTitle(`${title} · ${PRODUCT} · StackLens`);

  const cached = auditsApi.endpoints.getAudit.useQueryState(auditId ?? skipToken);
  const polling = !cached.currentData || ACTIVE.includes(cached.currentData.status);
  const query = useGetAuditQuery(auditId ?? skipToken, { pollingInterval: polling ? POLL_MS : 0, refetchOnMountOrArgChange: true });
  const audit = query.currentData && query.currentData.type === type ? query.currentData : undefined;
  const status = audit?.status ?? null;
  // The website audit's form starts from the user's main website (audits README, "Website data").
  const websiteData = useLoadWebsiteDataQuery(type === 'website' ? undefined : skipToken);
  const mainUrl = websiteData.currentData?.[0]?.url;

  // A finished run joins the history list.
  useEffect(() => {
    if (status === 'done' || status === 'failed') dispatch(auditsApi.util.invalidateTags([{ type: 'Audit', id: 'HISTORY' }]));
    // A finished website audit has stored its detected URLs and sitemap in the website data.
    if (status === 'done' && type === 'website') dispatch(websiteDataChanged());
  }, [status, type, dispatch]);

  const start = async (input: StartAuditInput) => {
    setRequest(input);
    setStartError(undefined);
    setFieldError(null);
    setComparing(null);
    sawProgress.current = true;
    try {
      const { id } = await startAudit(input).unwrap();
      setParams({ audit: id });
      dispatch(auditsApi.util.invalidateTags([{ type: 'Audit', id: 'HISTORY' }]));
    } catch (error) {
      const code = errorCode(error);
      if (code === 'AUDIT_INVALID_URL') setFieldError(t(m.urlInvalid));
      else setStartError(code);
    }
  };

  const onSubmit = ({ url, crawl }: UrlFormValue) => void start({ type, url, crawl });

  const retry = () => {
    const input = request ?? (audit ? { type, url: audit.url, crawl: audit.crawl } : null);
    if (input) void start(input);
    else void query.refetch();
  };

  let phase: Phase;
  if (startState.isLoading) phase = 'loading';
  else if (startError !== undefined) phase = 'error';
  else if (!auditId) phase = 'idle';
  else if (query.error) phase = 'error';
  else if (!audit) phase = query.currentData ? 'error' : 'loading';
  else if (audit.status === 'done' && audit.result) phase = 'results';
  else if (audit.status === 'failed' || audit.status === 'done') phase = 'error';
  else phase = 'loading';
  if (phase === 'loading') sawProgress.current = true;

  // A run of another audit type in the address is not one this page can show: answered as not found.
  let failureCode: string | null = audit?.error?.code ?? null;
  if (startError !== undefined) failureCode = startError;
  else if (query.error) failureCode = errorCode(query.error);
  else if (query.currentData && !audit) failureCode = 'AUDIT_NOT_FOUND';
  const current = audit ? summaryOf(audit) : null;

  return (
    <PageFrame data-testid="audit-page" data-audit-type={type} data-phase={phase}>
      <PageHeader>
        <Eyebrow $variant="caps">{PRODUCT}</Eyebrow>
        <h1>{title}</h1>
        <p>{t(pageMessages[`${type}.intro`])}</p>
      </PageHeader>

      <UrlForm
        initialUrl={audit?.url ?? request?.url ?? ''}
        suggestedUrl={mainUrl}
        initialCrawl={audit?.crawl ?? request?.crawl ?? CRAWLED_BY_DEFAULT.includes(type)}
        crawlOption={CRAWLABLE.includes(type)}
        busy={phase === 'loading'}
        serverError={fieldError}
        onSubmit={onSubmit}
      />

      {phase === 'idle' ? (
        <Card aria-labelledby="audit-idle-title" data-testid="audit-idle">
          <h2 id="audit-idle-title">{t(m.idleTitle)}</h2>
          <Muted>{t(m.idleBody)}</Muted>
        </Card>
      ) : null}

      {type === 'website' && (phase === 'idle' || phase === 'error') ? (
        <WebsiteDataPanel busy={startState.isLoading} onReanalyze={(url) => void start({ type, url, crawl: CRAWLED_BY_DEFAULT.includes(type) })} />
      ) : null}

      {phase === 'loading' ? <AuditProgress progress={audit?.progress ?? 0} stage={audit?.stage} status={startState.isLoading ? null : (audit?.status ?? 'queued')} /> : null}

      {phase === 'error' ? (
        <AuditErrorBlock type={type} code={failureCode} stage={audit?.error?.stage ?? null} onRetry={retry} retrying={startState.isLoading} />
      ) : null}

      <VisuallyHidden role="status">{phase === 'results' && sawProgress.current ? t(m.completed) : ''}</VisuallyHidden>

      {phase === 'results' && audit?.result ? (
        <AuditReport
          result={audit.result}
          createdAt={audit.createdAt}
          actions={
            <Row>
              <ExportButtons auditId={audit.id} />
              <Button type="button" $variant="secondary" $size="md" onClick={() => void start({ type, url: audit.url, crawl: audit.crawl })} data-testid="audit-reanalyze">
                {t(m.reanalyze)}
              </Button>
            </Row>
          }
        />
      ) : null}

      {current && comparing ? <DiffView a={current} b={comparing} onClose={() => setComparing(null)} /> : null}

      {audit ? (
        <HistoryPanel
          type={type}
          url={audit.url}
          current={current}
          comparingWith={comparing?.id ?? null}
          onView={(id) => {
            setComparing(null);
            setRequest(null);
            setStartError(undefined);
            startState.reset();
            setParams({ audit: id });
          }}
          onCompare={(run) => setComparing((previous) => (previous?.id === run.id ? null : run))}
        />
      ) : null}
    </PageFrame>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AuditResult, AuditType, StageFailure } from './audit-types';
import { auditMessages as m } from './audits.messages';
import { Card, Code, Facts, List, Stack, Url } from './audits.styles';
import { ContentResults } from './ContentResults';
import { EngagementResults } from './EngagementResults';
import { FindingsList } from './FindingsList';
import { formatDateTime, formatMs } from './format';
import { PerformanceResults } from './PerformanceResults';
import { pickMessage } from './pick-message';
import { ScoreGauge } from './ScoreGauge';
import { SecurityResults } from './SecurityResults';
import { SemanticResults } from './SemanticResults';
import { SeoResults } from './SeoResults';
import { WebsiteResults } from './WebsiteResults';

const Partial = styled.div`
  display: grid;
  gap: 0.4rem;
  padding-block: 0.9rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.warning};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgAlt};

  strong {
    color: ${({ theme }) => theme.color.warning};
  }
`;

const Report = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Summary = styled.div`
  display: grid;
  gap: 1.25rem;
  align-items: center;

  @media (min-width: ${({ theme }) => theme.breakpoint.sm}) {
    grid-template-columns: auto minmax(0, 1fr);
  }
`;

/** Names the steps that failed (audits README, "Flow": a partial report rather than a hung job), once each, in the reader's language. */
export function PartialBanner({ failures }: { failures: readonly StageFailure[] }) {
  const intl = useIntl();
  if (!failures.length) return null;
  const stageName = (stage: string) => {
    // robots.txt is a file name, the same in every language.
    const descriptor = pickMessage(m, `failedStage.${stage}`);
    return descriptor ? intl.formatMessage(descriptor) : stage === 'robots' ? 'robots.txt' : stage;
  };
  const stages = [...new Set(failures.map((f) => f.stage))].map(stageName);
  return (
    <Partial role="note" data-testid="partial-banner" data-stages={[...new Set(failures.map((f) => f.stage))].join(' ')}>
      <strong>{intl.formatMessage(m.partialTitle)}</strong>
      <p>{intl.formatMessage(m.partialBody, { stages: intl.formatList(stages, { type: 'conjunction' }) })}</p>
      <List>
        {failures.map((failure, index) => (
          <li key={`${failure.stage}-${failure.pageUrl ?? ''}-${index}`}>
            {stageName(failure.stage)} <Code>{failure.code}</Code>
            {failure.pageUrl ? (
              <>
                {' — '}
                <Url>{failure.pageUrl}</Url>
              </>
            ) : null}
          </li>
        ))}
      </List>
    </Partial>
  );
}

function TypeResults({ result }: { result: AuditResult }) {
  switch (result.type) {
    case 'content':
      return <ContentResults result={result as AuditResult<'content'>} />;
    case 'website':
      return <WebsiteResults result={result as AuditResult<'website'>} />;
    case 'security':
      return <SecurityResults result={result as AuditResult<'security'>} />;
    case 'semantic':
      return <SemanticResults result={result as AuditResult<'semantic'>} />;
    case 'performance':
      return <PerformanceResults result={result as AuditResult<'performance'>} />;
    case 'user-engagement':
      return <EngagementResults result={result as AuditResult<'user-engagement'>} />;
    case 'seo':
      return <SeoResults result={result as AuditResult<'seo'>} />;
  }
}

/** Types whose own sections do not already list every finding. */
const FINDINGS_APART: readonly AuditType[] = ['performance'];

interface AuditReportProps {
  readonly result: AuditResult;
  readonly createdAt: string;
  /** Export, reanalyze…: left out of the printed report. */
  readonly actions?: ReactNode;
}

/** One audit's report: headline, partial-report banner, then the type's sections. Shared by the page and the PDF. */
export function AuditReport({ result, createdAt, actions }: AuditReportProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Report data-testid="audit-report" data-type={result.type}>
      <Card aria-labelledby="audit-results-title">
        <h2 id="audit-results-title">{t(m.resultsTitle)}</h2>
        <Summary>
          <ScoreGauge label={t(m.overallScore)} score={result.overall.score} band={result.overall.band} size={136} testId="gauge-overall" />
          <Stack>
            <Facts>
              <dt>{t(m.analysedUrl)}</dt>
              <dd data-testid="result-url">
                <Url>{result.url}</Url>
              </dd>
              <dt>{t(m.analysedAt)}</dt>
              <dd>{formatDateTime(intl, result.collectedAt || createdAt)}</dd>
              <dt>{t(m.duration)}</dt>
              <dd>{formatMs(intl, result.durationMs)}</dd>
            </Facts>
            <p data-testid="pages-analysed">{t(m.pagesAnalysed, { count: result.pagesAnalysed })}</p>
            {actions}
          </Stack>
        </Summary>
        <PartialBanner failures={result.failures} />
      </Card>
      <TypeResults result={result} />
      {FINDINGS_APART.includes(result.type) && result.findings.length ? (
        <Card aria-labelledby="audit-findings-title">
          <h2 id="audit-findings-title">{t(m.findingsTitle)}</h2>
          <FindingsList findings={result.findings} />
        </Card>
      ) : null}
    </Report>
  );
}

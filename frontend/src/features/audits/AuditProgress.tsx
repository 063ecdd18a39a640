import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AuditStage, AuditStatus } from './audit-types';
import { auditMessages as m } from './audits.messages';
import { Card, Muted } from './audits.styles';

const Track = styled.div`
  block-size: 0.75rem;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgAlt};
  border: 1px solid ${({ theme }) => theme.color.border};
`;

/** Grows from the reading start: inline-size, not a transform, so right-to-left needs nothing more. */
const Fill = styled.div<{ $percent: number }>`
  block-size: 100%;
  inline-size: ${({ $percent }) => $percent}%;
  background: ${({ theme }) => theme.color.primary};
  transition: inline-size 0.4s ease;

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Line = styled.p`
  display: flex;
  justify-content: space-between;
  gap: 1rem;
  font-weight: 600;
`;

const STAGES = ['queued', 'fetch', 'tls', 'robots', 'sitemap', 'render', 'measure', 'axe', 'lighthouse', 'crawl', 'audit', 'done'] as const;

export function stageLabelKey(stage: AuditStage | null | undefined, status: AuditStatus | null): `stage.${(typeof STAGES)[number]}` | null {
  if (status === 'queued') return 'stage.queued';
  const known = STAGES.find((s) => s === stage);
  return known ? `stage.${known}` : null;
}

/** Live progress of a run: the bar, the percentage and the current step in words (polled every second). */
export function AuditProgress({ progress, stage, status }: { progress: number | null; stage: AuditStage | null | undefined; status: AuditStatus | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const percent = Math.max(0, Math.min(100, Math.round(progress ?? 0)));
  const key = status === null ? null : stageLabelKey(stage, status);
  const percentText = intl.formatNumber(percent / 100, { style: 'percent' });
  const label = status === null ? t(m.starting) : key ? t(m[key]) : t(m.progressTitle);

  return (
    <Card aria-labelledby="audit-progress-title" data-testid="audit-progress" data-status={status ?? 'starting'} data-stage={stage ?? ''}>
      <h2 id="audit-progress-title">{t(m.progressTitle)}</h2>
      <Line>
        <span role="status" data-testid="audit-stage">
          {label}
        </span>
        <span data-testid="audit-percent">{percentText}</span>
      </Line>
      <Track
        role="progressbar"
        aria-label={t(m.progressLabel)}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percentText} — ${label}`}
        data-testid="audit-progressbar"
      >
        <Fill $percent={percent} />
      </Track>
      <Muted>{t(m.progressNote)}</Muted>
    </Card>
  );
}

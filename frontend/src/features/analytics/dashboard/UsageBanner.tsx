import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { UsageLevel } from './dashboard-types';
import { formatPercent } from './format';
import { formMessages as f, PLAN_LABELS } from './forms.messages';
import { useSiteUsageQuery } from './reports.api';

const Box = styled.section<{ $level: UsageLevel }>`
  display: grid;
  gap: 0.5rem;
  padding-block: 0.9rem;
  padding-inline: 1.1rem;
  border: 1px solid ${({ theme, $level }) => ($level === 'exceeded' ? theme.color.danger : theme.color.warning)};
  border-inline-start-width: 5px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  h2 {
    font-size: 1.0625rem;
  }

  a {
    justify-self: start;
    color: ${({ theme }) => theme.color.link};
    font-weight: 600;
  }
`;

const Bar = styled.div<{ $level: UsageLevel; $percent: number }>`
  block-size: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.bgAlt};
  overflow: hidden;

  & > span {
    display: block;
    inline-size: ${({ $percent }) => Math.min(100, $percent)}%;
    block-size: 100%;
    border-radius: inherit;
    background: ${({ theme, $level }) => ($level === 'exceeded' ? theme.color.danger : theme.color.warning)};
  }
`;

/**
 * The monthly event allowance (analytics README, "Monthly event allowance"): nothing under 80 %, a
 * warning from 80 %, and past 100 % a stronger one that says events are still recorded. Quiet when the
 * usage cannot be read: the reports below say so themselves.
 */
export function UsageBanner({ siteId }: { siteId: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const { data: usage } = useSiteUsageQuery(siteId);
  if (!usage || usage.level === 'ok') return null;
  const exceeded = usage.level === 'exceeded';
  const percent = formatPercent(intl, usage.percent);
  return (
    <Box $level={usage.level} role="status" aria-labelledby="usage-banner-title" data-testid="usage-banner" data-level={usage.level}>
      <h2 id="usage-banner-title">{t(exceeded ? f.usageExceededTitle : f.usageWarningTitle)}</h2>
      <p>
        {t(f.usageFigures, {
          events: intl.formatNumber(usage.events),
          allowance: intl.formatNumber(usage.allowance),
          percent,
          plan: t(PLAN_LABELS[usage.plan]),
          resets: intl.formatDate(usage.resetsAt, { dateStyle: 'long', timeZone: 'UTC' }),
        })}
      </p>
      <Bar $level={usage.level} $percent={usage.percent} role="meter" aria-label={t(f.usageMeter)} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.min(100, usage.percent)} aria-valuetext={percent}>
        <span />
      </Bar>
      <p>{t(f.usageKept)}</p>
      {usage.plan !== 'premium' ? <Link to={`/${intl.locale}/pricing`}>{t(f.usagePlans)}</Link> : null}
    </Box>
  );
}

import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { ResponsiveRunSummary } from '../../../../src/modules/devtools/contract';
import { FailureBox } from './FailureBox';
import { explainFailure } from './responsive-errors';
import { responsiveMessages as m } from './responsive.messages';
import { Card, Ltr, Muted, Pill, RecentList, SmallButton } from './responsive.styles';
import { STATUS_TEXT, STATUS_TONE } from './run-status';

export interface RecentRunsProps {
  runs: readonly ResponsiveRunSummary[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The run shown on the page, marked in the list. */
  currentId: string | null;
}

/** The user's last runs, newest first; each reopens on this page (`?run=`). */
export function RecentRuns({ runs, loading, error, onRetry, currentId }: RecentRunsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Card aria-labelledby="responsive-recent-title" data-testid="responsive-recent">
      <h2 id="responsive-recent-title">{t(m.recentTitle)}</h2>
      {error && !runs ? (
        <FailureBox failure={explainFailure(error, m.recentFailed)} testId="responsive-recent-error">
          <div>
            <SmallButton type="button" onClick={onRetry}>
              {t(m.retry)}
            </SmallButton>
          </div>
        </FailureBox>
      ) : loading && !runs ? (
        <Muted role="status">{t(m.recentLoading)}</Muted>
      ) : !runs?.length ? (
        <Muted data-testid="responsive-recent-empty">{t(m.recentEmpty)}</Muted>
      ) : (
        <RecentList>
          {runs.map((run) => (
            <li key={run.id}>
              <Link to={{ search: `?run=${encodeURIComponent(run.id)}` }} aria-current={run.id === currentId ? 'true' : undefined} data-testid="responsive-recent-item" data-run={run.id}>
                <span>
                  <Ltr>{run.url}</Ltr>
                </span>
                <span>
                  <Pill $tone={STATUS_TONE[run.status]}>{t(STATUS_TEXT[run.status])}</Pill>
                  {t(m.recentSizes, { count: run.deviceNames.length })}
                  <span>{intl.formatDate(run.createdAt, { dateStyle: 'medium', timeStyle: 'short' })}</span>
                </span>
              </Link>
            </li>
          ))}
        </RecentList>
      )}
    </Card>
  );
}

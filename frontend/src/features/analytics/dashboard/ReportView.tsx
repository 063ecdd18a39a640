import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { errorCodeOf } from '../../../shared/errors/errorMessages';
import { Button } from '../../../shared/ui/Button';
import { Icon } from '../../../shared/ui/Icon';
import { knownCodeMessage } from '../analytics-errors';
import { Muted, VisuallyHidden } from '../analytics.styles';
import { useDashboard } from './dashboard-context';
import type { ReportWindow } from './dashboard-types';
import { dashboardMessages as m } from './dashboard.messages';

const shimmer = keyframes`
  from { opacity: 0.45; }
  to { opacity: 1; }
`;

const SkeletonBox = styled.div<{ $height: string }>`
  display: grid;
  gap: 0.75rem;

  & > span {
    display: block;
    block-size: ${({ $height }) => $height};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bgAlt};
    animation: ${shimmer} 900ms ease-in-out infinite alternate;
  }

  & > span:nth-child(even) {
    inline-size: 80%;
  }

  @media (prefers-reduced-motion: reduce) {
    & > span {
      animation: none;
    }
  }
`;

/** Grey bars where a report will be; the text is for screen readers. */
export function Skeleton({ lines = 4, height = '1.2rem', testId = 'report-loading' }: { lines?: number; height?: string; testId?: string }) {
  const intl = useIntl();
  return (
    <div role="status" data-testid={testId}>
      <VisuallyHidden>{intl.formatMessage(m.loading)}</VisuallyHidden>
      <SkeletonBox $height={height} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => (
          <span key={i} />
        ))}
      </SkeletonBox>
    </div>
  );
}

const EmptyBox = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  padding-block: 1.5rem;
  padding-inline: 1.25rem;
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgAlt};

  h3 {
    font-size: 1.0625rem;
  }

  p {
    color: ${({ theme }) => theme.color.textMuted};
    max-inline-size: 65ch;
  }
`;

/** How a report says it has nothing to show; without a title, the general "no data yet". */
export interface EmptyWording {
  title?: string;
  testId?: string;
  /** Whether to point at the tracking code (not for reports that are empty when all is well, like errors). */
  install?: boolean;
}

/** The empty states of docs/product.md §10.2: what is missing, and how to get data (install the tracking code). */
export function EmptyState({ title, testId = 'report-empty', install = true }: EmptyWording) {
  const intl = useIntl();
  const { siteName: site } = useDashboard();
  return (
    <EmptyBox data-testid={testId}>
      <h3>{title ?? intl.formatMessage(m.emptyTitle)}</h3>
      {install ? (
        <>
          <p>{intl.formatMessage(m.emptyInstall, { site })}</p>
          <p>{intl.formatMessage(m.emptyPeriod)}</p>
        </>
      ) : null}
    </EmptyBox>
  );
}

const ErrorBox = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding-block: 1rem;
  padding-inline: 1.25rem;
  border: 1px solid ${({ theme }) => theme.color.danger};
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  p {
    font-weight: 600;
  }
`;

/** The report codes; the rest (site not found, premium required, rate limited…) the feature and the platform translate. */
const REPORT_CODES: Record<string, MessageDescriptor> = {
  ANALYTICS_INVALID_RANGE: m.codeInvalidRange,
  ANALYTICS_SCREENSHOT_FAILED: m.codeScreenshotFailed,
};

/** docs/product.md §10.2: 'An error occurred while fetching the data.', the server's reason when it has one, and a retry. */
export function ErrorBlock({ error, onRetry, retrying, testId = 'report-error' }: { error: unknown; onRetry: () => void; retrying: boolean; testId?: string }) {
  const intl = useIntl();
  const code = errorCodeOf(error);
  const detail = (code && Object.hasOwn(REPORT_CODES, code) ? REPORT_CODES[code] : null) ?? knownCodeMessage(code);
  return (
    <ErrorBox role="alert" data-testid={testId} data-code={code ?? ''}>
      <p>{intl.formatMessage(m.fetchError)}</p>
      {detail ? <span>{intl.formatMessage(detail)}</span> : null}
      <Button type="button" $variant="secondary" $size="md" onClick={onRetry} disabled={retrying} aria-busy={retrying} data-testid={`${testId}-retry`}>
        <Icon name="refresh" size={18} />
        {intl.formatMessage(m.retry)}
      </Button>
    </ErrorBox>
  );
}

/** What a report query hands to ReportView (RTK Query's hook result, narrowed). */
export interface ReportState<T> {
  data?: T;
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The states every report shares: skeleton on first load, the error block with retry, the empty state
 * when `hasData` says there is nothing to show, else the report. A failed background refresh keeps the
 * figures shown and adds the error above them. In realtime, the reports kept per UTC day say that they
 * count the whole day. A type guard as `hasData` narrows what `children` gets.
 */
export function ReportView<T, S extends T = T>({
  state,
  children,
  hasData,
  empty,
  skeleton,
  testId,
}: {
  state: ReportState<T>;
  children: (data: S) => ReactNode;
  hasData?: ((data: T) => data is S) | ((data: T) => boolean);
  empty?: EmptyWording;
  skeleton?: ReactNode;
  testId?: string;
}) {
  const intl = useIntl();
  const { data, error, isLoading, isFetching, refetch } = state;
  if (isLoading && data === undefined) return <>{skeleton ?? <Skeleton />}</>;
  const errorBlock = error ? <ErrorBlock error={error} onRetry={() => void refetch()} retrying={isFetching} testId={testId ? `${testId}-error` : undefined} /> : null;
  if (data === undefined) return errorBlock ?? <>{skeleton ?? <Skeleton />}</>;
  const window = (data as { window?: ReportWindow }).window;
  const widened = window && window.dataFrom && window.dataFrom < window.from ? window.dataFrom : null;
  return (
    <>
      {errorBlock}
      {widened ? (
        <Muted data-testid="report-day-counted">{intl.formatMessage(m.dayCounted, { since: intl.formatDate(widened, { dateStyle: 'medium', timeStyle: 'short' }) })}</Muted>
      ) : null}
      {/* Without a guard S is T; with one, it has just said that data is S. */}
      {hasData && !hasData(data) ? <EmptyState {...empty} /> : children(data as S)}
    </>
  );
}

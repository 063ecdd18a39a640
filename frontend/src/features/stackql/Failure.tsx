import { useIntl, type MessageDescriptor } from 'react-intl';
import { Button } from '../../shared/ui/Button';
import { errorCodeOf, errorDetailsOf, errorTextOf } from './stackql.api';
import { stackqlMessages as m } from './stackql.messages';
import { ErrorBox, StateBox } from './stackql.styles';
import type { SqlConnectionFailedDetails, SqlConnectionRefusedDetails } from './stackql.types';

type Values = Record<string, string | number>;

/** A failure in the user's language: a headline, more lines, and the server's or database's own words. */
export interface Explained {
  headline: MessageDescriptor;
  values?: Values;
  lines: { message: MessageDescriptor; values?: Values }[];
  /** Left to right as the database wrote it (SQL_QUERY_FAILED, a driver's message). */
  detail: string | null;
}

const CAUSES: Record<string, MessageDescriptor> = {
  auth: m.causeAuth,
  refused: m.causeRefused,
  unreachable: m.causeUnreachable,
  tls: m.causeTls,
  protocol: m.causeProtocol,
  SQL_CONNECTION_TIMEOUT: m.causeTimeout,
};

const seconds = (ms: unknown) => (typeof ms === 'number' ? Math.round(ms / 100) / 10 : 10);

/**
 * Why the server could not reach the database or refused the host (the module README, "Testing a
 * connection"): the guard's rule and, outside production, the setting that lifts it; the driver's cause.
 */
function connectionLines(code: string | null, error: unknown): Pick<Explained, 'lines' | 'detail'> | null {
  if (code === 'SQL_CONNECTION_TARGET_REFUSED') {
    const details = errorDetailsOf<SqlConnectionRefusedDetails>(error);
    const lines: Explained['lines'] = [{ message: m.refused, values: { reason: details?.reason ?? '?' } }];
    if (details?.setting) lines.push({ message: m.refusedSetting, values: { setting: details.setting } });
    return { lines, detail: errorTextOf(error) };
  }
  if (code === 'SQL_CONNECTION_FAILED') {
    const details = errorDetailsOf<SqlConnectionFailedDetails>(error);
    const cause = details?.cause ? CAUSES[details.cause] : undefined;
    return { lines: cause ? [{ message: cause }] : [], detail: details?.detail ?? errorTextOf(error) };
  }
  if (code === 'SQL_CONNECTION_TIMEOUT') return { lines: [{ message: m.causeTimeout }], detail: null };
  return null;
}

/** A failed connection test: 'Connection failed. Check your credentials.' or 'Error testing connection', with why. */
export function explainTestFailure(error: unknown): Explained {
  const code = errorCodeOf(error);
  const reached = connectionLines(code, error);
  if (reached) return { headline: m.noticeTestFailed, ...reached };
  if (code === 'RATE_LIMITED') return { headline: m.noticeTestError, lines: [{ message: m.errRateLimited }], detail: null };
  if (code === 'SQL_CONNECTION_PASSWORD_UNREADABLE') return { headline: m.noticeTestError, lines: [{ message: m.passwordUnreadable }], detail: null };
  if (code === 'SQL_CONNECTION_NOT_FOUND') return { headline: m.noticeTestError, lines: [{ message: m.notFound }], detail: null };
  return { headline: m.noticeTestError, lines: [], detail: null };
}

/** A failed run, explore or usage call, by its code (contract.ts, SqlQueryErrorCode). */
export function explainRunFailure(error: unknown): Explained {
  const code = errorCodeOf(error);
  const details = errorDetailsOf<Record<string, unknown>>(error) ?? {};
  const reached = connectionLines(code, error);
  if (reached) return { headline: code === 'SQL_CONNECTION_TIMEOUT' ? m.causeTimeout : m.noticeTestFailed, ...reached, lines: code === 'SQL_CONNECTION_TIMEOUT' ? [] : reached.lines };
  const simple: Record<string, MessageDescriptor> = {
    SQL_READ_ONLY_VIOLATION: m.errReadOnly,
    SQL_STATEMENT_NOT_SUPPORTED: m.errNotSupported,
    SQL_SAMPLE_READ_ONLY: m.errSampleReadOnly,
    SQL_QUERY_TOO_LONG: m.errTooLong,
    SQL_QUERY_EMPTY: m.errEmpty,
    SQL_TOOL_ERROR: m.errTool,
    RATE_LIMITED: m.errRateLimited,
    SQL_CONNECTION_NOT_FOUND: m.notFound,
    SQL_CONNECTION_PASSWORD_UNREADABLE: m.passwordUnreadable,
  };
  if (code === 'SQL_STATEMENT_TIMEOUT') return { headline: m.errStatementTimeout, values: { seconds: seconds(details.timeoutMs) }, lines: [], detail: null };
  if (code === 'SQL_MULTIPLE_STATEMENTS') return { headline: m.errMultiple, values: { count: typeof details.count === 'number' ? details.count : 2 }, lines: [], detail: null };
  if (code === 'SQL_QUERY_FAILED') {
    const sqlState = typeof details.sqlState === 'string' ? details.sqlState : null;
    return { headline: m.errQueryFailed, lines: sqlState ? [{ message: m.sqlState, values: { code: sqlState } }] : [], detail: errorTextOf(error) };
  }
  if (code && simple[code]) return { headline: simple[code], lines: [], detail: null };
  return { headline: m.errGeneric, lines: [], detail: errorTextOf(error) };
}

export function FailureBox({ explained, testId, code }: { explained: Explained; testId: string; code?: string | null }) {
  const t = useIntl().formatMessage;
  return (
    <ErrorBox role="alert" data-testid={testId} data-code={code ?? undefined}>
      <p>{t(explained.headline, explained.values)}</p>
      {explained.lines.map((line, index) => (
        <p key={index}>{t(line.message, line.values)}</p>
      ))}
      {explained.detail ? <pre data-testid={`${testId}-detail`}>{explained.detail}</pre> : null}
    </ErrorBox>
  );
}

/** 'Error loading data' with why and a retry (docs/product.md §10.2, usage panel). */
export function LoadFailure({ error, onRetry, retrying, testId }: { error: unknown; onRetry: () => void; retrying: boolean; testId: string }) {
  const t = useIntl().formatMessage;
  const why = explainRunFailure(error);
  const explained: Explained = { headline: m.errorLoading, lines: [{ message: why.headline, values: why.values }, ...why.lines], detail: why.detail };
  return (
    <StateBox data-testid={testId}>
      <FailureBox explained={explained} testId={`${testId}-message`} code={errorCodeOf(error)} />
      <Button type="button" $variant="secondary" $size="md" onClick={onRetry} disabled={retrying} aria-busy={retrying} data-testid={`${testId}-retry`}>
        {t(m.retry)}
      </Button>
    </StateBox>
  );
}

import { useEffect, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { errorCodeOf, messageForCode } from '../../shared/errors/errorMessages';
import { Icon } from '../../shared/ui/Icon';
import type { AdminPage } from './admin.api';
import { adminMessages as m } from './admin.messages';
import { AdminTable, type Column } from './AdminTable';
import { Pager } from './Pager';

/** What the list needs from an RTK Query hook's result. */
export interface ListResult<T> {
  /** The page asked for, undefined while it loads. */
  currentData?: AdminPage<T> | undefined;
  /** The last page received, kept while the next loads (the pager stays put meanwhile). */
  data?: AdminPage<T> | undefined;
  isFetching: boolean;
  isError: boolean;
  error?: unknown;
  refetch: () => unknown;
}

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 1rem;
  min-inline-size: 0;
`;

const Summary = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

const shimmer = keyframes`
  from { opacity: 0.45; }
  to { opacity: 1; }
`;

const Skeleton = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & > span {
    display: block;
    block-size: 1.1rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.bgAlt};
    animation: ${shimmer} 900ms ease-in-out infinite alternate;
  }

  & > span:nth-child(odd) {
    inline-size: 85%;
  }
`;

const Box = styled.div<{ $tone: 'neutral' | 'danger' }>`
  display: grid;
  justify-items: start;
  gap: 0.75rem;
  padding: 1.25rem;
  border: 1px dashed ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & > p {
    display: flex;
    gap: 0.6rem;
    align-items: flex-start;
  }

  & > p > svg {
    margin-block-start: 0.15rem;
    color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.color.danger : theme.color.textMuted)};
  }
`;

const RetryButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-block-size: 2.5rem;
  padding-inline: 1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.primaryHover};
  }
`;

function errorDetail(error: unknown): MessageDescriptor {
  const status = (error as { status?: unknown } | undefined)?.status;
  if (status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR') return m.networkError;
  return messageForCode(errorCodeOf(error));
}

interface PagedListProps<T> {
  /** Id of the heading (or tab) naming the list. */
  labelledBy: string;
  result: ListResult<T>;
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  detail?: (row: T) => ReactNode;
  empty: MessageDescriptor;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  testId: string;
}

/** One admin list with all its states: loading skeleton, error with retry, empty, rows and paging. */
export function PagedList<T>({ labelledBy, result, columns, rowKey, detail, empty, page, pageSize, onPage, testId }: PagedListProps<T>) {
  const intl = useIntl();
  const { currentData, data, isFetching, isError, error, refetch } = result;
  const known = currentData ?? data;
  const pages = known ? Math.max(1, Math.ceil(known.total / pageSize)) : 1;

  // A page past the end (rows removed, or an edited address) falls back to the last one.
  useEffect(() => {
    if (currentData && currentData.total > 0 && page > pages) onPage(pages);
  }, [currentData, page, pages, onPage]);

  const failed = isError && !isFetching;
  const loading = !failed && currentData === undefined;

  let body: ReactNode;
  if (failed) {
    body = (
      <Box $tone="danger" role="alert" data-testid={`${testId}-error`}>
        <p>
          <Icon name="close" size={18} />
          <span>
            {intl.formatMessage(m.loadError)} {intl.formatMessage(errorDetail(error))}
          </span>
        </p>
        <RetryButton type="button" onClick={() => void refetch()}>
          <Icon name="refresh" size={16} />
          {intl.formatMessage(m.retry)}
        </RetryButton>
      </Box>
    );
  } else if (loading || !currentData) {
    body = (
      <Skeleton aria-hidden="true" data-testid={`${testId}-loading`}>
        <span />
        <span />
        <span />
        <span />
        <span />
      </Skeleton>
    );
  } else if (currentData.total === 0) {
    body = (
      <Box $tone="neutral" data-testid={`${testId}-empty`}>
        <p>
          <Icon name="document" size={18} />
          <span>{intl.formatMessage(empty)}</span>
        </p>
      </Box>
    );
  } else {
    body = <AdminTable labelledBy={labelledBy} columns={columns} rows={currentData.entries} rowKey={rowKey} detail={detail} testId={`${testId}-table`} />;
  }

  return (
    <Wrap aria-busy={loading} data-testid={testId}>
      <Summary role="status" data-testid={`${testId}-summary`}>
        {loading ? intl.formatMessage(m.loading) : currentData ? intl.formatMessage(m.total, { total: currentData.total }) : null}
      </Summary>
      {body}
      {known && pages > 1 ? <Pager page={Math.min(page, pages)} pages={pages} onPage={onPage} /> : null}
    </Wrap>
  );
}

import { useCallback, useId } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useAdminNewsletterSubscribersQuery, type NewsletterSubscriberEntry, type SubscriptionStatus } from './admin.api';
import { adminMessages as m } from './admin.messages';
import type { Column } from './AdminTable';
import { DateTime, LanguageName, Ltr, OptionalDate, PAGE_SIZE } from './cells';
import { PagedList } from './PagedList';
import { Lead, Page, Title } from './page-layout';
import { pageFrom } from './page-param';

const STATUS_LABELS: Record<SubscriptionStatus, MessageDescriptor> = {
  pending: m.statusPending,
  confirmed: m.statusConfirmed,
  unsubscribed: m.statusUnsubscribed,
};
const STATUSES = Object.keys(STATUS_LABELS) as SubscriptionStatus[];

const Block = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.75rem;
  min-inline-size: 0;

  & > h2 {
    font-size: 1.125rem;
  }
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: 0.75rem;
  margin: 0;
`;

const Count = styled.div<{ $status: SubscriptionStatus | 'all' }>`
  display: grid;
  gap: 0.25rem;
  padding: 0.9rem 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid
    ${({ theme, $status }) =>
      $status === 'confirmed' ? theme.color.success : $status === 'pending' ? theme.color.warning : $status === 'unsubscribed' ? theme.color.borderStrong : theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.875rem;
    font-weight: 600;
  }

  & > dd {
    margin: 0;
    font-size: 1.5rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
`;

const StatusBadge = styled.span<{ $status: SubscriptionStatus }>`
  display: inline-block;
  padding-block: 0.1rem;
  padding-inline: 0.6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $status }) => ($status === 'confirmed' ? theme.color.accentSoft : $status === 'pending' ? theme.color.primarySoft : theme.color.bgAlt)};
  color: ${({ theme, $status }) => ($status === 'confirmed' ? theme.color.accent : $status === 'pending' ? theme.color.link : theme.color.textMuted)};
  font-size: 0.8125rem;
  font-weight: 700;
  white-space: nowrap;
`;

function Status({ status }: { status: SubscriptionStatus }) {
  const intl = useIntl();
  const label = STATUS_LABELS[status];
  return (
    <StatusBadge $status={status} data-status={status}>
      {label ? intl.formatMessage(label) : status}
    </StatusBadge>
  );
}

const COLUMNS: readonly Column<NewsletterSubscriberEntry>[] = [
  { id: 'email', header: m.newsletterEmail, cell: (row) => <Ltr>{row.email}</Ltr> },
  { id: 'locale', header: m.newsletterLocale, cell: (row) => <LanguageName code={row.locale} />, kind: 'nowrap' },
  { id: 'status', header: m.newsletterStatus, cell: (row) => <Status status={row.status} /> },
  { id: 'created', header: m.newsletterCreated, cell: (row) => <DateTime value={row.createdAt} />, kind: 'nowrap' },
  { id: 'confirmed', header: m.newsletterConfirmed, cell: (row) => <OptionalDate value={row.confirmedAt} none={m.notYet} />, kind: 'nowrap' },
  {
    id: 'unsubscribed',
    header: m.newsletterUnsubscribed,
    cell: (row) => <OptionalDate value={row.unsubscribedAt} none={m.notYet} />,
    kind: 'nowrap',
  },
];

/** `/{lang}/newsletter-admin`: every subscriber with their status, and how many are in each status. */
export function NewsletterAdminPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.newsletterDocumentTitle));
  const id = useId();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const result = useAdminNewsletterSubscribersQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  const counts = (result.currentData ?? result.data)?.counts;
  const total = (result.currentData ?? result.data)?.total;

  const setPage = useCallback((next: number) => setParams(next > 1 ? { page: String(next) } : {}, { replace: true }), [setParams]);

  return (
    <Page>
      <Title>{intl.formatMessage(m.newsletterTitle)}</Title>
      <Lead>{intl.formatMessage(m.newsletterLead)}</Lead>
      {counts && total !== undefined ? (
        <Block aria-labelledby={`${id}-counts`}>
          <h2 id={`${id}-counts`}>{intl.formatMessage(m.newsletterCounts)}</h2>
          <Counts data-testid="newsletter-counts">
            {STATUSES.map((status) => (
              <Count key={status} $status={status} data-count={status}>
                <dt>{intl.formatMessage(STATUS_LABELS[status])}</dt>
                <dd>{intl.formatNumber(counts[status])}</dd>
              </Count>
            ))}
            <Count $status="all" data-count="all">
              <dt>{intl.formatMessage(m.newsletterAll)}</dt>
              <dd>{intl.formatNumber(total)}</dd>
            </Count>
          </Counts>
        </Block>
      ) : null}
      <Block aria-labelledby={`${id}-list`}>
        <h2 id={`${id}-list`}>{intl.formatMessage(m.newsletterListTitle)}</h2>
        <PagedList
          labelledBy={`${id}-list`}
          result={result}
          columns={COLUMNS}
          rowKey={(row) => row.id}
          empty={m.newsletterEmpty}
          page={page}
          pageSize={PAGE_SIZE}
          onPage={setPage}
          testId="admin-newsletter"
        />
      </Block>
    </Page>
  );
}

import { useIntl } from 'react-intl';
import { FEEDBACK_TYPE_LABELS, type FeedbackType } from '../feedback';
import { useAdminFeedbackQuery, type FeedbackEntry } from './admin.api';
import { adminMessages as m } from './admin.messages';
import type { Column } from './AdminTable';
import { DateTime, Ltr, PAGE_SIZE, Placeholder, UserText } from './cells';
import { PagedList } from './PagedList';
import type { ListProps } from './list-props';

function TypeLabel({ type }: { type: string }) {
  const intl = useIntl();
  const label = FEEDBACK_TYPE_LABELS[type as FeedbackType];
  return <>{label ? intl.formatMessage(label) : type}</>;
}

function Rating({ rating }: { rating: number }) {
  const intl = useIntl();
  return <span data-rating={rating}>{intl.formatMessage(m.rating, { rating })}</span>;
}

const COLUMNS: readonly Column<FeedbackEntry>[] = [
  { id: 'type', header: m.feedbackType, cell: (row) => <TypeLabel type={row.type} />, kind: 'nowrap' },
  { id: 'title', header: m.feedbackTitle, cell: (row) => <UserText>{row.title}</UserText> },
  { id: 'description', header: m.feedbackDescription, cell: (row) => <UserText>{row.description}</UserText>, kind: 'long' },
  { id: 'rating', header: m.feedbackRating, cell: (row) => <Rating rating={row.rating} />, kind: 'nowrap' },
  { id: 'email', header: m.feedbackEmail, cell: (row) => (row.email ? <Ltr>{row.email}</Ltr> : <Placeholder text={m.notGiven} />) },
  { id: 'user', header: m.feedbackUser, cell: (row) => (row.userId ? <Ltr code>{row.userId}</Ltr> : <Placeholder text={m.visitor} />) },
  { id: 'date', header: m.feedbackDate, cell: (row) => <DateTime value={row.createdAt} />, kind: 'nowrap' },
];

export function FeedbackList({ labelledBy, page, onPage }: ListProps) {
  const result = useAdminFeedbackQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <PagedList
      labelledBy={labelledBy}
      result={result}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty={m.feedbackEmpty}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      testId="admin-feedback"
    />
  );
}

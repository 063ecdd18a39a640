import { useIntl, type MessageDescriptor } from 'react-intl';
import { Badge } from '../../shared/ui/Badge';
import { useAdminContactMessagesQuery, type ContactMessageEntry } from './admin.api';
import { adminMessages as m } from './admin.messages';
import type { Column } from './AdminTable';
import { DateTime, Ltr, PAGE_SIZE, Placeholder, UserText } from './cells';
import { PagedList } from './PagedList';
import type { ListProps } from './list-props';

const SUBJECT_LABELS: Record<string, MessageDescriptor> = {
  general: m.subjectGeneral,
  technical: m.subjectTechnical,
  feature: m.subjectFeature,
  bug: m.subjectBug,
  partnership: m.subjectPartnership,
  other: m.subjectOther,
};

function Subject({ subject }: { subject: string }) {
  const intl = useIntl();
  const label = SUBJECT_LABELS[subject];
  return <>{label ? intl.formatMessage(label) : subject}</>;
}

/** Priority e-mail support (Premium) or the community support everyone has; the list puts priority first. */
function Support({ priority }: { priority: boolean }) {
  const intl = useIntl();
  return priority ? <Badge data-testid="priority-badge">{intl.formatMessage(m.contactPriority)}</Badge> : <Placeholder text={m.contactCommunity} />;
}

const COLUMNS: readonly Column<ContactMessageEntry>[] = [
  { id: 'support', header: m.contactSupport, cell: (row) => <Support priority={row.priority} />, kind: 'nowrap' },
  { id: 'name', header: m.contactName, cell: (row) => <UserText>{row.name}</UserText> },
  { id: 'email', header: m.contactEmail, cell: (row) => <Ltr>{row.email}</Ltr> },
  { id: 'subject', header: m.contactSubject, cell: (row) => <Subject subject={row.subject} /> },
  { id: 'message', header: m.contactMessage, cell: (row) => <UserText>{row.message}</UserText>, kind: 'long' },
  { id: 'date', header: m.contactDate, cell: (row) => <DateTime value={row.createdAt} />, kind: 'nowrap' },
];

export function ContactMessagesList({ labelledBy, page, onPage }: ListProps) {
  const result = useAdminContactMessagesQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <PagedList
      labelledBy={labelledBy}
      result={result}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty={m.contactEmpty}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      testId="admin-contact"
    />
  );
}

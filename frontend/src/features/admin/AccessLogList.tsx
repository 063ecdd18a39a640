import { useIntl } from 'react-intl';
import { useAdminAccessLogQuery, type AccessLogEntry } from './admin.api';
import { adminMessages as m } from './admin.messages';
import type { Column } from './AdminTable';
import { DateTime, Ltr, PAGE_SIZE, Placeholder } from './cells';
import { PagedList } from './PagedList';
import type { ListProps } from './list-props';

function EventType({ type }: { type: string }) {
  const intl = useIntl();
  return <>{type === 'unauthorized_access' ? intl.formatMessage(m.accessUnauthorized) : type}</>;
}

const COLUMNS: readonly Column<AccessLogEntry>[] = [
  { id: 'path', header: m.accessPath, cell: (row) => <Ltr code>{row.path}</Ltr> },
  { id: 'type', header: m.accessType, cell: (row) => <EventType type={row.type} /> },
  { id: 'user', header: m.accessUser, cell: (row) => (row.userId ? <Ltr code>{row.userId}</Ltr> : <Placeholder text={m.visitor} />) },
  { id: 'occurred', header: m.accessOccurred, cell: (row) => <DateTime value={row.occurredAt} />, kind: 'nowrap' },
  { id: 'received', header: m.accessReceived, cell: (row) => <DateTime value={row.receivedAt} />, kind: 'nowrap' },
];

export function AccessLogList({ labelledBy, page, onPage }: ListProps) {
  const result = useAdminAccessLogQuery({ page, pageSize: PAGE_SIZE }, { refetchOnMountOrArgChange: true });
  return (
    <PagedList
      labelledBy={labelledBy}
      result={result}
      columns={COLUMNS}
      rowKey={(row) => row.id}
      empty={m.accessEmpty}
      page={page}
      pageSize={PAGE_SIZE}
      onPage={onPage}
      testId="admin-access-log"
    />
  );
}

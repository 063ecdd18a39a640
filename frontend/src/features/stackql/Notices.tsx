import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NoticeProvider as SharedNoticeProvider } from '../../shared/ui/Notices';
import { stackqlMessages as m } from './stackql.messages';

export { useNotify, type NoticeTone } from '../../shared/ui/Notices';

/** The query tool's notices ('Connection successful!', 'Connection deleted successfully'…). */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <SharedNoticeProvider dismissLabel={intl.formatMessage(m.dismiss)} testIdPrefix="stackql">
      {children}
    </SharedNoticeProvider>
  );
}

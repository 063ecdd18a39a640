import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NoticeProvider as SharedNoticeProvider } from '../../shared/ui/Notices';
import { analyticsMessages as m } from './analytics.messages';

export { useNotify, type NoticeTone } from '../../shared/ui/Notices';

/** The analytics pages' notices ('Site added', 'Tracking code copied.'); errors stay next to the form or button they concern. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <SharedNoticeProvider dismissLabel={intl.formatMessage(m.dismiss)} testIdPrefix="analytics">
      {children}
    </SharedNoticeProvider>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NoticeProvider as SharedNoticeProvider } from '../../shared/ui/Notices';
import { apiTestingMessages as m } from './api-testing.messages';

export { useNotify } from '../../shared/ui/Notices';

/** The hub's notices ('Saved to …', 'cURL command copied'…). */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <SharedNoticeProvider dismissLabel={intl.formatMessage(m.dismiss)} testIdPrefix="api-testing">
      {children}
    </SharedNoticeProvider>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NoticeProvider as SharedNoticeProvider } from '../../shared/ui/Notices';
import { snippetsMessages as m } from './snippets.messages';

export { useNotify } from '../../shared/ui/Notices';

/** The snippets pages' notices (copied, duplicated, deleted). */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <SharedNoticeProvider dismissLabel={intl.formatMessage(m.dismiss)} testIdPrefix="snippets">
      {children}
    </SharedNoticeProvider>
  );
}

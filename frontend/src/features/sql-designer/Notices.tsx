import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NoticeProvider as SharedNoticeProvider } from '../../shared/ui/Notices';
import { designerMessages as m } from './sql-designer.messages';

export { useNotify, type NoticeTone } from '../../shared/ui/Notices';

/** The designer's notices ('Schema saved', 'SQL copied to clipboard'), failures too: most come from a toolbar button with no form to hold them. */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <SharedNoticeProvider dismissLabel={intl.formatMessage(m.dismiss)} testIdPrefix="sql-designer">
      {children}
    </SharedNoticeProvider>
  );
}

import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { NoticeProvider as SharedNoticeProvider } from '../../shared/ui/Notices';
import { studioMessages as m } from './studio.messages';

export { useNotify } from '../../shared/ui/Notices';

/** The studio's notices ('Template saved', 'Erreur lors de la sauvegarde'…). */
export function NoticeProvider({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <SharedNoticeProvider dismissLabel={intl.formatMessage(m.dismiss)} testIdPrefix="studio">
      {children}
    </SharedNoticeProvider>
  );
}

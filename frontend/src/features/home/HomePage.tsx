import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { AuditTypes } from './AuditTypes';
import { HomeHero } from './HomeHero';
import { homeMessages as m } from './home.messages';
import { PlanTeasers } from './PlanTeasers';
import { SignupBand } from './SignupBand';
import { ToolFamilies } from './ToolFamilies';
import { Values } from './Values';

/** `shown` is false while the page is kept alive behind another one (KeepAliveHome). */
export function HomePage({ shown = true }: { shown?: boolean }) {
  const intl = useIntl();
  const signup = `/${intl.locale}/signup`;
  useDocumentTitle(intl.formatMessage(m.documentTitle), shown);

  return (
    <>
      <HomeHero signup={signup} />
      <ToolFamilies />
      <AuditTypes />
      <Values />
      <PlanTeasers />
      <SignupBand signup={signup} />
    </>
  );
}

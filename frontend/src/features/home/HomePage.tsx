import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { AuditTypes } from './AuditTypes';
import { HomeHero } from './HomeHero';
import { homeMessages as m } from './home.messages';
import { PlanTeasers } from './PlanTeasers';
import { SignupBand } from './SignupBand';
import { ToolFamilies } from './ToolFamilies';
import { Values } from './Values';

export function HomePage() {
  const intl = useIntl();
  const signup = `/${intl.locale}/signup`;
  useDocumentTitle(intl.formatMessage(m.documentTitle));

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

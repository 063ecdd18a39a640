import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { dashboardMessages as m } from '../layouts/dashboard.messages';

const Title = styled.h1`
  font-size: clamp(1.5rem, 4vw, 2rem);
  line-height: 1.25;
`;

/** Placeholder until the dashboard feature lands: a real heading so the layout can be seen and tested. */
export default function DashboardWelcome() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.welcomeDocumentTitle));
  return <Title>{intl.formatMessage(m.welcome)}</Title>;
}

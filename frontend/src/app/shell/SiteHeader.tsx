import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Container } from '../../shared/ui/Container';
import { LogoMark } from '../../shared/ui/LogoMark';
import { LanguageMenu } from './LanguageMenu';
import { shellMessages } from './shell.messages';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  background: ${({ theme }) => theme.color.headerBg};
  backdrop-filter: saturate(180%) blur(12px);
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(Container)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  min-block-size: 4rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  font-size: 1.1875rem;
  letter-spacing: -0.01em;
  text-decoration: none;
`;

const Wordmark = styled.span`
  /* The brand is Latin script in every language. */
  direction: ltr;
  unicode-bidi: isolate;
  font-family: ${({ theme }) => theme.font.body};
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
`;

const TrialLink = styled(ButtonLink)`
  @media (max-width: 30rem) {
    display: none;
  }
`;

export function SiteHeader() {
  const intl = useIntl();
  return (
    <Bar>
      <Inner>
        <Brand to={`/${intl.locale}`} aria-label={intl.formatMessage(shellMessages.homeLink)} data-testid="site-logo">
          <LogoMark size={32} />
          <Wordmark>StackLens</Wordmark>
        </Brand>
        <Actions>
          <LanguageMenu />
          <TrialLink to={`/${intl.locale}/signup`} $variant="primary" $size="md">
            {intl.formatMessage(shellMessages.startTrial)}
          </TrialLink>
        </Actions>
      </Inner>
    </Bar>
  );
}

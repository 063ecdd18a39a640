import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Container } from '../../shared/ui/Container';
import { Icon } from '../../shared/ui/Icon';
import { errorMessages } from './errors.messages';

const Section = styled(Container)`
  display: grid;
  justify-items: start;
  gap: 1.25rem;
  padding-block: clamp(3rem, 10vw, 7rem);
  max-inline-size: 48rem;
`;

const Code = styled.p`
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: 0.875rem;
`;

const Title = styled.h1`
  font-size: clamp(1.75rem, 5vw, 2.5rem);
  line-height: 1.2;
  overflow-wrap: anywhere;
`;

const Path = styled.code`
  /* Paths are read left to right even inside right-to-left text. */
  direction: ltr;
  unicode-bidi: isolate;
  font-size: 0.85em;
  padding-inline: 0.3em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primarySoft};
`;

const Body = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 1.125rem;
`;

export function NotFoundPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  useDocumentTitle(intl.formatMessage(errorMessages.notFoundDocumentTitle));

  return (
    <Section>
      <Code>{intl.formatMessage(errorMessages.notFoundCode)}</Code>
      <Title>
        <FormattedMessage {...errorMessages.notFoundTitle} values={{ path: <Path dir="ltr">{pathname}</Path> }} />
      </Title>
      <Body>{intl.formatMessage(errorMessages.notFoundBody)}</Body>
      <ButtonLink to={`/${intl.locale}`} $variant="primary" $size="md">
        <Icon name="arrowBack" size={18} directional />
        {intl.formatMessage(errorMessages.notFoundHome)}
      </ButtonLink>
    </Section>
  );
}

import { FormattedMessage, useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Icon } from '../../shared/ui/Icon';
import { ErrorFrame, ErrorText, ErrorTitle } from './error-layout';
import { errorMessages } from './errors.messages';

const Code = styled.p`
  color: ${({ theme }) => theme.color.accent};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  font-size: 0.875rem;
`;

const Title = styled(ErrorTitle)`
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

export function NotFoundPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  useDocumentTitle(intl.formatMessage(errorMessages.notFoundDocumentTitle));

  return (
    <ErrorFrame>
      <Code>{intl.formatMessage(errorMessages.notFoundCode)}</Code>
      <Title>
        <FormattedMessage {...errorMessages.notFoundTitle} values={{ path: <Path dir="ltr">{pathname}</Path> }} />
      </Title>
      <ErrorText>{intl.formatMessage(errorMessages.notFoundBody)}</ErrorText>
      <ButtonLink to={`/${intl.locale}`} $variant="primary" $size="md">
        <Icon name="arrowBack" size={18} directional />
        {intl.formatMessage(errorMessages.notFoundHome)}
      </ButtonLink>
    </ErrorFrame>
  );
}

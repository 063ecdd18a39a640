import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { ButtonLink } from '../../../shared/ui/ButtonLink';
import { analysisMessages as m } from './analysis.messages';

const Box = styled.div`
  display: grid;
  gap: 0.6rem;
  justify-items: start;
  padding-block: 0.9rem;
  padding-inline: 1rem;
  border: 1px dashed ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.primarySoft};

  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** docs/product.md §10.2: premium database features show a 'Premium Feature' notice with an upgrade button. */
export function PremiumNotice({ testId, body }: { testId: string; body?: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Box data-testid={testId} role="note">
      <strong>{t(m.premiumTitle)}</strong>
      <p>{body ?? t(m.premiumBody)}</p>
      <ButtonLink to={`/${intl.locale}/pricing`} $variant="primary" $size="md" data-testid={`${testId}-upgrade`}>
        {t(m.premiumUpgrade)}
      </ButtonLink>
    </Box>
  );
}

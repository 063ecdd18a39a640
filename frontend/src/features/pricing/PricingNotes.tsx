import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '../../shared/ui/Container';
import { Icon } from '../../shared/ui/Icon';
import { usePublicPlansQuery } from './pricing.api';
import { pricingMessages as m } from './pricing.messages';

const Boxes = styled(Container)`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  padding-block: 1.5rem clamp(3rem, 8vw, 5rem);
`;

const Box = styled.section<{ $tone: 'primary' | 'accent' }>`
  display: grid;
  align-content: start;
  gap: 0.75rem;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accentSoft : theme.color.primarySoft)};

  & > h2 {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    font-size: 1.25rem;
  }

  & > h2 > svg {
    color: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent : theme.color.link)};
  }

  & ul {
    display: grid;
    gap: 0.6rem;
    margin: 0;
    padding-inline-start: 1.25rem;
  }
`;

const Code = styled.code`
  padding-inline: 0.35em;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 700;
  direction: ltr;
  unicode-bidi: isolate;
`;

/** The money-back guarantee and the discounts, under the plans. */
export function PricingNotes() {
  const intl = useIntl();
  const t = intl.formatMessage;
  // The public code is configuration (PROMO_PUBLIC_CODE) and both percents are the server's: it names them.
  const plans = usePublicPlansQuery();
  const promo = plans.data?.publicPromo;
  const studentPercent = plans.data?.studentDiscountPercent;

  return (
    <Boxes>
      <Box $tone="accent" aria-labelledby="pricing-guarantee-title" data-testid="guarantee">
        <h2 id="pricing-guarantee-title">
          <Icon name="shield" />
          {t(m.guaranteeTitle)}
        </h2>
        <p>{t(m.guaranteeBody)}</p>
      </Box>
      <Box $tone="primary" aria-labelledby="pricing-discount-title">
        <h2 id="pricing-discount-title">
          <Icon name="sparkle" />
          {t(m.discountTitle)}
        </h2>
        <ul>
          {promo ? (
            <li data-testid="public-discount">
              {intl.formatMessage(m.publicDiscount, {
                percent: promo.percent,
                code: <Code key="code">{promo.code}</Code>,
              })}
            </li>
          ) : null}
          {studentPercent !== undefined ? (
            <li>
              {intl.formatMessage(m.studentDiscount, { percent: studentPercent })} <Link to={`/${intl.locale}/contact`}>{t(m.contactLink)}</Link>
            </li>
          ) : null}
        </ul>
      </Box>
    </Boxes>
  );
}

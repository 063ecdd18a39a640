import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { CHARGE_CURRENCY, displayAmount } from '../../shared/pricing';
import { Badge } from '../../shared/ui/Badge';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Card, CardGrid } from '../../shared/ui/Card';
import { Icon } from '../../shared/ui/Icon';
import { homeMessages as m } from './home.messages';
import { HomeSection } from './HomeSection';
import { useHomePlans } from './home-plans.api';

/** Plan names stay as they are in every language (product names). */
const PLAN_TEASERS = [
  { plan: 'standard', name: 'Standard', body: m.pricingStandardBody },
  { plan: 'premium', name: 'Premium', body: m.pricingPremiumBody },
] as const;

const PlanTeaser = styled(Card)`
  gap: 0.5rem;

  & h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    font-size: 1.25rem;
  }
`;

const Price = styled.p`
  && {
    color: ${({ theme }) => theme.color.text};
    font-size: 2rem;
    font-weight: 700;
    line-height: 1.2;
  }

  & small {
    margin-inline-start: 0.4rem;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9375rem;
    font-weight: 500;
  }
`;

const Centered = styled.p`
  margin-block-start: 1.5rem;
  text-align: center;
`;

/** The two plans in brief, and the way to the pricing page. */
export function PlanTeasers() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const prices = useHomePlans();
  const price = (plan: 'standard' | 'premium') => {
    const cents = prices?.find((p) => p.id === plan)?.priceCents;
    // Until the server answers (or if it cannot), the card keeps its place with a dash rather than a stale figure.
    return cents === undefined ? '–' : intl.formatNumber(displayAmount(cents, 1), { style: 'currency', currency: CHARGE_CURRENCY, maximumFractionDigits: 0 });
  };

  return (
    <HomeSection titleId="pricing-title" title={t(m.pricingTitle)} lead={t(m.pricingLead)} alt testId="home-pricing">
      <CardGrid $min="16rem">
        {PLAN_TEASERS.map(({ plan, name, body }) => (
          <PlanTeaser as="li" key={plan} $featured={plan === 'premium'}>
            <h3>
              {name}
              {plan === 'premium' ? <Badge>{t(m.pricingPopular)}</Badge> : null}
            </h3>
            <Price>
              {price(plan)}
              <small>{t(m.pricingOneTime)}</small>
            </Price>
            <p>{t(body)}</p>
          </PlanTeaser>
        ))}
      </CardGrid>
      <Centered>
        <ButtonLink to={`/${intl.locale}/pricing`} $variant="secondary" $size="md" data-testid="home-pricing-link">
          {t(m.pricingCompare)}
          <Icon name="arrow" size={18} directional />
        </ButtonLink>
      </Centered>
    </HomeSection>
  );
}

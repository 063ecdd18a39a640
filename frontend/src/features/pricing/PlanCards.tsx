import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { planOf, selectSessionUser } from '../../app/auth.slice';
import { useAppSelector } from '../../app/hooks';
import type { PlanStatus } from '../../app/session/token-claims';
import type { PlansResponse } from '../../../../src/modules/billing/contract.js';
import { PLAN_FEATURES, type PlanId } from '../../../../src/shared/billing/index.js';
import { displayAmount, type Currency } from '../../shared/pricing';
import { Badge } from '../../shared/ui/Badge';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Card } from '../../shared/ui/Card';
import { CheckList } from '../../shared/ui/CheckList';
import { Container } from '../../shared/ui/Container';
import { Icon } from '../../shared/ui/Icon';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { planFeatureIds } from './plan-rows';
import { FEATURE_LABELS, PLANS } from './plans';
import { pricingMessages as m } from './pricing.messages';

const Plans = styled(Container)`
  display: grid;
  gap: 1.25rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 17rem), 1fr));
  align-items: stretch;
  padding-block: 1.5rem;
`;

const PlanCard = styled(Card)`
  position: relative;
  grid-template-rows: auto auto auto 1fr auto;
  align-content: normal;
  gap: 1rem;
  padding: 1.75rem 1.5rem;
  ${({ theme, $featured }) => ($featured ? `box-shadow: ${theme.shadow.lg};` : '')}

  & > h3 {
    font-size: 1.375rem;
  }
`;

const PopularBadge = styled(Badge)`
  position: absolute;
  inset-block-start: -0.85rem;
  inset-inline-end: 1.25rem;
`;

const Price = styled.div`
  display: grid;
  gap: 0.25rem;

  & > strong {
    font-size: 2.5rem;
    line-height: 1.1;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }

  & > span {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9375rem;
  }
`;

const Indicative = styled.span`
  && {
    color: ${({ theme }) => theme.color.warning};
    font-weight: 600;
  }
`;

const Current = styled.p`
  && {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.4rem;
    min-block-size: 2.75rem;
    border: 1px dashed ${({ theme }) => theme.color.borderStrong};
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
    font-weight: 600;
  }
`;

/** Where a signed-in user stands against a card: theirs, below theirs, or above it (docs/product.md, "Plans"). */
type Standing = 'visitor' | 'current' | 'included' | 'upgrade';

const RANK: Record<PlanStatus, number> = { free: 0, trial: 1, standard: 2, premium: 3 };

function standing(status: PlanStatus | null, card: 'trial' | PlanId): Standing {
  if (status === null) return 'visitor';
  if (card === status) return 'current';
  // The trial is below every paid plan, and a free account's trial is behind it: neither is offered again.
  if (card === 'trial' || RANK[card] < RANK[status]) return 'included';
  return 'upgrade';
}

const Pending = styled.span`
  && {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** Each card's list, from the plans' feature table. */
const CARD_FEATURES: Readonly<Record<PlanId, readonly MessageDescriptor[]>> = {
  standard: planFeatureIds('standard', PLAN_FEATURES).map((id) => FEATURE_LABELS[id]),
  premium: planFeatureIds('premium', PLAN_FEATURES).map((id) => FEATURE_LABELS[id]),
};

interface PlanCardsProps {
  /** The server's prices in euro cents (GET /api/payment/plans); undefined while they load or after they failed to. */
  prices: PlansResponse['plans'] | undefined;
  currency: Currency;
  /** Units of `currency` per euro. */
  rate: number;
  converted: boolean;
}

/**
 * The trial and the two plans side by side, each with its price in the chosen currency. A signed-in user
 * sees "Current plan" on theirs and "Upgrade" on those above it, never "Start the free trial".
 */
export function PlanCards({ prices, currency, rate, converted }: PlanCardsProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const status = planOf(useAppSelector(selectSessionUser));

  const settled = (card: 'trial' | PlanId) => {
    const where = standing(status, card);
    if (where === 'current')
      return (
        <Current data-testid={`plan-${card}-current`}>
          <Icon name="check" size={16} />
          {t(m.currentPlan)}
        </Current>
      );
    if (where === 'included') return <Current data-testid={`plan-${card}-included`}>{t(m.includedInPlan)}</Current>;
    return null;
  };

  const money = (plan: PlanId) => {
    const cents = prices?.find((p) => p.id === plan)?.priceCents;
    if (cents === undefined)
      return (
        <Pending>
          <span aria-hidden="true">–</span>
          <VisuallyHidden>{t(m.priceUnavailable)}</VisuallyHidden>
        </Pending>
      );
    return intl.formatNumber(displayAmount(cents, rate), { style: 'currency', currency, maximumFractionDigits: 0, minimumFractionDigits: 0 });
  };

  return (
    <section aria-labelledby="pricing-plans-title">
      <VisuallyHidden as="h2" id="pricing-plans-title">
        {t(m.plansTitle)}
      </VisuallyHidden>
      <Plans>
        <PlanCard $raised aria-labelledby="plan-trial-name">
          <h3 id="plan-trial-name">{t(m.trialName)}</h3>
          <Price>
            <strong>{t(m.trialPrice)}</strong>
            <span>{t(m.trialTerms)}</span>
          </Price>
          <p>{t(m.trialBody)}</p>
          <span />
          {settled('trial') ?? (
            <ButtonLink to={`/${intl.locale}/signup`} $variant="secondary" $size="md" data-testid="plan-trial-cta">
              {t(m.trialCta)}
            </ButtonLink>
          )}
        </PlanCard>
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} $raised $featured={plan.popular} aria-labelledby={`plan-${plan.id}-name`} data-testid={`plan-${plan.id}`}>
            {plan.popular && <PopularBadge $size="md">{t(m.popular)}</PopularBadge>}
            <h3 id={`plan-${plan.id}-name`}>{plan.name}</h3>
            <Price>
              <strong data-testid={`price-${plan.id}`} aria-busy={prices === undefined}>
                {money(plan.id)}
              </strong>
              <span>{t(m.oneTime)}</span>
              {converted && <Indicative>{t(m.indicativeShort)}</Indicative>}
            </Price>
            <p>{t(plan.body)}</p>
            <CheckList $gap="0.55rem" $divided $small>
              {CARD_FEATURES[plan.id].map((label) => (
                <li key={label.id}>
                  <Icon name="check" size={16} />
                  <span>{t(label)}</span>
                </li>
              ))}
            </CheckList>
            {settled(plan.id) ?? (
              <ButtonLink to={`/${intl.locale}/checkout?plan=${plan.id}`} $variant={plan.popular ? 'primary' : 'secondary'} $size="md" data-testid={`plan-${plan.id}-cta`}>
                {t(status === null ? m.buy : m.upgrade)}
                <VisuallyHidden> {plan.name}</VisuallyHidden>
              </ButtonLink>
            )}
          </PlanCard>
        ))}
      </Plans>
    </section>
  );
}

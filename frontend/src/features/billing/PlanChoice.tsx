import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Badge } from '../../shared/ui/Badge';
import type { PlanId } from './billing.api';
import { billingMessages as m } from './billing.messages';
import { Ltr, PLAN_NAMES, useEuros } from './billing-ui';

const Options = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  padding-block-start: 0.75rem;
`;

const Option = styled.label<{ $checked: boolean; $disabled: boolean }>`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: start;
  gap: 0.35rem 0.65rem;
  padding: 1rem;
  border: 2px solid ${({ theme, $checked }) => ($checked ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $checked }) => ($checked ? theme.color.primarySoft : theme.color.bg)};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.65 : 1)};

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  & > input {
    margin-block-start: 0.3rem;
    inline-size: 1.1rem;
    block-size: 1.1rem;
    accent-color: ${({ theme }) => theme.color.primary};
  }

  & > strong {
    font-size: 1.125rem;
  }

  & > span:last-of-type {
    grid-column: 2 / -1;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.9rem;
  }
`;

const Price = styled.span`
  display: grid;
  justify-items: end;
  font-weight: 800;
  font-size: 1.125rem;

  & > small {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: 0.75rem;
    font-weight: 500;
  }
`;

const Best = styled(Badge)`
  position: absolute;
  inset-block-start: -0.7rem;
  inset-inline-end: 1rem;
`;

interface PlanChoiceProps {
  plans: readonly { id: PlanId; priceCents: number }[];
  selected: PlanId;
  owned: (plan: PlanId) => boolean;
  disabled: boolean;
  onSelect: (plan: PlanId) => void;
}

/** Standard or Premium, Premium marked as the best choice (docs/product.md, "Screens"). */
export function PlanChoice({ plans, selected, owned, disabled, onSelect }: PlanChoiceProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const euros = useEuros();
  return (
    <Options role="radiogroup" aria-label={t(m.planLegend)}>
      {plans.map((plan) => {
        const has = owned(plan.id);
        return (
          <Option key={plan.id} $checked={selected === plan.id} $disabled={has || disabled} data-testid={`checkout-plan-${plan.id}`}>
            {plan.id === 'premium' ? <Best data-testid="best-choice">{t(m.bestChoice)}</Best> : null}
            <input type="radio" name="plan" value={plan.id} checked={selected === plan.id} disabled={has || disabled} onChange={() => onSelect(plan.id)} />
            <strong>{PLAN_NAMES[plan.id]}</strong>
            <Price>
              <Ltr>{euros(plan.priceCents)}</Ltr>
              <small>{t(m.oneTime)}</small>
            </Price>
            <span>{has ? t(m.owned) : t(plan.id === 'premium' ? m.premiumBody : m.standardBody)}</span>
          </Option>
        );
      })}
    </Options>
  );
}

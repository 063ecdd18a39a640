import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { billingMessages as m, testProviderMessages as tm } from './billing.messages';

/** Integer euro cents as the reader writes money (charged in EUR only: docs/product.md, "Plans"). */
export function useEuros(): (cents: number) => string {
  const intl = useIntl();
  return (cents) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
}

export const PLAN_NAMES = { standard: 'Standard', premium: 'Premium' } as const;

/** A page of one centred card (payment results, the test provider's pages). */
export const Narrow = styled.div`
  display: grid;
  justify-items: center;
  padding-block: clamp(1.5rem, 6vw, 4rem);
  padding-inline: ${({ theme }) => theme.layout.gutter};
`;

export const ResultCard = styled.section`
  display: grid;
  gap: 1.25rem;
  inline-size: min(100%, 34rem);
  padding: clamp(1.25rem, 5vw, 2.25rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  & > h1 {
    font-size: clamp(1.375rem, 5vw, 1.75rem);
    line-height: 1.3;
  }
`;

const TestBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  justify-self: start;
  padding-block: 0.2rem;
  padding-inline: 0.7rem;
  border: 1px dashed ${({ theme }) => theme.color.warning};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme }) => theme.color.warning};
  font-size: 0.8125rem;
  font-weight: 700;
  text-transform: uppercase;
  letter-spacing: 0.04em;

  &:lang(ar),
  &:lang(zh) {
    text-transform: none;
    letter-spacing: normal;
  }
`;

const TestNote = styled.div`
  display: grid;
  gap: 0.4rem;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bgAlt};
  border-inline-start: 4px solid ${({ theme }) => theme.color.warning};
  font-size: 0.9375rem;
`;

/** The label every page of the local test provider carries (billing README, "Test mode"). */
export function TestModeNotice({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <TestNote data-testid="test-mode">
      <TestBadge>
        <Icon name="sparkle" size={14} />
        {intl.formatMessage(m.testMode)}
      </TestBadge>
      <span>{children ?? intl.formatMessage(tm.noRealMoney)}</span>
    </TestNote>
  );
}

/** Amounts, numbers and card digits keep their left-to-right order in Arabic. */
export const Ltr = styled.bdi.attrs({ dir: 'ltr' })`
  font-variant-numeric: tabular-nums;
`;

/** The Latin names and card numbers the billing sentences quote as they are (the messages' descriptions say so). */
const QUOTED_LATIN = /(3-D Secure|PayPal|Stripe|\d{4}(?: \d{4}){3})/;

/**
 * A translated sentence with each quoted Latin name and card number isolated as a left-to-right run: in
 * Arabic the bidirectional algorithm otherwise moves the "3" of "3-D Secure" after "Secure" and reverses
 * the groups of a card number.
 */
export function isolateLatin(sentence: string): ReactNode {
  const parts = sentence.split(QUOTED_LATIN);
  if (parts.length === 1) return sentence;
  // split with a capturing group: the quoted names are at the odd places.
  return parts.map((part, index) => (index % 2 === 1 ? <Ltr key={index}>{part}</Ltr> : part));
}

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.5rem 1rem;
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > dd {
    margin: 0;
    font-weight: 600;
    text-align: end;
  }
`;

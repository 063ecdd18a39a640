import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { CHARGE_CURRENCY, type Currency } from '../../shared/pricing';
import { Button } from '../../shared/ui/Button';
import { Eyebrow } from '../../shared/ui/Eyebrow';
import { Heading, Lead } from '../../shared/ui/Heading';
import { Hero } from '../../shared/ui/Hero';
import { CompareTable } from './CompareTable';
import { CurrencyPicker } from './CurrencyPicker';
import { PlanCards } from './PlanCards';
import { pricingMessages as m } from './pricing.messages';
import { PricingNotes } from './PricingNotes';
import { usePublicPlansQuery } from './pricing.api';

const CurrencyNote = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

const PricesFailed = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 1rem;
  padding-block: 0.6rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-inline-start: 4px solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  font-weight: 600;
`;

export function PricingPage() {
  const t = useIntl().formatMessage;
  useDocumentTitle(t(m.documentTitle));
  // Prices and display rates are configuration (billing README, "Plans"): the page shows what the server answers.
  const plans = usePublicPlansQuery();
  const [chosen, setCurrency] = useState<Currency>(CHARGE_CURRENCY);
  const currencies = plans.data?.displayCurrencies ?? [{ code: CHARGE_CURRENCY, rate: 1 }];
  // A currency the server no longer lists falls back to the one charged.
  const display = currencies.find((c) => c.code === chosen) ?? currencies[0]!;
  const converted = display.code !== CHARGE_CURRENCY;
  const failed = plans.isError && !plans.data;

  return (
    <>
      <Hero $align="center">
        <Eyebrow>{t(m.eyebrow)}</Eyebrow>
        <Heading $size="xl">{t(m.title)}</Heading>
        <Lead $measure="40rem">{t(m.lead)}</Lead>
        <CurrencyPicker currencies={currencies.map((c) => c.code)} currency={display.code} onChange={setCurrency} />
        <CurrencyNote aria-live="polite">{t(converted ? m.indicativeNote : m.chargedInEur)}</CurrencyNote>
        {failed ? (
          <PricesFailed role="alert" data-testid="prices-failed">
            <span>{t(m.pricesFailed)}</span>
            <Button type="button" $variant="secondary" $size="md" onClick={() => void plans.refetch()} disabled={plans.isFetching} data-testid="prices-retry">
              {t(m.pricesRetry)}
            </Button>
          </PricesFailed>
        ) : plans.isLoading ? (
          <CurrencyNote role="status" data-testid="prices-loading">
            {t(m.pricesLoading)}
          </CurrencyNote>
        ) : null}
      </Hero>
      <PlanCards prices={plans.data?.plans} currency={display.code} rate={display.rate} converted={converted} />
      <CompareTable />
      <PricingNotes />
    </>
  );
}

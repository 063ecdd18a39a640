import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { CHARGE_CURRENCY, type Currency } from '../../shared/pricing';
import { Eyebrow } from '../../shared/ui/Eyebrow';
import { Heading, Lead } from '../../shared/ui/Heading';
import { Hero } from '../../shared/ui/Hero';
import { CompareTable } from './CompareTable';
import { CurrencyPicker } from './CurrencyPicker';
import { PlanCards } from './PlanCards';
import { pricingMessages as m } from './pricing.messages';
import { PricingNotes } from './PricingNotes';

const CurrencyNote = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

export function PricingPage() {
  const t = useIntl().formatMessage;
  useDocumentTitle(t(m.documentTitle));
  const [currency, setCurrency] = useState<Currency>(CHARGE_CURRENCY);
  const converted = currency !== CHARGE_CURRENCY;

  return (
    <>
      <Hero $align="center">
        <Eyebrow>{t(m.eyebrow)}</Eyebrow>
        <Heading $size="xl">{t(m.title)}</Heading>
        <Lead $measure="40rem">{t(m.lead)}</Lead>
        <CurrencyPicker currency={currency} onChange={setCurrency} />
        <CurrencyNote aria-live="polite">{t(converted ? m.indicativeNote : m.chargedInEur)}</CurrencyNote>
      </Hero>
      <PlanCards currency={currency} converted={converted} />
      <CompareTable />
      <PricingNotes />
    </>
  );
}

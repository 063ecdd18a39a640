import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { CURRENCIES, type Currency } from '../../shared/pricing';
import { Segment, Segments } from '../../shared/ui/Segments';
import { pricingMessages as m } from './pricing.messages';

const CURRENCY_LABELS: Record<Currency, MessageDescriptor> = {
  EUR: m.currencyEUR,
  USD: m.currencyUSD,
  GBP: m.currencyGBP,
};

const Fieldset = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 0.5rem 0.75rem;
  margin: 0;
  margin-block-start: 0.5rem;
  padding: 0;
  border: 0;

  & > legend {
    float: inline-start;
    margin-inline-end: 0.25rem;
    padding: 0;
    font-weight: 600;
  }
`;

/** The currency prices are shown in; the charge is always in euros. */
export function CurrencyPicker({ currency, onChange }: { currency: Currency; onChange: (currency: Currency) => void }) {
  const t = useIntl().formatMessage;

  return (
    <Fieldset>
      <legend>{t(m.currencyLegend)}</legend>
      <Segments $shape="pill">
        {CURRENCIES.map((code) => (
          <Segment $shape="pill" key={code}>
            <input
              type="radio"
              name="currency"
              value={code}
              checked={currency === code}
              onChange={() => onChange(code)}
              aria-label={t(CURRENCY_LABELS[code])}
              data-testid={`currency-${code}`}
            />
            <span aria-hidden="true">{code}</span>
          </Segment>
        ))}
      </Segments>
    </Fieldset>
  );
}

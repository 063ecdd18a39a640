import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { Currency } from '../../shared/pricing';
import { Segment, Segments } from '../../shared/ui/Segments';
import { pricingMessages as m } from './pricing.messages';

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

/**
 * The currency prices are shown in, among those the server lists (`DISPLAY_CURRENCY_RATES`); the charge is
 * always in euros. Each is named in the page's language by the browser's own currency names.
 */
export function CurrencyPicker({ currencies, currency, onChange }: { currencies: readonly Currency[]; currency: Currency; onChange: (currency: Currency) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;

  return (
    <Fieldset>
      <legend>{t(m.currencyLegend)}</legend>
      <Segments $shape="pill">
        {currencies.map((code) => (
          <Segment $shape="pill" key={code}>
            <input
              type="radio"
              name="currency"
              value={code}
              checked={currency === code}
              onChange={() => onChange(code)}
              aria-label={intl.formatDisplayName(code, { type: 'currency' }) ?? code}
              data-testid={`currency-${code}`}
            />
            <span aria-hidden="true">{code}</span>
          </Segment>
        ))}
      </Segments>
    </Fieldset>
  );
}

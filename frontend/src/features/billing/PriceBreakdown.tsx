import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Banner } from '../../shared/ui/form';
import type { PlanId, TaxDetails, VatNotice } from './billing.api';
import { billingMessages as m } from './billing.messages';
import { Ltr, PLAN_NAMES, useEuros } from './billing-ui';

const Rows = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: 0.55rem 1rem;
  margin: 0;

  & > dt {
    color: ${({ theme }) => theme.color.textMuted};
  }

  & > dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  & > .total {
    padding-block-start: 0.75rem;
    border-block-start: 1px solid ${({ theme }) => theme.color.border};
    color: ${({ theme }) => theme.color.text};
    font-size: 1.25rem;
    font-weight: 800;
  }
`;

const Mention = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
`;

const NOTICES: Record<Exclude<VatNotice, null>, MessageDescriptor> = {
  'vat-number-invalid': m.noticeInvalid,
  'vies-unavailable': m.noticeUnavailable,
  'vat-number-format': m.noticeFormat,
  'vat-number-country': m.noticeCountry,
};

function vatLabel(details: TaxDetails): MessageDescriptor {
  if (details.reverseCharge) return m.vatReverse;
  if (details.isVatExempt) return m.vatOutside;
  return m.vat;
}

/** Base, discount, VAT rate and amount, total, in EUR: the server's figures, never the browser's. */
export function PriceBreakdown({ plan, details, busy }: { plan: PlanId; details: TaxDetails; busy: boolean }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const euros = useEuros();
  return (
    <div aria-busy={busy} data-testid="price-breakdown">
      <Rows>
        <dt>{t(m.base, { plan: PLAN_NAMES[plan] })}</dt>
        <dd data-testid="breakdown-base">
          <Ltr>{euros(details.baseAmount)}</Ltr>
        </dd>
        {details.discountAmount > 0 ? (
          <>
            <dt>{t(m.discount, { percent: details.discountPercent })}</dt>
            <dd data-testid="breakdown-discount">
              <Ltr>−{euros(details.discountAmount)}</Ltr>
            </dd>
            <dt>{t(m.net)}</dt>
            <dd>
              <Ltr>{euros(details.netAmount)}</Ltr>
            </dd>
          </>
        ) : null}
        <dt data-testid="breakdown-vat-label">{t(vatLabel(details), { rate: intl.formatNumber(details.taxRate) })}</dt>
        <dd data-testid="breakdown-vat">
          <Ltr>{euros(details.taxAmount)}</Ltr>
        </dd>
        <dt className="total">{t(m.total)}</dt>
        <dd className="total" data-testid="breakdown-total">
          <Ltr>{euros(details.totalAmount)}</Ltr>
        </dd>
      </Rows>
      <Mention>{t(m.chargedInEur)}</Mention>
      {details.legalMention ? (
        <Mention lang="fr" dir="ltr" data-testid="breakdown-mention">
          {details.legalMention}
        </Mention>
      ) : null}
      {details.notice ? (
        <Banner $tone="info" role="status" data-testid="vat-notice">
          {t(NOTICES[details.notice])}
        </Banner>
      ) : null}
    </div>
  );
}

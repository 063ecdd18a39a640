import { useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Actions } from '../../shared/ui/Actions';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Banner } from '../../shared/ui/form';
import { useConfirmPaymentMutation } from './billing.api';
import { billingProblem } from './billing-errors';
import { billingMessages as bm, resultMessages as m } from './billing.messages';
import { isolateLatin, Narrow, ResultCard } from './billing-ui';
import { lastErrorMessage } from './PaymentSuccessPage';

/**
 * `/{lang}/payment/3ds-return`: where the bank's 3-D Secure check sends the customer back, with the
 * PaymentIntent in the query. The page asks the server, which asks the provider (never the query's
 * `redirect_status`), and goes on to the success page, or says why the payment did not go through.
 */
export function ThreeDsReturnPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.successTitle));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const intent = params.get('payment_intent');
  const [confirm] = useConfirmPaymentMutation();
  const [failure, setFailure] = useState<MessageDescriptor | null>(intent ? null : m.orderMissing);
  const asked = useRef<string | null>(null);
  const lang = intl.locale;

  useEffect(() => {
    if (!intent || asked.current === intent) return;
    asked.current = intent;
    confirm({ paymentIntentId: intent })
      .unwrap()
      .then((order) => {
        const settling = order.status === 'pending_payment' && !order.lastError && (order.providerStatus === 'processing' || order.providerStatus === 'succeeded');
        if (order.status === 'paid' || settling) void navigate(`/${lang}/payment/success?order=${order.id}`, { replace: true });
        else if (order.status === 'pending_payment') setFailure(order.lastError ? lastErrorMessage(order.lastError) : bm.errorAuthentication);
        else setFailure(m.notPaid);
      })
      .catch((error: unknown) => setFailure(billingProblem(error).code === 'BILLING_ORDER_NOT_FOUND' ? m.orderMissing : billingProblem(error).message));
  }, [intent, confirm, navigate, lang]);

  return (
    <Narrow>
      <ResultCard aria-labelledby="secure-return-title">
        <h1 id="secure-return-title">{t(m.secureTitle)}</h1>
        {failure ? (
          <>
            <Banner $tone="danger" role="alert" data-testid="secure-return-error">
              {isolateLatin(t(failure))}
            </Banner>
            <Actions>
              <ButtonLink to={`/${lang}/checkout`} $variant="primary" $size="md" data-testid="back-to-checkout">
                {t(m.backToCheckout)}
              </ButtonLink>
            </Actions>
          </>
        ) : (
          <p role="status" aria-busy="true" data-testid="payment-confirming">
            {t(m.confirming)}
          </p>
        )}
      </ResultCard>
    </Narrow>
  );
}

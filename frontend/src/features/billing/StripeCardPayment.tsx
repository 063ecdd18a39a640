import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useTheme } from 'styled-components';
import { Banner } from '../../shared/ui/form';
import { Button } from '../../shared/ui/Button';
import { billingMessages as m } from './billing.messages';
import type { CardPaymentProps, StartedCard } from './card-payment';
import { billingProblem } from './billing-errors';
import { PayRow } from './TestCardForm';

/**
 * The card step with real Stripe keys: the Payment Element in Stripe's own frame (card details never
 * reach our servers), 3-D Secure handled by Stripe.js, which comes back to our return page when the
 * bank needs a redirect. This module and Stripe's libraries load only on the checkout, and only then.
 */
let stripeLoad: { key: string; promise: Promise<Stripe | null> } | null = null;
function stripeFor(key: string): Promise<Stripe | null> {
  if (stripeLoad?.key !== key) stripeLoad = { key, promise: loadStripe(key) };
  return stripeLoad.promise;
}

export default function StripeCardPayment(props: CardPaymentProps & { publishableKey: string }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const theme = useTheme();
  const { ready, start, onProblem, onLocked, publishableKey, problem } = props;
  const [started, setStarted] = useState<(StartedCard & { stripe: Stripe }) | null>(null);
  const [busy, setBusy] = useState(false);

  const open = async () => {
    if (busy || !ready()) return;
    onProblem(null);
    setBusy(true);
    try {
      const order = await start();
      let stripe: Stripe | null;
      try {
        stripe = await stripeFor(publishableKey);
      } catch {
        stripe = null;
      }
      if (!stripe) {
        stripeLoad = null;
        onProblem({ code: null, message: m.errorCardProvider, place: 'payment', field: null });
      } else {
        setStarted({ ...order, stripe });
        onLocked(true);
      }
    } catch (error) {
      onProblem(billingProblem(error));
    } finally {
      setBusy(false);
    }
  };

  if (!started) {
    return (
      <PayRow>
        <Button type="button" $variant="primary" $size="lg" aria-busy={busy} disabled={busy} onClick={() => void open()} data-testid="card-continue">
          {busy ? t(m.paying) : t(m.continueToCard)}
        </Button>
      </PayRow>
    );
  }

  return (
    <Elements
      stripe={started.stripe}
      options={{
        clientSecret: started.clientSecret,
        locale: intl.locale as StripeElementLocale,
        appearance: { theme: theme.scheme === 'dark' ? 'night' : 'stripe', variables: { colorPrimary: theme.color.primary, borderRadius: '10px' } },
      }}
    >
      <CardStep
        {...props}
        orderId={started.orderId}
        problem={problem}
        onBack={() => {
          setStarted(null);
          onLocked(false);
          onProblem(null);
        }}
      />
    </Elements>
  );
}

function CardStep({ amount, returnPath, orderId, onPaid, onProblem, onBack }: CardPaymentProps & { orderId: string; onBack: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [failedToLoad, setFailedToLoad] = useState(false);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    onProblem(null);
    setBusy(true);
    const result = await stripe.confirmPayment({ elements, confirmParams: { return_url: `${window.location.origin}${returnPath}` }, redirect: 'if_required' });
    if (result.error) {
      setBusy(false);
      const declined = result.error.type === 'card_error';
      onProblem({ code: result.error.code ?? null, message: declined ? m.errorDeclined : result.error.type === 'validation_error' ? m.errorPaymentFailed : m.errorCardProvider, place: 'payment', field: null });
      return;
    }
    // Paid or still processing: the success page asks the server, which asks Stripe.
    onPaid(orderId);
  };

  return (
    <form noValidate onSubmit={(event) => void pay(event)} aria-busy={busy} data-testid="stripe-card-form">
      {failedToLoad ? (
        <Banner $tone="danger" role="alert">
          {t(m.errorFormInit)}
        </Banner>
      ) : null}
      <PaymentElement onLoadError={() => setFailedToLoad(true)} />
      <PayRow>
        <Button type="submit" $variant="primary" $size="lg" aria-busy={busy} disabled={busy || !stripe || failedToLoad} data-testid="pay-card">
          {busy ? t(m.paying) : t(m.pay, { amount })}
        </Button>
        <Button type="button" $variant="ghost" $size="md" onClick={onBack} disabled={busy}>
          {t(m.changeDetails)}
        </Button>
      </PayRow>
    </form>
  );
}

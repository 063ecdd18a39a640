import { useEffect, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { api } from '../../app/api';
import { planOf, selectSessionUser, selectToken } from '../../app/auth.slice';
import { useAppStore } from '../../app/hooks';
import type { LoginPageState } from '../../app/session/login-state';
import { refreshSession } from '../../app/session/refresh';
import { errorCodeOf } from '../../shared/errors/errorMessages';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Actions } from '../../shared/ui/Actions';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Banner } from '../../shared/ui/form';
import { loginPathFor } from '../access';
import { useConfirmPaymentMutation, type OrderView } from './billing.api';
import { billingProblem } from './billing-errors';
import { billingMessages as bm, resultMessages as m } from './billing.messages';
import { Facts, isolateLatin, Ltr, Narrow, PLAN_NAMES, ResultCard, useEuros } from './billing-ui';

type Phase = 'confirming' | 'pending' | 'paid' | 'unpaid' | 'refunded' | 'missing' | 'failed';
type PlanCheck = 'checking' | 'active' | 'not-shown' | 'relogin';

/** How long the page keeps asking while the provider has not settled: then it says it is still pending. */
const POLL_EVERY_MS = 1_500;
const POLL_TIMES = 40;

/** The provider is still working on it (or has just finished): worth asking again. */
const settling = (order: OrderView) => order.status === 'pending_payment' && !order.lastError && ['processing', 'succeeded', 'approved', null].includes(order.providerStatus);

/**
 * `/{lang}/payment/success?order=…`: the server confirms the payment with the provider (never on the
 * browser's word), then the session is renewed so the new plan is on this page at once, without signing
 * in again (docs/product.md, "Sessions and tokens"). What failed after the payment is said here.
 */
export function PaymentSuccessPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.successTitle));
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const store = useAppStore();
  const euros = useEuros();
  const [confirm] = useConfirmPaymentMutation();
  const [phase, setPhase] = useState<Phase>(orderId ? 'confirming' : 'missing');
  const [order, setOrder] = useState<OrderView | null>(null);
  const [plan, setPlan] = useState<PlanCheck>('checking');
  // Why the server could not say (the provider down or misconfigured, the network), in the checkout's words.
  const [failure, setFailure] = useState<MessageDescriptor>(bm.errorGeneric);

  useEffect(() => {
    if (!orderId) return;
    let cancelled = false;
    const wait = () => new Promise((resolve) => window.setTimeout(resolve, POLL_EVERY_MS));
    void (async () => {
      let current: OrderView;
      try {
        current = await confirm({ orderId }).unwrap();
        for (let i = 0; settling(current) && i < POLL_TIMES; i++) {
          if (cancelled) return;
          setOrder(current);
          setPhase('pending');
          await wait();
          if (cancelled) return;
          current = await confirm({ orderId }).unwrap();
        }
      } catch (error) {
        if (cancelled) return;
        setFailure(billingProblem(error).message);
        setPhase(errorCodeOf(error) === 'BILLING_ORDER_NOT_FOUND' ? 'missing' : 'failed');
        return;
      }
      if (cancelled) return;
      setOrder(current);
      if (current.status === 'refunded') return setPhase('refunded');
      if (current.status !== 'paid') return setPhase(settling(current) ? 'pending' : 'unpaid');
      setPhase('paid');
      store.dispatch(api.util.invalidateTags(['Invoice']));
      // The plan is granted in the payment's transaction; the renewed token carries it.
      const outcome = await refreshSession(store, selectToken(store.getState()));
      if (cancelled) return;
      if (outcome === 'ended') return setPlan('relogin');
      // The plan the renewed session names; a trial's rights do not count (they open everything anyway).
      const status = planOf(selectSessionUser(store.getState()));
      const has = status === 'premium' || (current.plan === 'standard' && status === 'standard');
      setPlan(outcome === 'renewed' && has ? 'active' : 'not-shown');
    })();
    return () => {
      cancelled = true;
    };
  }, [orderId, confirm, store]);

  const lang = intl.locale;
  const notes: MessageDescriptor[] = [];
  // The headline claims only what is done: the plan usable here, and the invoice made and on its way by
  // mail (billing README, "Frontend"); each warning below says what is not.
  let headline = m.success;
  if (phase === 'paid' && order) {
    const invoiceFailed = !order.invoice || order.invoice.documentStatus === 'failed';
    if (invoiceFailed) notes.push(m.invoiceFailed);
    if (order.followUp === 'failed') notes.push(m.followUpFailed);
    if (plan === 'not-shown') notes.push(m.planFailed);
    if (plan === 'relogin') notes.push(m.reloginRequired);
    const invoiceDone = !invoiceFailed && order.followUp !== 'failed';
    if (plan !== 'active') headline = m.successPaid;
    else if (!invoiceDone) headline = m.successPlanOnly;
  }

  let body: ReactNode;
  if (phase === 'confirming' || (phase === 'paid' && plan === 'checking')) {
    body = (
      <p role="status" aria-busy="true" data-testid="payment-confirming">
        {t(m.confirming)}
      </p>
    );
  } else if (phase === 'pending') {
    body = (
      <Banner $tone="info" role="status" data-testid="payment-pending">
        {t(m.pending)}
      </Banner>
    );
  } else if (phase === 'paid' && order) {
    body = (
      <>
        <Banner $tone="success" role="status" data-testid="payment-success">
          {t(headline, { plan: PLAN_NAMES[order.plan] })}
        </Banner>
        {notes.map((note) => (
          <Banner key={note.id} $tone="danger" role="alert" data-testid="payment-warning">
            {t(note)}
          </Banner>
        ))}
        <Facts>
          <dt>{t(m.planLabel)}</dt>
          <dd>{PLAN_NAMES[order.plan]}</dd>
          <dt>{t(m.total)}</dt>
          <dd>
            <Ltr>{euros(order.totalAmount)}</Ltr>
          </dd>
          {order.invoice ? (
            <>
              <dt>{t(m.invoiceNumber)}</dt>
              <dd data-testid="success-invoice">
                <Ltr>{order.invoice.number}</Ltr>
              </dd>
            </>
          ) : null}
        </Facts>
        <Actions>
          {plan === 'relogin' ? (
            // The old token still opens pages for a few minutes: the sign-in page ends it, so the form shows
            // instead of sending this signed-in visitor straight on without the plan.
            <ButtonLink
              to={loginPathFor(lang, `/${lang}/dashboard`)}
              state={{ endSession: true } satisfies LoginPageState}
              $variant="primary"
              $size="md"
              data-testid="success-relogin"
            >
              {t(m.toDashboard)}
            </ButtonLink>
          ) : (
            <ButtonLink to={`/${lang}/dashboard`} $variant="primary" $size="md" data-testid="success-dashboard">
              {t(m.toDashboard)}
            </ButtonLink>
          )}
          <ButtonLink to={`/${lang}/settings#privacy`} $variant="secondary" $size="md" data-testid="success-invoices">
            {t(m.toInvoices)}
          </ButtonLink>
        </Actions>
      </>
    );
  } else {
    const message: MessageDescriptor = phase === 'refunded' ? m.refunded : phase === 'missing' ? m.orderMissing : phase === 'failed' ? failure : order?.lastError ? lastErrorMessage(order.lastError) : m.notPaid;
    body = (
      <>
        <Banner $tone="danger" role="alert" data-testid="payment-not-paid">
          {isolateLatin(t(message))}
        </Banner>
        <Actions>
          <ButtonLink to={`/${lang}/checkout`} $variant="primary" $size="md">
            {t(m.backToCheckout)}
          </ButtonLink>
        </Actions>
      </>
    );
  }

  return (
    <Narrow>
      <ResultCard aria-labelledby="payment-result-title">
        <h1 id="payment-result-title">{t(m.successTitle)}</h1>
        {body}
      </ResultCard>
    </Narrow>
  );
}

/** Why the provider's last attempt failed, in the checkout's words. */
export function lastErrorMessage(reason: string): MessageDescriptor {
  if (reason === 'authentication_failed') return bm.errorAuthentication;
  if (reason === 'card_declined' || reason === 'insufficient_funds') return bm.errorDeclined;
  return bm.errorPaymentFailed;
}

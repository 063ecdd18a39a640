import { loadScript, type PayPalButtonsComponent } from '@paypal/paypal-js';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import type { CreatePayPalOrderResponse } from '../../../../src/modules/billing/contract.js';
import { Button } from '../../shared/ui/Button';
import { Muted as MutedText } from '../../shared/ui/surface';
import { billingProblem, type BillingProblem } from './billing-errors';
import { billingMessages as m } from './billing.messages';
import { isolateLatin } from './billing-ui';
import { PayRow } from './TestCardForm';

const PayPalButton = styled(Button)`
  && {
    background: #ffc439;
    color: #111827;
  }

  &&:hover:not(:disabled) {
    background: #f2b728;
  }
`;

const Muted = styled(MutedText)`
  font-size: 0.9rem;
`;

const ButtonsFrame = styled.div`
  inline-size: min(100%, 24rem);
  min-block-size: 3rem;
`;

export interface PayPalPaymentProps {
  /** PayPal's client id with live keys: PayPal's own buttons. Null (test mode): the approval page by redirect. */
  clientId: string | null;
  testMode: boolean;
  lang: string;
  amount: string;
  /** Back from PayPal, or approved in its window: the capture is running. */
  capturing: boolean;
  ready: () => boolean;
  start: () => Promise<CreatePayPalOrderResponse>;
  /** The customer approved in PayPal's window: capture PayPal's order and finish. */
  approved: (paypalOrderId: string) => void;
  onProblem: (problem: BillingProblem | null) => void;
}

/** PayPal's SDK takes its own locale names; Arabic is left to PayPal, which picks from the browser. */
const SDK_LOCALES: Record<string, string> = { en: 'en_US', fr: 'fr_FR', es: 'es_ES', zh: 'zh_CN' };

/**
 * The PayPal step. With live keys, PayPal's own buttons (its JavaScript SDK, loaded only here): the
 * customer approves in PayPal's window and never leaves the checkout; the order is still created and
 * captured by our server, which checks amount and currency (billing README, "Providers"). When the SDK
 * cannot load (a blocker, PayPal down), and in test mode, the same order is approved on a page reached
 * by redirect, which comes back here with `?paypal=return`.
 */
export default function PayPalPayment(props: PayPalPaymentProps) {
  const { clientId, lang } = props;
  const [sdk, setSdk] = useState<'off' | 'loading' | 'ready' | 'failed'>(clientId ? 'loading' : 'off');
  const frame = useRef<HTMLDivElement>(null);
  // The SDK keeps the callbacks it was given at render time: they read the latest props through here.
  const latest = useRef(props);
  latest.current = props;

  useEffect(() => {
    if (!clientId) return;
    let buttons: PayPalButtonsComponent | null = null;
    let gone = false;
    setSdk('loading');
    loadScript({ clientId, currency: 'EUR', intent: 'capture', components: 'buttons', locale: SDK_LOCALES[lang] })
      .then(async (paypal) => {
        if (gone) return;
        if (!paypal?.Buttons || !frame.current) throw new Error('PayPal buttons unavailable');
        buttons = paypal.Buttons({
          style: { layout: 'horizontal', label: 'pay', tagline: false, height: 48 },
          onClick: (_data, actions) => (latest.current.ready() ? actions.resolve() : actions.reject()),
          createOrder: async () => {
            latest.current.onProblem(null);
            try {
              return (await latest.current.start()).paypalOrderId;
            } catch (error) {
              latest.current.onProblem(billingProblem(error));
              throw error;
            }
          },
          onApprove: async (data) => latest.current.approved(data.orderID),
          onCancel: () => latest.current.onProblem({ code: null, place: 'payment', message: m.payPalCanceled, field: null }),
          onError: () => latest.current.onProblem({ code: null, place: 'payment', message: m.payPalFailed, field: null }),
        });
        await buttons.render(frame.current);
        if (!gone) setSdk('ready');
      })
      .catch(() => {
        if (!gone) setSdk('failed');
      });
    return () => {
      gone = true;
      void buttons?.close().catch(() => undefined);
    };
  }, [clientId, lang]);

  return sdk === 'off' || sdk === 'failed' ? <RedirectButton {...props} unavailable={sdk === 'failed'} /> : <SdkButtons sdk={sdk} frame={frame} />;
}

function SdkButtons({ sdk, frame }: { sdk: 'loading' | 'ready'; frame: RefObject<HTMLDivElement | null> }) {
  const t = useIntl().formatMessage;
  return (
    <PayRow>
      <ButtonsFrame ref={frame} aria-busy={sdk === 'loading'} data-testid="paypal-buttons" />
      <Muted>{isolateLatin(sdk === 'loading' ? t(m.payPalLoading) : t(m.payPalWindowNote))}</Muted>
    </PayRow>
  );
}

function RedirectButton({ testMode, amount, capturing, ready, start, onProblem, unavailable }: PayPalPaymentProps & { unavailable: boolean }) {
  const t = useIntl().formatMessage;
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const pay = async () => {
    if (busy || !ready()) return;
    onProblem(null);
    setBusy(true);
    try {
      const started = await start();
      // The test provider's approval page is ours: opened in this tab by path, whatever host PUBLIC_URL names.
      if (testMode) {
        const local = new URL(started.approveUrl, window.location.origin);
        void navigate(`${local.pathname}${local.search}`);
      } else {
        window.location.assign(started.approveUrl);
      }
    } catch (error) {
      onProblem(billingProblem(error));
      setBusy(false);
    }
  };

  return (
    <PayRow>
      {unavailable ? <Muted data-testid="paypal-sdk-unavailable">{isolateLatin(t(m.payPalSdkUnavailable))}</Muted> : null}
      <PayPalButton type="button" $variant="primary" $size="lg" onClick={() => void pay()} aria-busy={busy} disabled={busy || capturing} data-testid="pay-paypal">
        {isolateLatin(busy ? t(m.payPalOpening) : t(m.payPalButton, { amount }))}
      </PayPalButton>
      <Muted>{isolateLatin(t(m.payPalNote))}</Muted>
    </PayRow>
  );
}

import { lazy, Suspense, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { planOf, selectSessionUser } from '../../app/auth.slice';
import { useAppSelector } from '../../app/hooks';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Button } from '../../shared/ui/Button';
import { Banner, CheckRow, Field, FieldError, Select } from '../../shared/ui/form';
import { Icon } from '../../shared/ui/Icon';
import { TextField } from '../../shared/ui/TextField';
import { useCapturePayPalMutation, useCreateIntentMutation, useCreatePayPalOrderMutation, usePaymentPlansQuery, useQuoteQuery, type PlanId, type PlansResponse } from './billing.api';
import { billingProblem, type BillingProblem } from './billing-errors';
import { billingMessages as m } from './billing.messages';
import { isolateLatin, Ltr, TestModeNotice, useEuros } from './billing-ui';
import type { CardPaymentProps } from './card-payment';
import { PlanChoice } from './PlanChoice';
import { PriceBreakdown } from './PriceBreakdown';
import { TestCardForm } from './TestCardForm';

// Stripe's libraries only when real keys are configured, and only on this page (frontend README, budget).
const StripeCardPayment = lazy(() => import('./StripeCardPayment'));
// PayPal's SDK loader comes with its step, on the checkout only.
const PayPalPayment = lazy(() => import('./PayPalPayment'));

const Page = styled.div`
  display: grid;
  gap: 1.5rem;
  inline-size: min(100%, 68rem);
  margin-inline: auto;
  padding-block: clamp(1.5rem, 5vw, 3rem);
  padding-inline: ${({ theme }) => theme.layout.gutter};

  & > header {
    display: grid;
    gap: 0.5rem;
  }

  & > header h1 {
    font-size: clamp(1.625rem, 4vw, 2.25rem);
    line-height: 1.25;
  }

  & > header p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Columns = styled.div`
  display: grid;
  gap: 1.5rem;
  align-items: start;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1.35fr) minmax(0, 1fr);
  }
`;

const Box = styled.section`
  display: grid;
  gap: 1rem;
  padding: clamp(1.1rem, 3vw, 1.6rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  & > h2 {
    font-size: 1.1875rem;
  }

  & fieldset {
    display: grid;
    gap: 1rem;
    margin: 0;
    padding: 0;
    border: 0;
    min-inline-size: 0;
  }

  & legend {
    padding: 0;
    font-size: 1.1875rem;
    font-weight: 700;
  }
`;

const Side = styled.div`
  display: grid;
  gap: 1.25rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: sticky;
    inset-block-start: 1rem;
  }
`;

const PromoRow = styled.div`
  display: flex;
  align-items: flex-end;
  gap: 0.5rem;

  & > :first-child {
    flex: 1;
  }
`;

const Methods = styled.div`
  display: flex;
  gap: 0.5rem;

  & > label {
    flex: 1;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 0.5rem;
    min-block-size: 2.75rem;
    border: 2px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.md};
    font-weight: 600;
    cursor: pointer;
  }

  & > label:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }

  & > label:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }

  & input {
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const Trust = styled.ul`
  display: grid;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;

  & > li {
    display: flex;
    align-items: center;
    gap: 0.55rem;
  }

  & svg {
    flex: none;
    color: ${({ theme }) => theme.color.accent};
  }
`;

const Testimonial = styled.p`
  font-weight: 700;
  color: ${({ theme }) => theme.color.text};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9rem;
`;

const Consent = styled(CheckRow)`
  align-items: flex-start;
  font-size: 0.9375rem;

  & input {
    margin-block-start: 0.2rem;
    flex: none;
  }
`;

const Skeleton = styled.div`
  min-block-size: 24rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.bgAlt};
`;

type Method = 'card' | 'paypal';

/** A quote refused for its terms is the "tax calculation failed" of docs/product.md §10.2; anything else says itself. */
function quoteProblemMessage(problem: BillingProblem): MessageDescriptor {
  return problem.code === 'BILLING_TAX_FAILED' || problem.code === 'VALIDATION_FAILED' ? m.taxFailed : problem.message;
}

const isPlan = (value: string | null): value is PlanId => value === 'standard' || value === 'premium';

/**
 * `/{lang}/checkout` (signed-in only): plan, billing country, business customer and VAT number, promo
 * code, the server's price breakdown, the consumer's consent to immediate access, then card or PayPal.
 * Back from PayPal (`?paypal=return&token=…`) it captures the approved payment.
 */
export function CheckoutPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.documentTitle));
  const plans = usePaymentPlansQuery();

  return (
    <Page>
      <header>
        <h1>{t(m.title)}</h1>
        <p>{t(m.lead)}</p>
      </header>
      {plans.data ? (
        <Checkout plans={plans.data} />
      ) : plans.isError ? (
        <Banner $tone="danger" role="alert" data-testid="checkout-load-error">
          {t(m.loadError)}{' '}
          <Button type="button" $variant="secondary" $size="md" onClick={() => void plans.refetch()}>
            {t(m.retry)}
          </Button>
        </Banner>
      ) : (
        <Skeleton aria-busy="true" aria-label={t(m.loading)} />
      )}
    </Page>
  );
}

function Checkout({ plans }: { plans: PlansResponse }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = intl.locale;
  const navigate = useNavigate();
  const euros = useEuros();
  const ids = { name: useId(), country: useId(), vat: useId(), promo: useId(), consent: useId(), method: useId() };
  const [params] = useSearchParams();
  const user = useAppSelector(selectSessionUser);

  // A plan bought is owned; a trial opens everything for a while but owns nothing (docs/product.md, "Plans").
  const status = planOf(user);
  const owned = (plan: PlanId) => status === 'premium' || (plan === 'standard' && status === 'standard');
  const wanted = params.get('plan');
  const [plan, setPlan] = useState<PlanId>(isPlan(wanted) && !owned(wanted) ? wanted : 'premium');
  const [country, setCountry] = useState(plans.defaultCountry);
  const [name, setName] = useState('');
  const [isBusiness, setBusiness] = useState(false);
  const [vatInput, setVatInput] = useState('');
  const [vatNumber, setVatNumber] = useState<string | null>(null);
  // The mail carrying a single-use code links here with it (`?promo=…`).
  const linked = params.get('promo')?.trim().toUpperCase().slice(0, 40) || null;
  const [promoInput, setPromoInput] = useState(linked ?? '');
  const [promo, setPromo] = useState<string | null>(linked);
  const [promoRefused, setPromoRefused] = useState(false);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [method, setMethod] = useState<Method>('card');
  const [locked, setLocked] = useState(false);
  const [problem, setProblem] = useState<BillingProblem | null>(null);
  const consentBox = useRef<HTMLInputElement>(null);

  const countries = useMemo(() => {
    const named = plans.countries.map((code) => ({ code, name: intl.formatDisplayName(code, { type: 'region' }) ?? code }));
    return named.sort((a, b) => a.name.localeCompare(b.name, intl.locale));
  }, [plans.countries, intl]);

  // The quote's terms are those of the order, less the name (typing it need not re-price).
  const quoteTerms = { selected_plan: plan, country_code: country, is_business: isBusiness, vat_number: isBusiness ? vatNumber : null, promo_code: promo, currency: 'EUR', locale: lang };
  const terms = { ...quoteTerms, customer_name: name.trim() || undefined };
  const payPalTerms = {
    selectedPlan: plan,
    billingCountry: country,
    isBusinessCustomer: isBusiness,
    vatNumber: isBusiness ? vatNumber : null,
    promoCode: promo,
    username: name.trim() || undefined,
    locale: lang,
  };
  const quote = useQuoteQuery(quoteTerms);
  const details = quote.currentData ?? quote.data;
  const quoteProblem = quote.isError && !quote.isFetching ? billingProblem(quote.error) : null;

  // A refused code is taken off the quote at once, and said beside the field.
  useEffect(() => {
    if (quoteProblem?.place === 'promo' && promo !== null) {
      setPromo(null);
      setPromoRefused(true);
    }
  }, [quoteProblem?.place, promo]);

  const [createIntent] = useCreateIntentMutation();
  const [createPayPal] = useCreatePayPalOrderMutation();

  // Back from PayPal: capture what the customer approved, once.
  const [capture, captureState] = useCapturePayPalMutation();
  const payPalReturn = params.get('paypal');
  const payPalToken = params.get('token');
  const captured = useRef<string | null>(null);
  // Approved on PayPal (its window, or its page and back here): our server captures and checks it.
  const captureAndFinish = (paypalOrderId: string) => {
    capture({ orderId: paypalOrderId })
      .unwrap()
      .then((order) => navigate(`/${lang}/payment/success?order=${order.id}`, { replace: true }))
      .catch((error: unknown) => setProblem(billingProblem(error)));
  };
  useEffect(() => {
    if (payPalReturn !== 'return' || !payPalToken || captured.current === payPalToken) return;
    captured.current = payPalToken;
    captureAndFinish(payPalToken);
  }, [payPalReturn, payPalToken]);

  const ready = () => {
    if (!isBusiness && !consent) {
      setConsentMissing(true);
      consentBox.current?.focus();
      return false;
    }
    return true;
  };

  const startCard = async () => {
    const started = await createIntent({ ...terms, consent: !isBusiness && consent }).unwrap();
    return { orderId: started.orderId, clientSecret: started.clientSecret };
  };

  const onProblem = (next: BillingProblem | null) => {
    if (next?.place === 'promo') {
      setPromo(null);
      setPromoRefused(true);
    } else if (next?.place === 'consent') {
      setConsentMissing(true);
    }
    setProblem(next);
  };

  const applyPromo = () => {
    const code = promoInput.trim();
    setPromoRefused(false);
    setPromo(code ? code.toUpperCase() : null);
  };

  const amount = details ? euros(details.totalAmount) : '…';
  const cardProps: CardPaymentProps = {
    amount,
    ready,
    start: startCard,
    returnPath: `/${lang}/payment/3ds-return`,
    onPaid: (orderId) => void navigate(`/${lang}/payment/success?order=${orderId}`),
    onProblem,
    onLocked: setLocked,
    problem,
  };
  const live = !plans.testMode && !!plans.stripePublishableKey;
  const capturing = captureState.isLoading || captureState.isSuccess;
  const payProblem = problem && problem.place !== 'promo' && problem.place !== 'consent' && !(problem.place === 'card' && !live) ? problem : null;

  return (
    <Columns>
      <Box aria-labelledby={`${ids.method}-details`}>
        {plans.testMode ? <TestModeNotice>{isolateLatin(t(m.testModeNote))}</TestModeNotice> : null}
        {payPalReturn === 'cancel' ? (
          <Banner $tone="info" role="status" data-testid="paypal-canceled">
            {isolateLatin(t(m.payPalCanceled))}
          </Banner>
        ) : null}
        {capturing ? (
          <Banner $tone="info" role="status" data-testid="paypal-capturing">
            {isolateLatin(t(m.payPalCapturing))}
          </Banner>
        ) : null}
        <fieldset disabled={locked || capturing}>
          <legend id={`${ids.method}-details`}>{t(m.planLegend)}</legend>
          <PlanChoice plans={plans.plans} selected={plan} owned={owned} disabled={locked} onSelect={setPlan} />
        </fieldset>
        <fieldset disabled={locked || capturing}>
          <legend>{t(m.detailsLegend)}</legend>
          <TextField id={ids.name} label={t(m.nameLabel)} value={name} onValue={setName} autoComplete="cc-name" maxLength={200} testId="checkout-name" />
          <Field>
            <label htmlFor={ids.country}>{t(m.countryLabel)}</label>
            <Select id={ids.country} value={country} onChange={(event) => setCountry(event.target.value)} autoComplete="country" data-testid="checkout-country">
              {countries.map((c) => (
                <option key={c.code} value={c.code}>
                  {c.name}
                </option>
              ))}
            </Select>
          </Field>
          <CheckRow>
            <input
              type="checkbox"
              checked={isBusiness}
              onChange={(event) => {
                setBusiness(event.target.checked);
                setConsentMissing(false);
              }}
              data-testid="checkout-business"
            />
            {t(m.businessLabel)}
          </CheckRow>
          {isBusiness ? (
            <TextField
              id={ids.vat}
              label={t(m.vatLabel)}
              hint={t(m.vatHint)}
              value={vatInput}
              onValue={setVatInput}
              onBlur={() => setVatNumber(vatInput.trim() || null)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  setVatNumber(vatInput.trim() || null);
                }
              }}
              dir="ltr"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              testId="checkout-vat"
            />
          ) : null}
          <PromoRow>
            <TextField
              id={ids.promo}
              label={t(m.promoLabel)}
              value={promoInput}
              onValue={(value) => {
                setPromoInput(value);
                setPromoRefused(false);
              }}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  applyPromo();
                }
              }}
              error={promoRefused ? t(m.promoInvalid) : null}
              dir="ltr"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={40}
              testId="checkout-promo"
            />
            {promo && details?.promoCode ? (
              <Button
                type="button"
                $variant="secondary"
                $size="md"
                onClick={() => {
                  setPromo(null);
                  setPromoInput('');
                }}
                data-testid="promo-remove"
              >
                {t(m.promoRemove)}
              </Button>
            ) : (
              <Button type="button" $variant="secondary" $size="md" onClick={applyPromo} disabled={!promoInput.trim()} data-testid="promo-apply">
                {t(m.promoApply)}
              </Button>
            )}
          </PromoRow>
          {details?.promoCode ? (
            <Banner $tone="success" role="status" data-testid="promo-applied">
              {t(m.promoApplied, { code: <Ltr key="code">{details.promoCode}</Ltr>, percent: details.discountPercent })}
            </Banner>
          ) : null}
        </fieldset>
        {!isBusiness ? (
          <Field>
            <Consent>
              <input
                ref={consentBox}
                id={ids.consent}
                type="checkbox"
                checked={consent}
                onChange={(event) => {
                  setConsent(event.target.checked);
                  setConsentMissing(false);
                }}
                aria-invalid={consentMissing || undefined}
                aria-describedby={consentMissing ? `${ids.consent}-error` : undefined}
                disabled={locked}
                data-testid="checkout-consent"
              />
              <span>{t(m.consent)}</span>
            </Consent>
            {consentMissing ? (
              <FieldError id={`${ids.consent}-error`} role="alert" data-testid="consent-error">
                {t(m.consentRequired)}
              </FieldError>
            ) : null}
          </Field>
        ) : null}
        <fieldset disabled={capturing}>
          <legend>{t(m.methodLegend)}</legend>
          <Methods role="radiogroup" aria-label={t(m.methodLegend)}>
            <label>
              <input type="radio" name="method" value="card" checked={method === 'card'} disabled={locked} onChange={() => setMethod('card')} data-testid="method-card" />
              <Icon name="lock" size={18} />
              {t(m.methodCard)}
            </label>
            <label>
              <input type="radio" name="method" value="paypal" checked={method === 'paypal'} disabled={locked} onChange={() => setMethod('paypal')} data-testid="method-paypal" />
              {isolateLatin(t(m.methodPayPal))}
            </label>
          </Methods>
        </fieldset>
        {payProblem ? (
          <Banner $tone="danger" role="alert" data-testid="payment-error">
            {isolateLatin(t(payProblem.message))}
          </Banner>
        ) : null}
        {method === 'card' ? (
          live ? (
            <Suspense fallback={<Muted>{t(m.loading)}</Muted>}>
              <StripeCardPayment {...cardProps} publishableKey={plans.stripePublishableKey!} />
            </Suspense>
          ) : (
            <TestCardForm {...cardProps} />
          )
        ) : (
          <Suspense fallback={<Muted>{t(m.loading)}</Muted>}>
            <PayPalPayment
              clientId={plans.testMode ? null : plans.paypalClientId}
              testMode={plans.testMode}
              lang={lang}
              amount={amount}
              capturing={capturing}
              ready={ready}
              start={() => createPayPal({ ...payPalTerms, consent: !isBusiness && consent }).unwrap()}
              approved={captureAndFinish}
              onProblem={onProblem}
            />
          </Suspense>
        )}
      </Box>
      <Side>
        <Box aria-labelledby={`${ids.method}-breakdown`}>
          <h2 id={`${ids.method}-breakdown`}>{t(m.breakdownTitle)}</h2>
          {quoteProblem && quoteProblem.place !== 'promo' ? (
            <Banner $tone="danger" role="alert" data-testid="quote-error">
              {t(quoteProblemMessage(quoteProblem))}
            </Banner>
          ) : details ? (
            <PriceBreakdown plan={plan} details={details} busy={quote.isFetching} />
          ) : (
            <Muted aria-busy="true">{t(m.calculating)}</Muted>
          )}
        </Box>
        <Box as="aside">
          <Trust>
            <li>
              <Icon name="lock" size={18} />
              {t(m.trustSecure)}
            </li>
            <li>
              <Icon name="shield" size={18} />
              {t(m.trustGuarantee)}
            </li>
            <li>
              <Icon name="mail" size={18} />
              {t(m.trustInvoice)}
            </li>
          </Trust>
          <Testimonial>{t(m.testimonial)}</Testimonial>
          <Link to={`/${lang}/pricing`}>{t(m.backToPricing)}</Link>
        </Box>
      </Side>
    </Columns>
  );
}

import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Button } from '../../shared/ui/Button';
import { TextField } from '../../shared/ui/TextField';
import { useTestCardMutation } from './billing.api';
import { billingProblem } from './billing-errors';
import { billingMessages as m } from './billing.messages';
import type { CardPaymentProps } from './card-payment';

const Fields = styled.div`
  display: grid;
  gap: 1rem;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);

  & > :first-child {
    grid-column: 1 / -1;
  }
`;

/**
 * The test provider's card form (billing README, "Test mode"): it takes Stripe's test numbers and
 * posts them to the local provider, which answers as Stripe would (paid, 3-D Secure, declined).
 */
export function TestCardForm({ amount, ready, start, returnPath, onPaid, onProblem, problem }: CardPaymentProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const navigate = useNavigate();
  const [confirmCard] = useTestCardMutation();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [busy, setBusy] = useState(false);

  const fieldError = (field: 'cardNumber' | 'expiry' | 'cvc') => (problem?.place === 'card' && problem.field === field ? t(problem.message) : null);

  const pay = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !ready()) return;
    onProblem(null);
    setBusy(true);
    try {
      const started = await start();
      const answer = await confirmCard({ clientSecret: started.clientSecret, cardNumber: number, expiry, cvc, returnUrl: returnPath }).unwrap();
      if (answer.status === 'requires_action' && answer.challengeUrl) void navigate(answer.challengeUrl);
      else onPaid(started.orderId);
    } catch (error) {
      onProblem(billingProblem(error));
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void pay(event)} aria-busy={busy} data-testid="test-card-form">
      <Fields>
        <TextField
          id="card-number"
          label={t(m.cardNumber)}
          value={number}
          onValue={setNumber}
          error={fieldError('cardNumber')}
          inputMode="numeric"
          autoComplete="cc-number"
          dir="ltr"
          maxLength={23}
          placeholder="4242 4242 4242 4242"
          testId="card-number"
        />
        <TextField id="card-expiry" label={t(m.cardExpiry)} value={expiry} onValue={setExpiry} error={fieldError('expiry')} autoComplete="cc-exp" dir="ltr" maxLength={7} placeholder="12/34" testId="card-expiry" />
        <TextField id="card-cvc" label={t(m.cardCvc)} value={cvc} onValue={setCvc} error={fieldError('cvc')} inputMode="numeric" autoComplete="cc-csc" dir="ltr" maxLength={4} placeholder="123" testId="card-cvc" />
      </Fields>
      <PayRow>
        <Button type="submit" $variant="primary" $size="lg" aria-busy={busy} disabled={busy} data-testid="pay-card">
          {busy ? t(m.paying) : t(m.pay, { amount })}
        </Button>
      </PayRow>
    </form>
  );
}

export const PayRow = styled.div`
  display: grid;
  padding-block-start: 1.25rem;

  & > button {
    inline-size: 100%;
  }
`;

import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Actions } from '../../shared/ui/Actions';
import { Button } from '../../shared/ui/Button';
import { Banner } from '../../shared/ui/form';
import { useTestChallengeMutation, useTestPayPalMutation } from './billing.api';
import { billingProblem } from './billing-errors';
import { testProviderMessages as m } from './billing.messages';
import { isolateLatin, Narrow, ResultCard, TestModeNotice } from './billing-ui';

/**
 * The test payment provider's own pages (billing README, "Test mode"): what the bank's 3-D Secure page
 * and PayPal's approval page would be. They exist only while the test provider takes payments; the
 * server refuses their calls otherwise.
 */
export function TestThreeDsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.challengeTitle));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const paymentIntentId = params.get('payment_intent');
  const clientSecret = params.get('client_secret');
  const returnUrl = params.get('return_url');
  const [answer, state] = useTestChallengeMutation();
  const [problem, setProblem] = useState<ReturnType<typeof billingProblem> | null>(null);
  const complete = paymentIntentId && clientSecret && returnUrl;

  const decide = async (outcome: 'authenticate' | 'fail') => {
    if (!complete) return;
    setProblem(null);
    try {
      const { redirectUrl } = await answer({ paymentIntentId, clientSecret, returnUrl, outcome }).unwrap();
      void navigate(redirectUrl, { replace: true });
    } catch (error) {
      setProblem(billingProblem(error));
    }
  };

  return (
    <Narrow>
      <ResultCard aria-labelledby="test-3ds-title" data-testid="test-3ds-page">
        <TestModeNotice />
        <h1 id="test-3ds-title">{isolateLatin(t(m.challengeTitle))}</h1>
        <p>{isolateLatin(t(m.challengeBody))}</p>
        {!complete ? <Banner $tone="danger" role="alert">{t(m.badLink)}</Banner> : null}
        {problem ? (
          <Banner $tone="danger" role="alert">
            {isolateLatin(t(problem.message))}
          </Banner>
        ) : null}
        <Actions>
          <Button type="button" $variant="primary" $size="md" disabled={!complete || state.isLoading} aria-busy={state.isLoading} onClick={() => void decide('authenticate')} data-testid="test-3ds-authenticate">
            {state.isLoading ? t(m.working) : t(m.authenticate)}
          </Button>
          <Button type="button" $variant="secondary" $size="md" disabled={!complete || state.isLoading} onClick={() => void decide('fail')} data-testid="test-3ds-fail">
            {t(m.fail)}
          </Button>
        </Actions>
      </ResultCard>
    </Narrow>
  );
}

export function TestPayPalPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.payPalTitle));
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token');
  const [answer, state] = useTestPayPalMutation();
  const [problem, setProblem] = useState<ReturnType<typeof billingProblem> | null>(null);

  const decide = async (outcome: 'approve' | 'cancel') => {
    if (!token) return;
    setProblem(null);
    try {
      const { redirectUrl } = await answer({ token, outcome }).unwrap();
      void navigate(redirectUrl, { replace: true });
    } catch (error) {
      setProblem(billingProblem(error));
    }
  };

  return (
    <Narrow>
      <ResultCard aria-labelledby="test-paypal-title" data-testid="test-paypal-page">
        <TestModeNotice />
        <h1 id="test-paypal-title">{isolateLatin(t(m.payPalTitle))}</h1>
        <p>{isolateLatin(t(m.payPalBody))}</p>
        {!token ? <Banner $tone="danger" role="alert">{t(m.badLink)}</Banner> : null}
        {problem ? (
          <Banner $tone="danger" role="alert">
            {isolateLatin(t(problem.message))}
          </Banner>
        ) : null}
        <Actions>
          <Button type="button" $variant="primary" $size="md" disabled={!token || state.isLoading} aria-busy={state.isLoading} onClick={() => void decide('approve')} data-testid="test-paypal-approve">
            {state.isLoading ? t(m.working) : t(m.approve)}
          </Button>
          <Button type="button" $variant="secondary" $size="md" disabled={!token || state.isLoading} onClick={() => void decide('cancel')} data-testid="test-paypal-cancel">
            {t(m.cancel)}
          </Button>
        </Actions>
      </ResultCard>
    </Narrow>
  );
}

import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { ActionButton, NewsletterCard, Notice } from './NewsletterCard';
import { useConfirmNewsletterSubscriptionMutation, type ConfirmOutcome } from './newsletter.api';
import { newsletterMessages as m } from './newsletter.messages';

type Status = 'pending' | ConfirmOutcome;

export function NewsletterConfirmPage() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  useDocumentTitle(t(m.confirmDocumentTitle));
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [status, setStatus] = useState<Status>(token ? 'pending' : 'invalid');
  const started = useRef(false);
  const [confirmSubscription] = useConfirmNewsletterSubscriptionMutation();

  const run = useCallback(() => {
    setStatus('pending');
    void confirmSubscription(token).unwrap().then(setStatus);
  }, [token, confirmSubscription]);

  // Confirm once on arrival (StrictMode runs effects twice in development).
  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    run();
  }, [token, run]);

  return (
    <NewsletterCard>
      <h1>{t(m.confirmTitle)}</h1>
      <div role="status" aria-live="polite" data-testid="confirm-status">
        {status === 'pending' && <Notice $tone="neutral">{t(m.confirmPending)}</Notice>}
        {status === 'confirmed' && <Notice $tone="success">{t(m.confirmDone)}</Notice>}
        {status === 'invalid' && <Notice $tone="danger">{t(m.confirmInvalid)}</Notice>}
        {status === 'failed' && <Notice $tone="danger">{t(m.confirmFailure)}</Notice>}
      </div>
      {status === 'failed' && (
        <ActionButton type="button" onClick={run}>
          {t(m.retry)}
        </ActionButton>
      )}
      {status === 'confirmed' && (
        <p>
          {t(m.unsubscribeHint)} <Link to={`/${intl.locale}/unsubscribe`}>{t(m.unsubscribeLink)}</Link>
        </p>
      )}
      <Link to={`/${intl.locale}`}>{t(m.backHome)}</Link>
    </NewsletterCard>
  );
}

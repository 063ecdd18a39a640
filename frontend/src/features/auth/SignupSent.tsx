import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Banner } from '../../shared/ui/form';
import { describeWait, identityMessages as im } from '../../app/session';
import { resendSignupLink } from './auth-client';
import { AuthCard, LinkRow, Messages, Submit, TextButton } from './AuthCard';
import { authMessages as m } from './auth.messages';
import { verificationMessages as v } from './verification.messages';

/**
 * What sign-up shows once sent: the same for a new and a taken address, since the server answers the
 * same. The link in the mail creates the account; a resend replaces it.
 */
export function SignupSent({ email, mailLoggedOnly, onChangeAddress }: { email: string; mailLoggedOnly: boolean; onChangeAddress: () => void }) {
  const intl = useIntl();
  const lang = intl.locale;
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const resend = async () => {
    if (sending) return;
    setSending(true);
    const outcome = await resendSignupLink({ email, locale: lang });
    setSending(false);
    if (outcome.kind === 'ok') return setNotice({ tone: 'success', text: intl.formatMessage(v.resent) });
    if (outcome.kind === 'network') return setNotice({ tone: 'danger', text: intl.formatMessage(im.network) });
    if (outcome.problem.status === 429) return setNotice({ tone: 'danger', text: describeWait(intl, outcome.problem.retryAfterSeconds) });
    setNotice({ tone: 'danger', text: intl.formatMessage(m.signupFailed) });
  };

  return (
    <AuthCard
      title={intl.formatMessage(v.sentTitle)}
      lead={intl.formatMessage(v.sentLead, { email: <bdi key="email" dir="ltr">{email}</bdi> })}
      testId="signup-sent"
      footer={<Link to={`/${lang}/login`}>{intl.formatMessage(m.backToSignIn)}</Link>}
    >
      <Messages>
        <div role="status" data-testid="signup-sent-status">
          {notice ? <Banner $tone={notice.tone}>{notice.text}</Banner> : null}
        </div>
      </Messages>
      {mailLoggedOnly ? <Banner $tone="info" data-testid="signup-sent-log-only">{intl.formatMessage(v.sentLogOnly)}</Banner> : null}
      <p>{intl.formatMessage(v.sentNotYours)}</p>
      <Submit type="button" $variant="primary" $size="lg" onClick={() => void resend()} aria-busy={sending} disabled={sending} data-testid="signup-resend">
        {intl.formatMessage(sending ? v.resending : v.resend)}
      </Submit>
      <LinkRow>
        <TextButton type="button" onClick={onChangeAddress} data-testid="signup-change-address">
          {intl.formatMessage(v.changeAddress)}
        </TextButton>
      </LinkRow>
    </AuthCard>
  );
}

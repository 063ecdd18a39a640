import { useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../shared/ui/Button';
import { Banner } from '../../shared/ui/form';
import { toneColor, type Tone } from '../../shared/ui/tone';
import { describeWait, problemOf } from '../../app/session';
import { accountMessages as m } from './account.messages';
import { useResendVerificationMutation } from './settings.api';
import { Actions, LiveRegion } from './settings-ui';

const Status = styled.div`
  margin-block-start: 0.5rem;
`;

const Tag = styled.span<{ $tone: Tone }>`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  padding-block: 0.1rem;
  padding-inline: 0.55rem;
  border: 1px solid ${({ theme, $tone }) => toneColor(theme, $tone)};
  border-radius: ${({ theme }) => theme.radius.pill};
  color: ${({ theme, $tone }) => toneColor(theme, $tone)};
  font-size: 0.8125rem;
  font-weight: 600;
`;

/**
 * Whether the account's address is proved (identity README, "Verified addresses"), and for an unproved
 * one a way to get the link again. The label is written out; its colour only helps scanning.
 */
export function EmailVerificationStatus({ verified }: { verified: boolean }) {
  const intl = useIntl();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [notice, setNotice] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  const onResend = async () => {
    setNotice(null);
    try {
      await resend({ locale: intl.locale }).unwrap();
      setNotice({ tone: 'success', text: intl.formatMessage(m.verificationSent) });
    } catch (error) {
      const problem = problemOf(error);
      const text = problem.status === 429 ? describeWait(intl, problem.retryAfterSeconds) : intl.formatMessage(m.verificationSendError);
      setNotice({ tone: 'danger', text });
    }
  };

  if (verified) {
    return (
      <Status>
        <Tag $tone="good" data-testid="account-email-verified">
          {intl.formatMessage(m.emailVerified)}
        </Tag>
      </Status>
    );
  }
  return (
    <Status data-testid="account-email-unverified">
      <Actions>
        <Tag $tone="warn">{intl.formatMessage(m.emailUnverified)}</Tag>
        <span>{intl.formatMessage(m.emailUnverifiedHint)}</span>
        <Button type="button" $variant="secondary" $size="md" onClick={() => void onResend()} aria-busy={isLoading} disabled={isLoading} data-testid="account-resend-verification">
          {intl.formatMessage(isLoading ? m.verificationSending : m.verificationResend)}
        </Button>
      </Actions>
      <LiveRegion role="status">{notice ? <Banner $tone={notice.tone}>{notice.text}</Banner> : null}</LiveRegion>
    </Status>
  );
}

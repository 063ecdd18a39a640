import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { selectSessionEndsAt, selectSessionStatus, sessionExpired } from '../auth.slice';
import { useAppDispatch, useAppSelector } from '../hooks';
import { announce } from './session-channel';
import { Actions } from '../../shared/ui/Actions';
import { Button } from '../../shared/ui/Button';
import { Icon } from '../../shared/ui/Icon';
import { sessionMessages as m } from './session.messages';
import { useSignOut } from './useSignOut';

/** The dialog opens this long before the session ends. */
export const EXPIRY_WARNING_MS = 2 * 60_000;
/** Far from the end, the time is looked at once a minute (a long timeout would overflow setTimeout's 24.8 days). */
const FAR_CHECK_MS = 60_000;

const Dialog = styled.dialog`
  inline-size: min(30rem, calc(100vw - 1.5rem));
  max-inline-size: none;
  padding: clamp(1.25rem, 4vw, 1.75rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &::backdrop {
    background: rgba(8, 12, 28, 0.6);
  }
`;

const Body = styled.div`
  display: grid;
  gap: 1rem;

  h2 {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    font-size: 1.25rem;
    line-height: 1.3;
  }

  h2 > svg {
    color: ${({ theme }) => theme.color.warning};
  }

  p {
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const Countdown = styled.p`
  && {
    color: ${({ theme }) => theme.color.text};
  }
  font-size: 1.125rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;

  time {
    direction: ltr;
    unicode-bidi: isolate;
  }
`;

/** Empty, the live region leaves the grid's flow (no gap) but stays in the accessibility tree. */
const Live = styled.div`
  &:empty {
    position: absolute;
  }
`;

const Error = styled.p`
  && {
    color: ${({ theme }) => theme.color.danger};
  }
  font-weight: 600;
`;

/** m:ss in the reader's digits. */
function useClock(): (ms: number) => string {
  const intl = useIntl();
  return (ms) => {
    const total = Math.max(0, Math.ceil(ms / 1000));
    const seconds = intl.formatNumber(total % 60, { minimumIntegerDigits: 2 });
    return `${intl.formatNumber(Math.floor(total / 60))}:${seconds}`;
  };
}

/**
 * The session-expiry dialog (docs/product.md §12.4; frontend README, "Session and sign-in"): two minutes before the session ends (its end is fixed at sign-in;
 * refreshes do not move it), a countdown with "Sign in again" (back here afterwards) and "Sign out".
 * At zero the session ends and the sign-in page opens.
 */
export function SessionExpiryDialog() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { pathname, search, hash } = useLocation();
  const endsAt = useAppSelector(selectSessionEndsAt);
  const status = useAppSelector(selectSessionStatus);
  const { state: signOutState, run: signOut } = useSignOut();
  const clock = useClock();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [now, setNow] = useState(() => Date.now());
  const [dismissedFor, setDismissedFor] = useState<number | null>(null);

  const active = status === 'authenticated' && endsAt !== null;
  const left = active ? endsAt - now : null;
  const open = left !== null && left > 0 && left <= EXPIRY_WARNING_MS && dismissedFor !== endsAt;

  useEffect(() => {
    if (!active) return;
    const remaining = endsAt - Date.now();
    const delay = remaining > EXPIRY_WARNING_MS ? Math.min(remaining - EXPIRY_WARNING_MS, FAR_CHECK_MS) : Math.min(1000, Math.max(remaining, 0));
    const timer = window.setTimeout(() => setNow(Date.now()), delay);
    return () => window.clearTimeout(timer);
  }, [active, endsAt, now]);

  useEffect(() => {
    if (left === null || left > 0) return;
    dispatch(sessionExpired());
    announce({ type: 'ended', expired: true });
  }, [left, dispatch]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const busy = signOutState === 'busy';
  return (
    <Dialog
      ref={ref}
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-testid="session-expiry-dialog"
      onCancel={() => setDismissedFor(endsAt)}
    >
      {open ? (
        <Body>
          <h2 id={titleId}>
            <Icon name="lock" size={22} />
            {intl.formatMessage(m.expiryTitle)}
          </h2>
          <p id={bodyId}>{intl.formatMessage(m.expiryBody)}</p>
          <Countdown data-testid="session-expiry-countdown">
            {intl.formatMessage(m.remaining, { time: <time key="time">{clock(left)}</time> })}
          </Countdown>
          <Live role="alert">{signOutState === 'failed' ? <Error>{intl.formatMessage(m.signOutFailed)}</Error> : null}</Live>
          <Actions $gap="sm">
            <Button type="button" $variant="primary" $size="md" aria-busy={busy} disabled={busy} onClick={() => void signOut(`${pathname}${search}${hash}`)} data-testid="session-expiry-sign-in">
              {intl.formatMessage(busy ? m.signingOut : m.signInAgain)}
            </Button>
            <Button type="button" $variant="secondary" $size="md" disabled={busy} onClick={() => void signOut()} data-testid="session-expiry-sign-out">
              {intl.formatMessage(m.signOut)}
            </Button>
            <Button type="button" $variant="ghost" $size="md" disabled={busy} onClick={() => setDismissedFor(endsAt)}>
              {intl.formatMessage(m.close)}
            </Button>
          </Actions>
        </Body>
      ) : null}
    </Dialog>
  );
}

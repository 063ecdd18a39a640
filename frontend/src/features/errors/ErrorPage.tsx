import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled, { keyframes } from 'styled-components';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Actions } from '../../shared/ui/Actions';
import { ButtonAnchor } from '../../shared/ui/ButtonLink';
import { Icon } from '../../shared/ui/Icon';
import { classifyError } from './classify-error';
import { ErrorFrame, ErrorText, ErrorTitle } from './error-layout';
import { errorMessages as m } from './errors.messages';

/** docs/product.md §3.2: "Try again" waits 1.5 s (long enough to show that something happens) then reloads. */
export const RETRY_DELAY_MS = 1_500;

const RetryButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 2.5rem;
  padding-inline: 1rem;
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  cursor: pointer;

  &:disabled {
    cursor: progress;
  }
`;

const spin = keyframes`
  to {
    transform: rotate(360deg);
  }
`;

const Spinner = styled.span`
  inline-size: 1rem;
  block-size: 1rem;
  border: 2px solid currentColor;
  border-inline-end-color: transparent;
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/**
 * What a visitor sees when a route fails to render (docs/product.md §3.2). Links are plain anchors: after an
 * error the router's state is not trusted, so leaving reloads the app.
 */
export function ErrorPage({ error }: { error: unknown }) {
  const intl = useIntl();
  const kind = classifyError(error);
  const [retrying, setRetrying] = useState(false);
  useDocumentTitle(intl.formatMessage(m.errorDocumentTitle));

  useEffect(() => {
    if (!retrying) return;
    const timer = window.setTimeout(() => window.location.reload(), RETRY_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [retrying]);

  return (
    <ErrorFrame data-testid="error-page" data-error-kind={kind}>
      <ErrorTitle>{intl.formatMessage(kind === 'session' ? m.sessionTitle : m.genericTitle)}</ErrorTitle>
      <ErrorText>{intl.formatMessage(kind === 'session' ? m.sessionBody : m.genericBody)}</ErrorText>
      <Actions>
        <RetryButton type="button" disabled={retrying} aria-busy={retrying} onClick={() => setRetrying(true)} data-testid="error-retry">
          {retrying ? <Spinner aria-hidden="true" /> : <Icon name="refresh" size={18} />}
          {intl.formatMessage(m.tryAgain)}
        </RetryButton>
        {kind === 'session' ? (
          <ButtonAnchor href={`/${intl.locale}/login`} $variant="secondary" $size="md">
            {intl.formatMessage(m.signIn)}
          </ButtonAnchor>
        ) : null}
        <ButtonAnchor href={`/${intl.locale}`} $variant="ghost" $size="md" data-testid="error-home">
          <Icon name="arrowBack" size={18} directional />
          {intl.formatMessage(m.returnHome)}
        </ButtonAnchor>
      </Actions>
      <p role="status" aria-live="polite">
        {retrying ? intl.formatMessage(m.reloading) : ''}
      </p>
    </ErrorFrame>
  );
}

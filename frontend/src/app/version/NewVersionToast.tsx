import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { shellMessages } from '../shell/shell.messages';
import { BUILD_ID, fetchDeployedBuild, VERSION_CHECK_INTERVAL_MS } from './build-version';

const Toast = styled.div`
  position: fixed;
  inset-block-start: 4.75rem;
  inset-inline-end: 0.75rem;
  z-index: 45;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.75rem;
  max-inline-size: min(24rem, calc(100vw - 1.5rem));
  padding-block: 0.75rem;
  padding-inline: 1rem 0.5rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &:empty {
    display: none;
  }
`;

const Text = styled.p`
  flex: 1 1 10rem;
  font-weight: 600;
`;

const Reload = styled.button`
  min-block-size: 2.5rem;
  padding-inline: 1rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  cursor: pointer;
`;

const Dismiss = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  cursor: pointer;
`;

/**
 * Checks hourly whether a newer build is deployed and, if so, says so politely. The live region
 * stays mounted (empty) so screen readers announce the message when it appears.
 */
export function NewVersionToast() {
  const intl = useIntl();
  const [outdated, setOutdated] = useState(false);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    if (outdated) return;
    const timer = window.setInterval(() => {
      void fetchDeployedBuild().then((build) => {
        if (build !== null && build !== BUILD_ID) setOutdated(true);
      });
    }, VERSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [outdated]);

  return (
    <Toast role="status" aria-live="polite" data-testid="new-version">
      {outdated && !dismissed ? (
        <>
          <Text>{intl.formatMessage(shellMessages.newVersion)}</Text>
          <Reload type="button" onClick={() => window.location.reload()} data-testid="new-version-reload">
            {intl.formatMessage(shellMessages.newVersionReload)}
          </Reload>
          <Dismiss type="button" aria-label={intl.formatMessage(shellMessages.newVersionDismiss)} onClick={() => setDismissed(true)}>
            <Icon name="close" size={18} />
          </Dismiss>
        </>
      ) : null}
    </Toast>
  );
}

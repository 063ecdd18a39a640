import { lazy, Suspense, useEffect, useState } from 'react';
import styled from 'styled-components';
import { BUILD_ID, fetchDeployedBuild, VERSION_CHECK_INTERVAL_MS } from './build-version';

// Loaded only when a newer build is found: the home page's first bundle stays within its JavaScript budget (docs/product.md §11).
const NewVersionNotice = lazy(() => import('./NewVersionNotice').then((m) => ({ default: m.NewVersionNotice })));

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

/**
 * Checks hourly whether a newer build is deployed and, if so, says so politely. The live region
 * stays mounted (empty) so screen readers announce the message when it appears.
 */
export function NewVersionToast() {
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
        <Suspense fallback={null}>
          <NewVersionNotice onDismiss={() => setDismissed(true)} />
        </Suspense>
      ) : null}
    </Toast>
  );
}

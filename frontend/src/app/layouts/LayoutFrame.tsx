import { Suspense, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { RefusedAccessNotice } from '../../features/access';
import { shellMessages } from '../shell/shell.messages';

export const MAIN_CONTENT_ID = 'main-content';

export const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;

export const SkipLink = styled.a`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-start: 0.5rem;
  z-index: 50;
  padding-block: 0.5rem;
  padding-inline: 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-weight: 600;
  transform: translateY(-200%);

  &:focus {
    transform: none;
  }
`;

export function SkipToMain() {
  const intl = useIntl();
  return <SkipLink href={`#${MAIN_CONTENT_ID}`}>{intl.formatMessage(shellMessages.skipLink)}</SkipLink>;
}

const Pending = styled.div`
  min-block-size: 50vh;
`;

/**
 * The routed page (or explicit children, for error screens rendered outside the route tree).
 * Lazily loaded pages suspend here, so the header and menu stay in place while a page downloads.
 */
export function LayoutContent({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  return (
    <Suspense fallback={<Pending aria-busy="true" aria-label={intl.formatMessage(shellMessages.loading)} />}>
      <RefusedAccessNotice />
      {children ?? <Outlet />}
    </Suspense>
  );
}

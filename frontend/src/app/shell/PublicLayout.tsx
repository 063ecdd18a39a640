import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { shellMessages } from './shell.messages';
import { SiteFooter } from './SiteFooter';
import { SiteHeader } from './SiteHeader';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-block-size: 100vh;
`;

const SkipLink = styled.a`
  position: absolute;
  inset-block-start: 0.5rem;
  inset-inline-start: 0.5rem;
  z-index: 30;
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

const Main = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

export const MAIN_CONTENT_ID = 'main-content';

/** Header, main landmark and footer around public pages. */
export function PublicLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  return (
    <Page>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{intl.formatMessage(shellMessages.skipLink)}</SkipLink>
      <SiteHeader />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        {children}
      </Main>
      <SiteFooter />
    </Page>
  );
}

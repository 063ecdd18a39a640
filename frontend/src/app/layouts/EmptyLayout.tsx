import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SiteFooter } from '../shell/SiteFooter';
import { SiteHeader } from '../shell/SiteHeader';
import { LayoutContent, MAIN_CONTENT_ID, Page, SkipToMain } from './LayoutFrame';

const Main = styled.main`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;

  &:focus {
    outline: none;
  }
`;

/**
 * Focused pages (home, sign-in, sign-up, checkout, unsubscribe): the logo and the switchers, no
 * navigation competing with the page's own call to action; content centred in the remaining height.
 */
export function EmptyLayout({ children }: { children?: ReactNode }) {
  return (
    <Page>
      <SkipToMain />
      <SiteHeader variant="compact" />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <LayoutContent>{children}</LayoutContent>
      </Main>
      <SiteFooter />
    </Page>
  );
}

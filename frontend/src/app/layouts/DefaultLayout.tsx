import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SiteFooter } from '../shell/SiteFooter';
import { SiteHeader } from '../shell/SiteHeader';
import { LayoutContent, MAIN_CONTENT_ID, Page, SkipToMain } from './LayoutFrame';

const Main = styled.main`
  flex: 1;

  &:focus {
    outline: none;
  }
`;

/** Public content pages (about, contact, legal, pricing, FAQ): full header, footer with legal links. */
export function DefaultLayout({ children }: { children?: ReactNode }) {
  return (
    <Page>
      <SkipToMain />
      <SiteHeader variant="full" />
      <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <LayoutContent>{children}</LayoutContent>
      </Main>
      <SiteFooter />
    </Page>
  );
}

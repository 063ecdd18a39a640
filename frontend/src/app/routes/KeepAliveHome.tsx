import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { HomePage } from '../../features/home';
import { EmptyLayout } from '../layouts';
import type { Locale } from '../locales';

/** Pages visited away from home during which it stays alive (docs/product.md, "Screens and routes"). */
export const HOME_KEEP_ALIVE_PAGES = 10;

interface Kept {
  alive: boolean;
  /** Pages opened since home was left. */
  away: number;
  path: string;
}

/** Shown, it adds no box of its own; hidden, the attribute's display: none holds (no inline style: the CSP forbids them). */
const KeptHome = styled.div`
  &:not([hidden]) {
    display: contents;
  }
`;

/**
 * The home page kept alive: once opened it stays mounted (hidden) while the visitor opens up to ten
 * other pages, so coming back shows it exactly as it was left: its scroll position, what was typed in
 * its forms (the footer's newsletter field), its open menus. The eleventh page lets it go. It is
 * rendered after the current page, so the visible page's landmarks come first in the document.
 */
export function KeepAliveHome({ locale, children }: { locale: Locale; children: ReactNode }) {
  const { pathname } = useLocation();
  const atHome = pathname === `/${locale}` || pathname === `/${locale}/`;
  const [kept, setKept] = useState<Kept>({ alive: atHome, away: 0, path: pathname });
  const scroll = useRef(0);

  // Counted during render, so the page that makes it the eleventh never shows home kept behind it.
  if (kept.path !== pathname) {
    const away = atHome ? 0 : kept.away + 1;
    setKept({ alive: atHome || (kept.alive && away <= HOME_KEEP_ALIVE_PAGES), away, path: pathname });
  }

  // Where home was scrolled to, read while it is shown; restored before the returning frame is painted.
  useLayoutEffect(() => {
    if (!atHome) return;
    // Instant: the page's smooth scroll-behavior would otherwise glide there from the top.
    window.scrollTo({ top: scroll.current, behavior: 'instant' });
    const remember = () => {
      scroll.current = window.scrollY;
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => window.removeEventListener('scroll', remember);
  }, [atHome]);

  return (
    <>
      {atHome ? null : children}
      {kept.alive || atHome ? (
        <KeptHome hidden={!atHome} data-testid="home-kept" data-kept={atHome ? 'shown' : 'hidden'}>
          <EmptyLayout>
            <HomePage shown={atHome} />
          </EmptyLayout>
        </KeptHome>
      ) : null}
    </>
  );
}

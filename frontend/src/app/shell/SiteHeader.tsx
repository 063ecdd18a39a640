import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router-dom';
import styled from 'styled-components';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Container } from '../../shared/ui/Container';
import { LogoMark } from '../../shared/ui/LogoMark';
import { selectSessionUser } from '../auth.slice';
import { useAppSelector } from '../hooks';
import { AccountMenu } from './AccountMenu';
import { LanguageMenu } from './LanguageMenu';
import { shellMessages } from './shell.messages';
import { ThemeMenu } from './ThemeMenu';

const Bar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 10;
  background: ${({ theme }) => theme.color.headerBg};
  backdrop-filter: saturate(180%) blur(12px);
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Inner = styled(Container)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0 1rem;
  min-block-size: 4rem;
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  min-block-size: 4rem;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  font-size: 1.1875rem;
  letter-spacing: -0.01em;
  text-decoration: none;
`;

const Wordmark = styled.span`
  /* The brand is Latin script in every language. */
  direction: ltr;
  unicode-bidi: isolate;
  font-family: ${({ theme }) => theme.font.body};

  @media (max-width: 24rem) {
    display: none;
  }
`;

const Nav = styled.nav`
  /* Below 56rem the links take a row of their own under the logo and the actions. */
  order: 3;
  flex-basis: 100%;
  overflow-x: auto;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    order: 0;
    flex-basis: auto;
  }

  ul {
    display: flex;
    gap: 0.25rem;
    margin: 0;
    padding-block: 0 0.5rem;
    padding-inline: 0;
    list-style: none;

    @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
      padding-block: 0;
    }
  }

  a {
    display: inline-flex;
    align-items: center;
    min-block-size: 2.5rem;
    padding-inline: 0.75rem;
    border-radius: ${({ theme }) => theme.radius.pill};
    color: ${({ theme }) => theme.color.text};
    font-weight: 500;
    text-decoration: none;
    white-space: nowrap;

    &:hover {
      background: ${({ theme }) => theme.color.primarySoft};
    }

    &[aria-current='page'] {
      color: ${({ theme }) => theme.color.link};
      font-weight: 600;
    }
  }
`;

const HeaderControls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
`;

const HideNarrow = styled.span`
  display: contents;

  @media (max-width: 40rem) {
    display: none;
  }
`;

const NAV = [
  { path: 'about', label: shellMessages.navAbout },
  { path: 'pricing', label: shellMessages.navPricing },
  { path: 'faq', label: shellMessages.navFaq },
  { path: 'contact', label: shellMessages.navContact },
] as const;

/** `full` is the default layout's header; `compact` (empty layout) keeps the logo and the switchers. */
export function SiteHeader({ variant }: { variant: 'full' | 'compact' }) {
  const intl = useIntl();
  const lang = intl.locale;
  // Restored from storage at once on load, and confirmed by the server (app/session): the header shows
  // the account from the first paint rather than flashing "Sign in".
  const user = useAppSelector(selectSessionUser);
  return (
    <Bar>
      <Inner>
        <Brand to={`/${lang}`} aria-label={intl.formatMessage(shellMessages.homeLink)} data-testid="site-logo">
          <LogoMark size={32} />
          <Wordmark>StackLens</Wordmark>
        </Brand>
        {variant === 'full' ? (
          <Nav aria-label={intl.formatMessage(shellMessages.mainNav)}>
            <ul>
              {NAV.map(({ path, label }) => (
                <li key={path}>
                  <NavLink to={`/${lang}/${path}`}>{intl.formatMessage(label)}</NavLink>
                </li>
              ))}
            </ul>
          </Nav>
        ) : null}
        <HeaderControls>
          <LanguageMenu />
          <ThemeMenu />
          {variant === 'full' && user ? <AccountMenu user={user} /> : null}
          {variant === 'full' && !user ? (
            <>
              <ButtonLink to={`/${lang}/login`} $variant="ghost" $size="md" data-testid="header-login">
                {intl.formatMessage(shellMessages.signIn)}
              </ButtonLink>
              <HideNarrow>
                <ButtonLink to={`/${lang}/signup`} $variant="primary" $size="md" data-testid="header-signup">
                  {intl.formatMessage(shellMessages.startTrial)}
                </ButtonLink>
              </HideNarrow>
            </>
          ) : null}
        </HeaderControls>
      </Inner>
    </Bar>
  );
}

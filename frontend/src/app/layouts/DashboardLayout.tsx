import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl, type IntlShape, type MessageDescriptor } from 'react-intl';
import { Link, NavLink, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { DASHBOARD_TOOLS, toolName } from '../../features/dashboard';
import { FeedbackDialog } from '../../features/feedback';
import { SessionExpiryDialog, useSignOut } from '../session';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { LogoMark } from '../../shared/ui/LogoMark';
import { planOf, selectSessionUser, type SessionUser } from '../auth.slice';
import { useAppSelector } from '../hooks';
import { LanguageMenu } from '../shell/LanguageMenu';
import { shellMessages } from '../shell/shell.messages';
import { ThemeMenu } from '../shell/ThemeMenu';
import { dashboardMessages as m } from './dashboard.messages';
import { LayoutContent, MAIN_CONTENT_ID, SkipToMain } from './LayoutFrame';

const Frame = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-block-size: 100vh;
`;

const TopBar = styled.header`
  position: sticky;
  inset-block-start: 0;
  z-index: 20;
  display: flex;
  align-items: center;
  gap: 0.75rem;
  min-block-size: 4rem;
  padding-inline: ${({ theme }) => theme.layout.gutter};
  background: ${({ theme }) => theme.color.headerBg};
  backdrop-filter: saturate(180%) blur(12px);
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
`;

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: none;
  }
`;

const Brand = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.6rem;
  color: ${({ theme }) => theme.color.text};
  font-weight: 700;
  font-size: 1.125rem;
  text-decoration: none;

  span {
    direction: ltr;
    unicode-bidi: isolate;
    font-family: ${({ theme }) => theme.font.body};

    @media (max-width: 24rem) {
      display: none;
    }
  }
`;

const HeaderControls = styled.div`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin-inline-start: auto;
`;

const Body = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 16rem minmax(0, 1fr);
  }
`;

const Side = styled.nav<{ $open: boolean }>`
  display: ${({ $open }) => ($open ? 'flex' : 'none')};
  flex-direction: column;
  gap: 0.75rem;
  padding-block: 1rem;
  padding-inline: 0.75rem;
  background: ${({ theme }) => theme.color.surface};
  border-inline-end: 1px solid ${({ theme }) => theme.color.border};

  /* Under 56rem the menu is a drawer over the content, on the reading-start side. */
  position: fixed;
  inset-block: 4rem 0;
  inset-inline-start: 0;
  z-index: 15;
  inline-size: min(18rem, 85vw);
  overflow-y: auto;
  box-shadow: ${({ theme }) => theme.shadow.lg};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    display: flex;
    position: sticky;
    inset-block: 4rem auto;
    block-size: calc(100vh - 4rem);
    inline-size: auto;
    box-shadow: none;
  }
`;

const Plan = styled.p<{ $premium: boolean }>`
  align-self: start;
  margin-inline: 0.75rem;
  padding-block: 0.2rem;
  padding-inline: 0.7rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme, $premium }) => ($premium ? theme.color.primarySoft : theme.color.accentSoft)};
  color: ${({ theme, $premium }) => ($premium ? theme.color.link : theme.color.accent)};
  font-size: 0.8125rem;
  font-weight: 700;
`;

const UpgradeLink = styled(Link)`
  align-self: start;
  margin-inline: 0.75rem;
  color: ${({ theme }) => theme.color.link};
  font-size: 0.875rem;
  font-weight: 600;
`;

const Items = styled.ul`
  display: grid;
  gap: 0.125rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const itemStyle = `
  display: flex;
  align-items: center;
  gap: 0.75rem;
  inline-size: 100%;
  min-block-size: 2.75rem;
  padding-inline: 0.75rem;
  border: 0;
  font-size: 0.9375rem;
  font-weight: 500;
  text-align: start;
  text-decoration: none;
  background: none;
  cursor: pointer;
`;

const Item = styled(NavLink)`
  ${itemStyle}
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  &[aria-current='page'] {
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.link};
    font-weight: 600;
  }
`;

const MenuButton = styled.button`
  ${itemStyle}
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }
`;

/** The chevron of the workflow disclosure: points down when open, towards the reading end when closed. */
const Chevron = styled.span<{ $open: boolean }>`
  inline-size: 0.5rem;
  block-size: 0.5rem;
  margin-inline-start: auto;
  /* Physical sides on purpose: the rotation below, not the writing direction, decides where it points. */
  border-bottom: 2px solid currentColor;
  border-right: 2px solid currentColor;
  transform: rotate(${({ $open }) => ($open ? '45deg' : '-45deg')});
  transition: transform 0.15s ease;

  [dir='rtl'] & {
    transform: rotate(${({ $open }) => ($open ? '45deg' : '135deg')});
  }

  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const SubItems = styled.ul`
  display: grid;
  gap: 0.125rem;
  margin: 0;
  margin-block-start: 0.125rem;
  padding: 0;
  padding-inline-start: 2.25rem;
  list-style: none;

  &[hidden] {
    display: none;
  }
`;

const SubItem = styled(NavLink)`
  display: flex;
  align-items: center;
  min-block-size: 2.5rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border-inline-start: 2px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.875rem;
  font-weight: 500;
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
    color: ${({ theme }) => theme.color.text};
  }

  &[aria-current='page'] {
    border-inline-start-color: ${({ theme }) => theme.color.link};
    background: ${({ theme }) => theme.color.primarySoft};
    color: ${({ theme }) => theme.color.link};
    font-weight: 600;
  }
`;

const Main = styled.main`
  min-inline-size: 0;
  padding-block: 2rem;
  padding-inline: ${({ theme }) => theme.layout.gutter};

  &:focus {
    outline: none;
  }
`;

interface MenuEntry {
  readonly key: string;
  /** Path after `/{lang}/`; null for buttons: feedback opens its dialog over the current page, workflow discloses its tools. */
  readonly path: string | null;
  readonly icon: IconName;
  readonly label: MessageDescriptor;
  /** Shown to administrators only: everyone else would be sent away by the page guard. */
  readonly adminOnly?: boolean;
}

/** The side menu of docs/product.md §12.5, in its order; logout closes the list as a button (it acts, it does not navigate). */
const MENU: readonly MenuEntry[] = [
  { key: 'dashboard', path: 'dashboard', icon: 'dashboard', label: m.dashboard },
  { key: 'website', path: 'stack-audit/website', icon: 'browser', label: m.website },
  { key: 'workflow', path: null, icon: 'workflow', label: m.workflow },
  { key: 'system', path: 'stackql', icon: 'server', label: m.system },
  { key: 'administration', path: 'admin', icon: 'admin', label: m.administration, adminOnly: true },
  { key: 'newsletter', path: 'newsletter-admin', icon: 'mail', label: m.newsletter, adminOnly: true },
  { key: 'feedback', path: null, icon: 'feedback', label: m.feedback },
  { key: 'premium', path: 'pricing', icon: 'sparkle', label: m.premium },
  { key: 'settings', path: 'settings', icon: 'settings', label: m.settings },
];

/** The workflow tools of docs/product.md §1 under the side menu's "Workflow tools", named and routed as on the dashboard. */
const WORKFLOW_TOOL_IDS = ['studio', 'css-playground', 'snippets', 'api-testing', 'responsive-testing', 'robots'];
const WORKFLOW_TOOLS = WORKFLOW_TOOL_IDS.map((id) => DASHBOARD_TOOLS.find((tool) => tool.id === id)!);

/** Whether `pathname` (`/{lang}/…`) is one of the workflow tools' pages, or a page under one. */
function isWorkflowPage(pathname: string, lang: string): boolean {
  return WORKFLOW_TOOLS.some(({ path }) => pathname === `/${lang}/${path}` || pathname.startsWith(`/${lang}/${path}/`));
}

const NARROW = '(max-width: 55.999rem)';

const SignOutError = styled.p`
  padding-inline: 0.75rem;
  color: ${({ theme }) => theme.color.danger};
  font-size: 0.875rem;
  font-weight: 600;
`;

/** Premium, Standard, Free, or the trial with its days left (docs/product.md, "Plans"). */
function planName(intl: IntlShape, plan: NonNullable<ReturnType<typeof planOf>>, user: SessionUser | null): string {
  if (plan === 'premium') return intl.formatMessage(m.planPremium);
  if (plan === 'standard') return intl.formatMessage(m.planStandard);
  if (plan === 'free') return intl.formatMessage(m.planFree);
  const days = user?.daysLeft;
  return days === null || days === undefined ? intl.formatMessage(m.planTrialOnly) : intl.formatMessage(m.planTrial, { days });
}

export function DashboardLayout({ children }: { children?: ReactNode }) {
  const intl = useIntl();
  const lang = intl.locale;
  const { pathname } = useLocation();
  const { state: signOutState, run: signOut } = useSignOut();
  const user = useAppSelector(selectSessionUser);
  const plan = planOf(user);
  const [open, setOpen] = useState(false);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const onWorkflowPage = isWorkflowPage(pathname, lang);
  const [workflowOpen, setWorkflowOpen] = useState(onWorkflowPage);
  const menuId = useId();
  const workflowId = useId();
  const menuRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // A followed link closes the drawer.
  useEffect(() => setOpen(false), [pathname]);

  // Arriving on a workflow tool shows where it sits; leaving one keeps the user's choice.
  useEffect(() => {
    if (onWorkflowPage) setWorkflowOpen(true);
  }, [onWorkflowPage]);

  useEffect(() => {
    if (open) menuRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggleRef.current?.focus();
  };

  return (
    <Frame>
      <SkipToMain />
      <TopBar>
        <Toggle
          ref={toggleRef}
          type="button"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={intl.formatMessage(open ? m.closeMenu : m.openMenu)}
          onClick={() => setOpen((value) => !value)}
          data-testid="dashboard-menu-toggle"
        >
          <Icon name={open ? 'close' : 'menu'} size={20} />
        </Toggle>
        <Brand to={`/${lang}`} aria-label={intl.formatMessage(shellMessages.homeLink)} data-testid="site-logo">
          <LogoMark size={30} />
          <span>StackLens</span>
        </Brand>
        <HeaderControls>
          <LanguageMenu />
          <ThemeMenu />
        </HeaderControls>
      </TopBar>
      <Body>
        <Side
          ref={menuRef}
          id={menuId}
          $open={open}
          aria-label={intl.formatMessage(m.menu)}
          data-testid="dashboard-menu"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && open && window.matchMedia(NARROW).matches) {
              event.preventDefault();
              close();
            }
          }}
        >
          {plan ? (
            <Plan $premium={plan === 'premium'} data-testid="dashboard-plan">
              {intl.formatMessage(m.planLabel, { plan: planName(intl, plan, user) })}
            </Plan>
          ) : null}
          {plan === 'free' ? (
            <UpgradeLink to={`/${lang}/pricing`} data-testid="dashboard-plan-upgrade">
              {intl.formatMessage(m.planUpgrade)}
            </UpgradeLink>
          ) : null}
          <Items>
            {MENU.filter((entry) => !entry.adminOnly || user?.isAdmin).map(({ key, path, icon, label }) => (
              <li key={key}>
                {key === 'workflow' ? (
                  <>
                    <MenuButton type="button" aria-expanded={workflowOpen} aria-controls={workflowId} data-menu-item={key} onClick={() => setWorkflowOpen((value) => !value)}>
                      <Icon name={icon} size={20} />
                      {intl.formatMessage(label)}
                      <Chevron $open={workflowOpen} aria-hidden="true" />
                    </MenuButton>
                    <SubItems id={workflowId} hidden={!workflowOpen} data-testid="dashboard-menu-workflow">
                      {WORKFLOW_TOOLS.map((tool) => (
                        <li key={tool.id}>
                          <SubItem to={`/${lang}/${tool.path}`} data-menu-subitem={tool.id}>
                            {toolName(tool, intl.formatMessage)}
                          </SubItem>
                        </li>
                      ))}
                    </SubItems>
                  </>
                ) : path === null ? (
                  <MenuButton type="button" aria-haspopup="dialog" data-menu-item={key} onClick={() => setFeedbackOpen(true)}>
                    <Icon name={icon} size={20} />
                    {intl.formatMessage(label)}
                  </MenuButton>
                ) : (
                  <Item to={`/${lang}/${path}`} end={key === 'dashboard'} data-menu-item={key}>
                    <Icon name={icon} size={20} />
                    {intl.formatMessage(label)}
                  </Item>
                )}
              </li>
            ))}
            <li>
              <MenuButton type="button" data-menu-item="logout" aria-busy={signOutState === 'busy'} onClick={() => void signOut()}>
                <Icon name="logout" size={20} directional />
                {intl.formatMessage(signOutState === 'busy' ? m.loggingOut : m.logout)}
              </MenuButton>
              {signOutState === 'failed' ? (
                <SignOutError role="alert" data-testid="logout-error">
                  {intl.formatMessage(m.logoutFailed)}
                </SignOutError>
              ) : null}
            </li>
          </Items>
        </Side>
        <Main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <LayoutContent>{children}</LayoutContent>
        </Main>
      </Body>
      <FeedbackDialog open={feedbackOpen} onClose={() => setFeedbackOpen(false)} />
      <SessionExpiryDialog />
    </Frame>
  );
}

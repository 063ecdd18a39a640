import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import type { SessionUser } from '../auth.slice';
import { useAppStore } from '../hooks';
import type { LoginPageState } from '../session/login-state';
import { shellMessages as m } from './shell.messages';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  max-inline-size: 14rem;
  min-block-size: 2.5rem;
  padding-inline: 0.35rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: 600;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Initial = styled.span`
  display: inline-grid;
  place-items: center;
  inline-size: 1.875rem;
  block-size: 1.875rem;
  border-radius: 50%;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: 0.875rem;
`;

const Name = styled.bdi`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;

  @media (max-width: 30rem) {
    display: none;
  }
`;

const Menu = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + 0.5rem);
  inset-inline-end: 0;
  z-index: 20;
  display: grid;
  min-inline-size: 13rem;
  margin: 0;
  padding: 0.375rem;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[hidden] {
    display: none;
  }

  a,
  button {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    inline-size: 100%;
    padding-block: 0.55rem;
    padding-inline: 0.75rem;
    border: 0;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: start;
    text-decoration: none;
    cursor: pointer;

    &:hover,
    &:focus-visible {
      background: ${({ theme }) => theme.color.bgAlt};
    }
  }
`;

/**
 * The public header's signed-in state (docs/product.md, "Sessions and tokens": every page knows who
 * is signed in): the user's name opening a menu of the dashboard, the settings and signing out. The
 * sign-out code is the session machinery's, fetched only when asked for, so the first page's budget
 * does not grow with it (docs/adr/0004).
 */
export function AccountMenu({ user }: { user: SessionUser }) {
  const intl = useIntl();
  const lang = intl.locale;
  const store = useAppStore();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState<'idle' | 'busy' | 'failed'>('idle');
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const name = user.username.trim() || user.email;

  useEffect(() => {
    if (!open) return;
    wrapperRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  const items = () => [...(wrapperRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      triggerRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp' && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? all.length - 1 : (at + (event.key === 'ArrowDown' ? 1 : -1) + all.length) % all.length;
    all[next]?.focus();
  };

  const signOut = async () => {
    setSigningOut('busy');
    const session = await import('../session');
    const ok = await session.signOut(store);
    if (!ok) return setSigningOut('failed');
    setSigningOut('idle');
    setOpen(false);
    await navigate(`/${lang}/login`, { state: { endSession: true, notice: 'signedOut' } satisfies LoginPageState });
  };

  const link = (to: string, icon: IconName, label: string, testId: string) => (
    <li role="none">
      <Link role="menuitem" to={`/${lang}/${to}`} onClick={() => setOpen(false)} data-testid={testId}>
        <Icon name={icon} size={18} />
        {label}
      </Link>
    </li>
  );

  return (
    <Wrapper
      ref={wrapperRef}
      onKeyDown={onKeyDown}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage(m.accountMenu, { name })}
        onClick={() => setOpen((value) => !value)}
        data-testid="header-account"
      >
        <Initial aria-hidden="true">{[...name][0]?.toUpperCase()}</Initial>
        <Name>{name}</Name>
        <Icon name="chevronDown" size={16} />
      </Trigger>
      <Menu id={menuId} role="menu" aria-label={intl.formatMessage(m.accountMenu, { name })} hidden={!open} data-testid="header-account-menu">
        {link('dashboard', 'dashboard', intl.formatMessage(m.accountDashboard), 'header-account-dashboard')}
        {link('settings', 'settings', intl.formatMessage(m.accountSettings), 'header-account-settings')}
        <li role="none">
          <button type="button" role="menuitem" onClick={() => void signOut()} aria-busy={signingOut === 'busy'} disabled={signingOut === 'busy'} data-testid="header-account-logout">
            <Icon name="logout" size={18} />
            {intl.formatMessage(signingOut === 'busy' ? m.accountSigningOut : signingOut === 'failed' ? m.accountLogoutFailed : m.accountLogout)}
          </button>
        </li>
      </Menu>
      <VisuallyHidden role="status" data-testid="header-account-status">
        {signingOut === 'failed' ? intl.formatMessage(m.accountLogoutFailed) : ''}
      </VisuallyHidden>
    </Wrapper>
  );
}

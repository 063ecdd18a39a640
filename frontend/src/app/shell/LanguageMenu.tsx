import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { useAppDispatch } from '../hooks';
import { switchLocation } from '../locale-path';
import { languageChosen } from '../preference-choices';
import { LOCALES, localeDefinition, matchLocale } from '../locales';
import { shellMessages } from './shell.messages';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.4rem;
  min-block-size: 2.5rem;
  padding-inline: 0.75rem 0.6rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: 0.9375rem;
  font-weight: 500;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }

  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
`;

const Menu = styled.ul`
  position: absolute;
  inset-block-start: calc(100% + 0.5rem);
  inset-inline-end: 0;
  z-index: 20;
  min-inline-size: 11rem;
  margin: 0;
  padding: 0.375rem;
  list-style: none;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
`;

const Option = styled(Link)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding-block: 0.55rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  &[aria-current='true'] {
    color: ${({ theme }) => theme.color.link};
    font-weight: 600;
  }
`;

const Code = styled.span`
  font-size: 0.75rem;
  color: ${({ theme }) => theme.color.textMuted};
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;

/**
 * A disclosure of real links (not a `<select>`): each entry is the current URL under another
 * prefix, so it works with a middle click, is crawlable and never navigates on a mere arrow key.
 */
export function LanguageMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const current = matchLocale(intl.locale) ?? 'en';
  const currentName = localeDefinition(current).nativeName;

  useEffect(() => {
    if (!open) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  useEffect(() => {
    if (open) wrapperRef.current?.querySelector<HTMLElement>('[aria-current="true"]')?.focus();
  }, [open]);

  const focusables = () => Array.from(wrapperRef.current?.querySelectorAll<HTMLElement>('ul a') ?? []);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = focusables();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const move = (to: number) => {
      event.preventDefault();
      items[(to + items.length) % items.length]?.focus();
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(index + 1);
      case 'ArrowUp':
        return move(index - 1);
      case 'Home':
        return move(0);
      case 'End':
        return move(items.length - 1);
      case 'Escape':
        event.preventDefault();
        setOpen(false);
        triggerRef.current?.focus();
        return;
      case 'Tab':
        setOpen(false);
        return;
    }
  };

  return (
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={intl.formatMessage(shellMessages.languageButton, { language: currentName })}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown' && !open) {
            event.preventDefault();
            setOpen(true);
          }
        }}
        data-testid="language-switcher"
      >
        <Icon name="globe" size={18} />
        <span lang={current}>{currentName}</span>
        <Icon name="chevronDown" size={16} />
      </Trigger>
      <Menu id={menuId} hidden={!open} aria-label={intl.formatMessage(shellMessages.languageMenu)} onKeyDown={onMenuKeyDown}>
        {LOCALES.map(({ code, nativeName }) => (
          <li key={code}>
            <Option
              to={switchLocation(location, code)}
              lang={code}
              hrefLang={code}
              aria-current={code === current ? 'true' : undefined}
              onClick={() => {
                dispatch(languageChosen(code));
                setOpen(false);
                triggerRef.current?.focus();
              }}
            >
              <span>{nativeName}</span>
              <Code aria-hidden="true">{code}</Code>
            </Option>
          </li>
        ))}
      </Menu>
    </Wrapper>
  );
}

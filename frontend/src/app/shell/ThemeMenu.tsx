import { useEffect, useId, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { Icon, type IconName } from '../../shared/ui/Icon';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { THEME_NAMES, type ThemeName } from '../../shared/theme/theme';
import { useAppDispatch } from '../hooks';
import { themeChosen } from '../preferences.slice';
import { shellMessages } from './shell.messages';

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.color.primary};
  }
`;

const Choices = styled.fieldset`
  position: absolute;
  inset-block-start: calc(100% + 0.5rem);
  inset-inline-end: 0;
  z-index: 20;
  min-inline-size: 12rem;
  margin: 0;
  padding: 0.375rem;
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};

  &[hidden] {
    display: none;
  }
`;

const Choice = styled.label`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  padding-block: 0.5rem;
  padding-inline: 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }

  &:has(input:checked) {
    color: ${({ theme }) => theme.color.link};
    font-weight: 600;
  }

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const LABELS: Record<ThemeName, { label: MessageDescriptor; icon: IconName }> = {
  light: { label: shellMessages.themeLight, icon: 'sun' },
  dark: { label: shellMessages.themeDark, icon: 'moon' },
  greenAmbiance: { label: shellMessages.themeGreenAmbiance, icon: 'leaf' },
};

/**
 * A disclosure holding a native radio group: arrow keys move between themes (and apply them at
 * once, as radios do), Escape closes and returns focus to the button.
 */
export function ThemeMenu() {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const current = useTheme().name;
  const [open, setOpen] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const groupName = useId();

  useEffect(() => {
    if (!open) return;
    wrapperRef.current?.querySelector<HTMLInputElement>('input:checked')?.focus();
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [open]);

  return (
    <Wrapper
      ref={wrapperRef}
      onBlur={(event) => {
        if (!wrapperRef.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={intl.formatMessage(shellMessages.themeButton, { theme: intl.formatMessage(LABELS[current].label) })}
        onClick={() => setOpen((value) => !value)}
        data-testid="theme-switcher"
      >
        <Icon name={LABELS[current].icon} size={18} />
      </Trigger>
      <Choices id={panelId} hidden={!open}>
        {/* The button already shows the topic; screen readers still hear the group's name. */}
        <VisuallyHidden as="legend">{intl.formatMessage(shellMessages.themeMenu)}</VisuallyHidden>
        {THEME_NAMES.map((name) => (
          <Choice key={name}>
            <input
              type="radio"
              name={groupName}
              value={name}
              checked={name === current}
              onChange={() => dispatch(themeChosen(name))}
              data-testid={`theme-${name}`}
            />
            <Icon name={LABELS[name].icon} size={18} />
            {intl.formatMessage(LABELS[name].label)}
          </Choice>
        ))}
      </Choices>
    </Wrapper>
  );
}

import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled, { useTheme } from 'styled-components';
import { DASHBOARD_THEME_NAMES, dashboardTokens, type DashboardTokens } from '../../shared/theme/theme';
import { CARDS_PER_ROW, withToolVisible, type DashboardPreferences, type PreferencesPatch } from './dashboard-preferences';
import { dashboardMessages as m, dashboardThemeMessages } from './dashboard.messages';
import { Icon } from '../../shared/ui/Icon';
import { Button, Fieldset, Hint, Segment, Segments } from './dashboard.styles';
import { toolName, type Tool } from './tools';

const Panel = styled.section`
  display: grid;
  gap: 1.75rem;
  padding: clamp(1rem, 3vw, 1.5rem);
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow.md};

  &[hidden] {
    display: none;
  }
`;

const PanelHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;

  & > h2 {
    font-size: 1.25rem;
  }
`;

const CloseButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  inline-size: 2.5rem;
  block-size: 2.5rem;
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.text};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.bgAlt};
  }
`;

const Row = styled.div`
  display: grid;
  gap: 1.75rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.lg}) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Checks = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 14rem), 1fr));
  gap: 0.25rem 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Check = styled.label`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  min-block-size: 2.25rem;
  cursor: pointer;

  & > input {
    flex: none;
    inline-size: 1.125rem;
    block-size: 1.125rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
`;

const VisibilityFoot = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1rem;
`;

const SwitchLabel = styled.label`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  font-weight: 700;
  cursor: pointer;

  /* A native checkbox drawn as a switch: it keeps Space to toggle and its checked state for assistive tech. */
  & > input {
    appearance: none;
    flex: none;
    position: relative;
    inline-size: 2.75rem;
    block-size: 1.5rem;
    margin: 0;
    border-radius: 999px;
    border: 1px solid ${({ theme }) => theme.color.borderStrong};
    background: ${({ theme }) => theme.color.bgAlt};
    cursor: pointer;
    transition: background-color 150ms ease;
  }

  & > input::after {
    content: '';
    position: absolute;
    inset-block-start: 50%;
    inset-inline-start: 0.2rem;
    inline-size: 1.05rem;
    block-size: 1.05rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.textMuted};
    transform: translateY(-50%);
    transition: inset-inline-start 150ms ease;
  }

  & > input:checked {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
  }

  & > input:checked::after {
    inset-inline-start: calc(100% - 1.25rem);
    background: ${({ theme }) => theme.color.onPrimary};
  }
`;

const Themes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5rem), 1fr));
  gap: 0.75rem;
`;

const ThemeOption = styled.label`
  position: relative;
  display: grid;
  gap: 0.4rem;
  padding: 0.5rem;
  border: 2px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: 600;
  font-size: 0.9375rem;
  cursor: pointer;

  & > input {
    position: absolute;
    inset: 0;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primarySoft};
  }

  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** A miniature tool card in the theme's tokens, so each option shows what it does. */
const Swatch = styled.span<{ $t: DashboardTokens }>`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr;
  align-items: center;
  gap: 0.35rem 0.5rem;
  padding: 0.6rem 0.55rem 0.5rem;
  overflow: hidden;
  border: 1px solid ${({ $t }) => $t.cardBorder};
  border-radius: ${({ $t }) => $t.radius};
  background: ${({ $t }) => $t.cardBg};
  box-shadow: ${({ $t }) => $t.shadow};
  /* The radio under it takes the clicks. */
  pointer-events: none;

  &::before {
    content: '';
    position: absolute;
    inset-block-start: 0;
    inset-inline: 0;
    block-size: 3px;
    background: ${({ $t }) => $t.accentBar};
  }

  & > [data-part='icon'] {
    grid-row: span 2;
    inline-size: 1.25rem;
    block-size: 1.25rem;
    border-radius: 0.3rem;
    background: ${({ $t }) => $t.iconBg};
    border: 1px solid ${({ $t }) => $t.cardBorder};
  }

  & > [data-part='title'],
  & > [data-part='text'] {
    display: block;
    block-size: 0.4rem;
    border-radius: 999px;
  }

  & > [data-part='title'] {
    inline-size: 80%;
    background: ${({ $t }) => $t.cardText};
  }

  & > [data-part='text'] {
    inline-size: 55%;
    background: ${({ $t }) => $t.cardMuted};
  }
`;

interface CustomisePanelProps {
  id: string;
  headingId: string;
  tools: readonly Tool[];
  preferences: DashboardPreferences;
  onChange: (patch: PreferencesPatch) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onClose: () => void;
  hidden: boolean;
}

export function CustomisePanel({ id, headingId, tools, preferences, onChange, onKeyDown, onClose, hidden }: CustomisePanelProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const appTheme = useTheme();
  const hiddenSet = new Set(preferences.hiddenTools);

  return (
    <Panel id={id} aria-labelledby={headingId} hidden={hidden} onKeyDown={onKeyDown} data-testid="customise-panel">
      <PanelHead>
        <h2 id={headingId}>{t(m.customiseHeading)}</h2>
        <CloseButton type="button" aria-label={t(m.closePanel)} onClick={onClose} data-testid="customise-close">
          <Icon name="close" size={18} />
        </CloseButton>
      </PanelHead>

      <Fieldset>
        <legend>{t(m.visibilityLegend)}</legend>
        <Hint>{t(m.visibilityHint)}</Hint>
        <Checks>
          {tools.map((tool) => (
            <li key={tool.id}>
              <Check>
                <input
                  type="checkbox"
                  checked={!hiddenSet.has(tool.id)}
                  onChange={(event) => onChange({ hiddenTools: withToolVisible(preferences.hiddenTools, tool.id, event.target.checked) })}
                  data-testid={`visibility-${tool.id}`}
                />
                {toolName(tool, t)}
              </Check>
            </li>
          ))}
        </Checks>
        <VisibilityFoot>
          <Button type="button" disabled={hiddenSet.size === 0} onClick={() => onChange({ hiddenTools: [] })} data-testid="panel-show-all">
            {t(m.showAll)}
          </Button>
          <Hint aria-live="polite">{t(m.hiddenCount, { count: hiddenSet.size })}</Hint>
        </VisibilityFoot>
      </Fieldset>

      <Row>
        <div>
          <SwitchLabel>
            <input
              type="checkbox"
              role="switch"
              checked={preferences.compactMode}
              onChange={(event) => onChange({ compactMode: event.target.checked })}
              aria-describedby={`${id}-compact-hint`}
              data-testid="compact-switch"
            />
            {t(m.compactLabel)}
          </SwitchLabel>
          <Hint id={`${id}-compact-hint`}>{t(m.compactHint)}</Hint>
        </div>

        <Fieldset aria-describedby={`${id}-rows-hint`}>
          <legend>{t(m.cardsPerRowLegend)}</legend>
          <Segments>
            {CARDS_PER_ROW.map((count) => (
              <Segment key={count}>
                <input
                  type="radio"
                  name={`${id}-cards-per-row`}
                  value={count}
                  checked={preferences.cardsPerRow === count}
                  onChange={() => onChange({ cardsPerRow: count })}
                  data-testid={`cards-per-row-${count}`}
                />
                {count === 'auto' ? t(m.cardsPerRowAuto) : intl.formatNumber(count)}
              </Segment>
            ))}
          </Segments>
          <Hint id={`${id}-rows-hint`}>{t(m.cardsPerRowHint)}</Hint>
        </Fieldset>
      </Row>

      <Fieldset>
        <legend>{t(m.themeLegend)}</legend>
        <Themes>
          {DASHBOARD_THEME_NAMES.map((name) => (
            <ThemeOption key={name}>
              <input
                type="radio"
                name={`${id}-dashboard-theme`}
                value={name}
                checked={preferences.dashboardTheme === name}
                onChange={() => onChange({ dashboardTheme: name })}
                data-testid={`dashboard-theme-${name}`}
              />
              <Swatch $t={dashboardTokens(appTheme, name)} aria-hidden="true">
                <span data-part="icon" />
                <span data-part="title" />
                <span data-part="text" />
              </Swatch>
              {t(dashboardThemeMessages[name])}
            </ThemeOption>
          ))}
        </Themes>
      </Fieldset>
    </Panel>
  );
}

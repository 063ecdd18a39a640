import type { KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { Icon } from '../../shared/ui/Icon';
import { Panel } from '../../shared/ui/Panel';
import { Segment, Segments } from '../../shared/ui/Segments';
import { CARDS_PER_ROW, withToolVisible, type DashboardPreferences, type PreferencesPatch } from './dashboard-preferences';
import { dashboardMessages as m } from './dashboard.messages';
import { Button, Fieldset, Hint } from './dashboard.styles';
import { DashboardThemeChoice } from './DashboardThemeChoice';
import { toolName, type Tool } from './tools';

const SettingsPanel = styled(Panel)`
  gap: 1.75rem;
  padding: clamp(1rem, 3vw, 1.5rem);
  box-shadow: ${({ theme }) => theme.shadow.md};
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
  const hiddenSet = new Set(preferences.hiddenTools);

  return (
    <SettingsPanel id={id} aria-labelledby={headingId} hidden={hidden} onKeyDown={onKeyDown} data-testid="customise-panel">
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
          <Segments $shape="rounded">
            {CARDS_PER_ROW.map((count) => (
              <Segment $shape="rounded" key={count}>
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

      <DashboardThemeChoice name={`${id}-dashboard-theme`} value={preferences.dashboardTheme} onChange={(dashboardTheme) => onChange({ dashboardTheme })} />
    </SettingsPanel>
  );
}

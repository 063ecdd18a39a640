import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { auditMessages as m } from './audits.messages';
import { usePrintMode } from './print-mode';

export interface AuditTab {
  readonly key: string;
  readonly label: string;
  readonly render: () => ReactNode;
}

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  padding-block: 0.25rem;
  border-block-end: 1px solid ${({ theme }) => theme.color.border};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  flex: none;
  min-block-size: 2.75rem;
  padding-inline: 1rem;
  border: 0;
  border-block-end: 3px solid transparent;
  border-start-start-radius: ${({ theme }) => theme.radius.sm};
  border-start-end-radius: ${({ theme }) => theme.radius.sm};
  background: none;
  color: ${({ theme }) => theme.color.textMuted};
  font: inherit;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.bgAlt};
  }

  &[aria-selected='true'] {
    border-block-end-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.link};
  }
`;

const Panel = styled.div`
  display: grid;
  gap: 1rem;
  padding-block-start: 1rem;
  min-inline-size: 0;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 4px;
  }
`;

const PrintSection = styled.section`
  display: grid;
  gap: 0.75rem;
  padding-block: 0.5rem;

  & > h3 {
    font-size: 1.125rem;
    border-block-end: 1px solid ${({ theme }) => theme.color.border};
    padding-block-end: 0.25rem;
  }
`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex); the arrow keys follow the
 * reading direction (in Arabic ArrowLeft goes to the next tab), Home and End jump to the ends. In
 * the printed report every panel is shown, one after the other, under its tab's name.
 */
export function AuditTabs({ tabs, testId }: { tabs: readonly AuditTab[]; testId?: string }) {
  const intl = useIntl();
  const print = usePrintMode();
  const idBase = useId();
  const [selected, setSelected] = useState(tabs[0]?.key ?? '');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});
  const current = tabs.find((tab) => tab.key === selected) ?? tabs[0];

  if (print) {
    return (
      <div data-testid={testId}>
        {tabs.map((tab) => (
          <PrintSection key={tab.key} aria-label={tab.label}>
            <h3>{tab.label}</h3>
            {tab.render()}
          </PrintSection>
        ))}
      </div>
    );
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const focused = (event.target as HTMLElement).closest('[role="tab"]')?.getAttribute('data-tab');
    const index = tabs.findIndex((tab) => tab.key === (focused ?? selected));
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const step: Record<string, number> = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 };
    let target: number | null = null;
    if (event.key in step) target = (index + step[event.key]! + tabs.length) % tabs.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = tabs.length - 1;
    if (target === null) return;
    event.preventDefault();
    const key = tabs[target]!.key;
    setSelected(key);
    refs.current[key]?.focus();
  };

  return (
    <div data-testid={testId}>
      <List role="tablist" aria-label={intl.formatMessage(m.tabsLabel)} onKeyDown={onKeyDown}>
        {tabs.map(({ key, label }) => {
          const isSelected = key === current?.key;
          return (
            <Tab
              key={key}
              ref={(element) => {
                refs.current[key] = element;
              }}
              type="button"
              role="tab"
              id={`${idBase}-tab-${key}`}
              aria-selected={isSelected}
              aria-controls={`${idBase}-panel-${key}`}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(key)}
              data-tab={key}
            >
              {label}
            </Tab>
          );
        })}
      </List>
      {current ? (
        <Panel role="tabpanel" id={`${idBase}-panel-${current.key}`} aria-labelledby={`${idBase}-tab-${current.key}`} tabIndex={0} data-panel={current.key}>
          {current.render()}
        </Panel>
      ) : null}
    </div>
  );
}

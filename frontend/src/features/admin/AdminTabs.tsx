import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';

export interface TabDefinition<K extends string> {
  readonly key: K;
  readonly label: MessageDescriptor;
}

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  padding-block: 0.25rem;
  padding-inline: 0.25rem;
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

interface AdminTabsProps<K extends string> {
  idBase: string;
  label: MessageDescriptor;
  tabs: readonly TabDefinition<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string, key: string) => `${idBase}-panel-${key}`;

/**
 * WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex); arrow keys move and
 * select, following the reading direction (in Arabic, ArrowLeft goes to the next tab); Home and End
 * jump to the ends.
 */
export function AdminTabs<K extends string>({ idBase, label, tabs, selected, onSelect }: AdminTabsProps<K>) {
  const intl = useIntl();
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});

  // On a narrow screen the row of tabs scrolls: keep the selected one in view (e.g. opened from ?tab=).
  useEffect(() => {
    refs.current[selected]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // From the focused tab, not `selected`: a fast second key press can come before the re-render.
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
    onSelect(key);
    refs.current[key]?.focus();
  };

  return (
    <List role="tablist" aria-label={intl.formatMessage(label)} onKeyDown={onKeyDown} data-testid="admin-tabs">
      {tabs.map(({ key, label: tabLabel }) => {
        const isSelected = key === selected;
        return (
          <Tab
            key={key}
            ref={(element) => {
              refs.current[key] = element;
            }}
            type="button"
            role="tab"
            id={tabId(idBase, key)}
            aria-selected={isSelected}
            aria-controls={panelId(idBase, key)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(key)}
            data-tab={key}
          >
            {intl.formatMessage(tabLabel)}
          </Tab>
        );
      })}
    </List>
  );
}

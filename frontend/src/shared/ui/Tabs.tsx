import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: ReactNode;
}

const List = styled.div<{ $wrap: boolean }>`
  display: flex;
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: 0.25rem;
  overflow-x: ${({ $wrap }) => ($wrap ? 'visible' : 'auto')};
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

/** A tab's panel (role="tabpanel", focusable): set off from the tab row, its focus ring clear of its content. */
export const TabPanel = styled.div`
  padding-block-start: 1.25rem;
  min-inline-size: 0;

  &:focus-visible {
    outline-offset: 4px;
  }
`;

export const tabId = (idBase: string, key: string) => `${idBase}-tab-${key}`;
export const panelId = (idBase: string, key: string) => `${idBase}-panel-${key}`;

interface TabListProps<K extends string> {
  /** From useId(): the tabs' and panels' ids are built from it with tabId() / panelId(). */
  idBase: string;
  /** Accessible name of the tab list, already translated. */
  label: string;
  tabs: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
  testId?: string;
  /**
   * Wrap onto more rows instead of scrolling sideways: for a row of tabs longer than its column even on
   * a wide screen, where a scrolled row would show a label cut in half.
   */
  wrap?: boolean;
  /**
   * On a narrow screen the row of tabs scrolls: keep the selected one in view (e.g. a page opened on a
   * later tab from the URL). Off where the tabs may be below the fold, since it can scroll the page.
   */
  keepSelectedInView?: boolean;
}

/**
 * The tab row of WAI-ARIA tabs with automatic activation: one tab stop (roving tabindex); arrow keys
 * move and select, following the reading direction (in Arabic, ArrowLeft goes to the next tab); Home
 * and End jump to the ends. The caller owns the selection and renders the panels (role="tabpanel",
 * id panelId(), aria-labelledby tabId()).
 */
export function TabList<K extends string>({ idBase, label, tabs, selected, onSelect, testId, keepSelectedInView = false, wrap = false }: TabListProps<K>) {
  const refs = useRef<Partial<Record<K, HTMLButtonElement | null>>>({});

  useEffect(() => {
    if (keepSelectedInView) refs.current[selected]?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [selected, keepSelectedInView]);

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
    <List role="tablist" aria-label={label} onKeyDown={onKeyDown} data-testid={testId} $wrap={wrap}>
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
            {tabLabel}
          </Tab>
        );
      })}
    </List>
  );
}

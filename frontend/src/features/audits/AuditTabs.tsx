import { useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { panelId, TabList, tabId, TabPanel } from '../../shared/ui/Tabs';
import { auditMessages as m } from './audits.messages';
import { usePrintMode } from './print-mode';

export interface AuditTab {
  readonly key: string;
  readonly label: string;
  readonly render: () => ReactNode;
}

const ResultsPanel = styled(TabPanel)`
  display: grid;
  gap: 1rem;
  padding-block-start: 1rem;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
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
 * A report's sections as tabs (shared/ui TabList: one tab stop, arrows follow the reading direction,
 * Home/End). In the printed report every panel is shown, one after the other, under its tab's name.
 */
export function AuditTabs({ tabs, testId }: { tabs: readonly AuditTab[]; testId?: string }) {
  const intl = useIntl();
  const print = usePrintMode();
  const idBase = useId();
  const [selected, setSelected] = useState(tabs[0]?.key ?? '');
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

  return (
    <div data-testid={testId}>
      <TabList idBase={idBase} label={intl.formatMessage(m.tabsLabel)} tabs={tabs} selected={current?.key ?? ''} onSelect={setSelected} />
      {current ? (
        <ResultsPanel role="tabpanel" id={panelId(idBase, current.key)} aria-labelledby={tabId(idBase, current.key)} tabIndex={0} data-panel={current.key}>
          {current.render()}
        </ResultsPanel>
      ) : null}
    </div>
  );
}

import { useIntl, type MessageDescriptor } from 'react-intl';
import { TabList } from '../../shared/ui/Tabs';

export { panelId, tabId } from '../../shared/ui/Tabs';

export interface TabDefinition<K extends string> {
  readonly key: K;
  readonly label: MessageDescriptor;
}

interface AdminTabsProps<K extends string> {
  idBase: string;
  label: MessageDescriptor;
  tabs: readonly TabDefinition<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/** The admin page's tab row (shared/ui TabList), its labels given as message descriptors. */
export function AdminTabs<K extends string>({ idBase, label, tabs, selected, onSelect }: AdminTabsProps<K>) {
  const intl = useIntl();
  return (
    <TabList
      idBase={idBase}
      label={intl.formatMessage(label)}
      tabs={tabs.map((tab) => ({ key: tab.key, label: intl.formatMessage(tab.label) }))}
      selected={selected}
      onSelect={onSelect}
      testId="admin-tabs"
      keepSelectedInView
    />
  );
}

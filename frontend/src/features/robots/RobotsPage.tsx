import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { RobotsTestResponse } from '../../../../src/modules/devtools/contract';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { panelId, tabId, TabList, TabPanel } from '../../shared/ui/Tabs';
import { GeneratorPanel } from './GeneratorPanel';
import { robotsMessages as m } from './robots.messages';
import { PageFrame, PageHeader } from './robots.styles';
import { SitemapsPanel } from './SitemapsPanel';
import { StructuredDataPanel } from './structured-data/StructuredDataPanel';
import { TesterPanel } from './TesterPanel';
import { useSearchParam } from '../../shared/hooks/useSearchParam';

const TABS = [
  { key: 'tester', label: m.tabTester },
  { key: 'sitemaps', label: m.tabSitemaps },
  { key: 'generator', label: m.tabGenerator },
  { key: 'structured-data', label: m.tabStructuredData },
] as const;
type TabKey = (typeof TABS)[number]['key'];
const TAB_PARAM = 'tab';

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/**
 * `/{lang}/robots` (premium, docs/product.md §4.2): the robots.txt tester, the sitemap check, the generator
 * and the structured-data validator with its JSON-LD builder, as tabs. Every panel stays mounted while
 * hidden, so what was typed in one survives a visit to another; the address keeps the tab (`?tab=`).
 */
export function RobotsPage() {
  const t = useIntl().formatMessage;
  const idBase = useId();
  const [params, changeParams] = useSearchParam();
  const wanted = params.get(TAB_PARAM);
  const selected: TabKey = isTab(wanted) ? wanted : 'tester';
  const [tested, setTested] = useState<RobotsTestResponse | null>(null);
  const [sitemapUrls, setSitemapUrls] = useState('');
  useDocumentTitle(t(m.documentTitle));

  const select = (key: TabKey) => changeParams({ [TAB_PARAM]: key === 'tester' ? null : key });

  const onTested = (result: RobotsTestResponse) => {
    setTested(result);
    // The sitemaps a new file names replace the field's addresses; a file naming none leaves them.
    if (result.sitemaps.length > 0) setSitemapUrls(result.sitemaps.join('\n'));
  };

  const panel = (key: TabKey) => ({
    role: 'tabpanel',
    id: panelId(idBase, key),
    'aria-labelledby': tabId(idBase, key),
    hidden: key !== selected,
    tabIndex: 0,
    'data-testid': `robots-panel-${key}`,
  });

  return (
    <PageFrame data-testid="robots-page">
      <PageHeader>
        <h1>{t(m.title)}</h1>
        <p>{t(m.lead)}</p>
      </PageHeader>
      <div>
        <TabList idBase={idBase} label={t(m.tabsLabel)} tabs={TABS.map(({ key, label }) => ({ key, label: t(label) }))} selected={selected} onSelect={select} testId="robots-tabs" wrap />
        <TabPanel {...panel('tester')}>
          <TesterPanel onResult={onTested} />
        </TabPanel>
        <TabPanel {...panel('sitemaps')}>
          <SitemapsPanel named={tested ? tested.sitemaps : null} urls={sitemapUrls} onUrls={setSitemapUrls} />
        </TabPanel>
        <TabPanel {...panel('generator')}>
          <GeneratorPanel />
        </TabPanel>
        <TabPanel {...panel('structured-data')}>
          <StructuredDataPanel />
        </TabPanel>
      </div>
    </PageFrame>
  );
}

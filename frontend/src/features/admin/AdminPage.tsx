import { useCallback, useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { TabPanel } from '../../shared/ui/Tabs';
import { AccessLogList } from './AccessLogList';
import { AnalyticsDroppedPanel } from './AnalyticsDroppedPanel';
import { billingAdminMessages } from './billing-admin.messages';
import { droppedMessages } from './analytics-dropped.messages';
import { adminMessages as m } from './admin.messages';
import { AdminTabs, panelId, tabId, type TabDefinition } from './AdminTabs';
import { ContactMessagesList } from './ContactMessagesList';
import { FeedbackList } from './FeedbackList';
import type { ListProps } from './list-props';
import { MailOutboxList } from './MailOutboxList';
import { OrdersList } from './OrdersList';
import { Lead, Page, Title } from './page-layout';
import { pageFrom } from './page-param';
import { PromoCodesPanel } from './PromoCodesPanel';
import { UsersList } from './UsersList';
import { usersMessages } from './users.messages';

const TABS = [
  { key: 'users', label: usersMessages.tab },
  { key: 'feedback', label: m.tabFeedback },
  { key: 'contact', label: m.tabContact },
  { key: 'access-log', label: m.tabAccessLog },
  { key: 'analytics-dropped', label: droppedMessages.tab },
  { key: 'outbox', label: m.tabOutbox },
  { key: 'orders', label: billingAdminMessages.tabOrders },
  { key: 'promo-codes', label: billingAdminMessages.tabPromo },
] as const satisfies readonly TabDefinition<string>[];

type TabKey = (typeof TABS)[number]['key'];

const LISTS: Record<TabKey, (props: ListProps) => ReactNode> = {
  users: UsersList,
  feedback: FeedbackList,
  contact: ContactMessagesList,
  'access-log': AccessLogList,
  outbox: MailOutboxList,
  'analytics-dropped': AnalyticsDroppedPanel,
  orders: OrdersList,
  'promo-codes': PromoCodesPanel,
};

const isTab = (value: string | null): value is TabKey => TABS.some((tab) => tab.key === value);

/** `/{lang}/admin`: the admin lists in tabs, users first; the tab and page live in the URL (`?tab=outbox&page=2`). */
export function AdminPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.documentTitle));
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const tabParam = params.get('tab');
  const tab: TabKey = isTab(tabParam) ? tabParam : 'users';
  const page = pageFrom(params);

  const selectTab = (key: TabKey) => setParams(key === 'users' ? {} : { tab: key }, { replace: true });
  const setPage = useCallback(
    (next: number) =>
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next > 1) updated.set('page', String(next));
          else updated.delete('page');
          return updated;
        },
        { replace: true },
      ),
    [setParams],
  );

  const List = LISTS[tab];
  return (
    <Page>
      <Title>{intl.formatMessage(m.title)}</Title>
      <Lead>{intl.formatMessage(m.lead)}</Lead>
      <div>
        <AdminTabs idBase={idBase} label={m.tabsLabel} tabs={TABS} selected={tab} onSelect={selectTab} />
        {TABS.map(({ key }) => (
          <TabPanel
            key={key}
            role="tabpanel"
            id={panelId(idBase, key)}
            aria-labelledby={tabId(idBase, key)}
            hidden={key !== tab}
            tabIndex={0}
            data-testid={`admin-panel-${key}`}
          >
            {key === tab ? <List labelledBy={tabId(idBase, key)} page={page} onPage={setPage} /> : null}
          </TabPanel>
        ))}
      </div>
    </Page>
  );
}

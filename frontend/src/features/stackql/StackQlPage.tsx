import { useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { panelId, tabId, TabList, TabPanel } from '../../shared/ui/Tabs';
import { ConnectionList } from './ConnectionList';
import { NoticeProvider } from './Notices';
import { STACKQL_TABS } from './stackql-tabs';
import { useListSqlConnectionsQuery } from './stackql.api';
import { stackqlMessages as m } from './stackql.messages';
import { Card, Muted, PageFrame, PageHeader, Workspace } from './stackql.styles';
import { emptyMemory, insertAt, type ConnectionStatus, type StackQlWorkspace, type TerminalMemory } from './workspace';
import { useSearchParam } from '../../shared/hooks/useSearchParam';

const PRODUCT = 'StackQL';
const CONNECTION_PARAM = 'connection';
const TAB_PARAM = 'tab';

function StackQlBody() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const idBase = useId();
  const [params, setParam] = useSearchParam();
  const { data: connections, isLoading, isError, refetch } = useListSqlConnectionsQuery();
  const [adding, setAdding] = useState(false);
  const [statuses, setStatuses] = useState<Record<string, ConnectionStatus>>({});
  const memories = useRef(new Map<string, TerminalMemory>());
  const focusEditor = useRef(false);

  const tabKey = STACKQL_TABS.some((tab) => tab.key === params.get(TAB_PARAM)) ? params.get(TAB_PARAM)! : STACKQL_TABS[0]!.key;
  const wantedId = params.get(CONNECTION_PARAM);
  // An unknown or deleted id opens the first connection, the sample database.
  const connection = connections?.find((c) => c.id === wantedId) ?? connections?.[0] ?? null;

  const workspace = useMemo<StackQlWorkspace | null>(() => {
    if (!connection || !connections) return null;
    const memory = (id: string) => {
      let found = memories.current.get(id);
      if (!found) {
        found = emptyMemory();
        memories.current.set(id, found);
      }
      return found;
    };
    return {
      connection,
      connections,
      adding,
      startAdding: () => {
        setAdding(true);
        setParam({ [TAB_PARAM]: 'config' });
      },
      stopAdding: () => setAdding(false),
      selectConnection: (id) => {
        setAdding(false);
        setParam({ [CONNECTION_PARAM]: id });
      },
      selectTab: (key) => setParam({ [TAB_PARAM]: key }),
      memory,
      insertIntoEditor: (text) => {
        const current = memory(connection.id);
        current.draft = insertAt(current.draft, text);
        focusEditor.current = true;
        setParam({ [TAB_PARAM]: 'terminal' });
      },
      takeEditorFocus: () => {
        const wanted = focusEditor.current;
        focusEditor.current = false;
        return wanted;
      },
      status: (id) => statuses[id] ?? null,
      markStatus: (id, status) => setStatuses((current) => (current[id] === status ? current : { ...current, [id]: status })),
      forget: (id) => {
        memories.current.delete(id);
        setStatuses(({ [id]: _gone, ...rest }) => rest);
      },
    };
  }, [connection, connections, adding, statuses, setParam]);

  const selected = STACKQL_TABS.find((tab) => tab.key === tabKey)!;

  return (
    <Workspace>
      <ConnectionList
        connections={connections}
        loading={isLoading}
        failed={isError}
        onRetry={() => void refetch()}
        currentId={adding ? null : (connection?.id ?? null)}
        onSelect={(id) => workspace?.selectConnection(id)}
        onAdd={() => workspace?.startAdding()}
        statusOf={(id) => statuses[id] ?? null}
      />
      <div>
        <TabList
          idBase={idBase}
          label={t(m.tabsLabel)}
          tabs={STACKQL_TABS.map(({ key, label }) => ({ key, label: t(label) }))}
          selected={tabKey}
          onSelect={(key) => setParam({ [TAB_PARAM]: key })}
          testId="stackql-tabs"
          wrap
        />
        <TabPanel role="tabpanel" id={panelId(idBase, tabKey)} aria-labelledby={tabId(idBase, tabKey)} tabIndex={0} data-testid={`stackql-panel-${tabKey}`}>
          {workspace ? (
            selected.render(workspace)
          ) : (
            <Card aria-busy={isLoading}>
              <Muted>{t(isLoading ? m.connectionsLoading : m.connectionsFailed)}</Muted>
            </Card>
          )}
        </TabPanel>
      </div>
    </Workspace>
  );
}

/**
 * `/{lang}/stackql` (signed-in users, docs/product.md §12, "Database management"): the connection list
 * with the built-in sample database first, and the tabs of STACKQL_TABS on the open connection. The
 * address keeps the connection (`?connection=`) and the tab (`?tab=`), so a reload comes back to them.
 */
export function StackQlPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.documentTitle, { product: PRODUCT }));
  return (
    <NoticeProvider>
      <PageFrame data-testid="stackql-page">
        <PageHeader>
          <h1>{t(m.title, { product: PRODUCT })}</h1>
          <p>{t(m.lead)}</p>
        </PageHeader>
        <StackQlBody />
      </PageFrame>
    </NoticeProvider>
  );
}

import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { panelId, tabId, TabList, TabPanel } from '../../shared/ui/Tabs';
import { problemOf, useClearHttpHistoryMutation, useCollectionsQuery, useDeleteCollectionMutation, useHttpHistoryQuery, useSaveCollectionMutation } from './api-testing.api';
import { apiTestingMessages as m } from './api-testing.messages';
import type { ApiCollection, HttpHistoryEntry, SavedRequest } from './api-testing.types';
import { Card, CollectionBlock, EntryButton, ErrorBox, Ltr, MethodTag, Muted, Pill, Row, SideList, SmallButton, Stack } from './api-testing.styles';
import { ConfirmDialog, NameDialog, type DialogError } from './dialogs';
import { explainProblem } from './explain';
import { useNotify } from './Notices';

type SideTab = 'collections' | 'history';

export interface OpenedRequest {
  collectionId: string;
  requestId: string;
}

interface SidePanelProps {
  opened: OpenedRequest | null;
  onOpen: (collection: ApiCollection, request: SavedRequest) => void;
  onOpenHistory: (entry: HttpHistoryEntry) => void;
  /** A request or collection that was open is gone. */
  onForget: (collectionId: string, requestId?: string) => void;
}

type Renaming = { collection: ApiCollection; request: SavedRequest | null } | null;

/** Collections (open, rename, delete) and the history of sends (re-open, clear). */
export function SidePanel({ opened, onOpen, onOpenHistory, onForget }: SidePanelProps) {
  const t = useIntl().formatMessage;
  const idBase = useId();
  const [tab, setTab] = useState<SideTab>('collections');
  return (
    <Card as="aside" aria-label={t(m.sideTabsLabel)} data-testid="side-panel">
      <div>
        <TabList
          idBase={idBase}
          label={t(m.sideTabsLabel)}
          tabs={[
            { key: 'collections', label: t(m.tabCollections) },
            { key: 'history', label: t(m.tabHistory) },
          ]}
          selected={tab}
          onSelect={setTab}
          testId="side-tabs"
        />
        <TabPanel role="tabpanel" id={panelId(idBase, tab)} aria-labelledby={tabId(idBase, tab)} tabIndex={0} data-testid={`side-panel-${tab}`}>
          {tab === 'collections' ? <Collections opened={opened} onOpen={onOpen} onForget={onForget} /> : <History onOpen={onOpenHistory} />}
        </TabPanel>
      </div>
    </Card>
  );
}

function Collections({ opened, onOpen, onForget }: Pick<SidePanelProps, 'opened' | 'onOpen' | 'onForget'>) {
  const t = useIntl().formatMessage;
  const notify = useNotify();
  const { data: collections, isLoading, isError, refetch, isFetching } = useCollectionsQuery();
  const [save, saveState] = useSaveCollectionMutation();
  const [remove, removeState] = useDeleteCollectionMutation();
  const [renaming, setRenaming] = useState<Renaming>(null);
  const [deleting, setDeleting] = useState<ApiCollection | null>(null);
  const [error, setError] = useState<DialogError>(null);
  const explain = (failure: unknown) => {
    const explained = explainProblem(problemOf(failure));
    return t(explained.message, explained.values);
  };

  const rename = async (name: string) => {
    if (!renaming) return;
    const { collection, request } = renaming;
    const body = request ? { name: collection.name, requests: collection.requests.map((r) => (r.id === request.id ? { ...r, name } : r)) } : { name, requests: collection.requests };
    try {
      await save({ id: collection.id, body }).unwrap();
      setRenaming(null);
      notify('success', t(m.renamed));
    } catch (failure) {
      setError(explain(failure));
    }
  };

  const deleteRequest = async (collection: ApiCollection, request: SavedRequest) => {
    try {
      await save({ id: collection.id, body: { name: collection.name, requests: collection.requests.filter((r) => r.id !== request.id) } }).unwrap();
      onForget(collection.id, request.id);
      notify('success', t(m.requestDeleted));
    } catch (failure) {
      notify('danger', t(m.actionFailed, { reason: explain(failure) }));
    }
  };

  const deleteCollection = async () => {
    if (!deleting) return;
    try {
      await remove(deleting.id).unwrap();
      onForget(deleting.id);
      setDeleting(null);
      notify('success', t(m.collectionDeleted));
    } catch (failure) {
      setError(explain(failure));
    }
  };

  if (isLoading) return <Muted data-testid="collections-loading">{t(m.collectionsLoading)}</Muted>;
  if (isError || !collections)
    return (
      <Stack>
        <ErrorBox role="alert" data-testid="collections-failed">
          <p>{t(m.collectionsFailed)}</p>
        </ErrorBox>
        <SmallButton type="button" onClick={() => void refetch()} disabled={isFetching}>
          {t(m.retry)}
        </SmallButton>
      </Stack>
    );
  return (
    <>
      {collections.length === 0 ? (
        <Muted data-testid="collections-empty">{t(m.collectionsEmpty)}</Muted>
      ) : (
        <SideList data-testid="collections" $scroll>
          {collections.map((collection) => (
            <CollectionBlock key={collection.id} data-testid="collection" data-name={collection.name}>
              <h3>{collection.name}</h3>
              <Row style={{ gap: '0.4rem' }}>
                <Muted as="span" style={{ fontSize: '0.8125rem', flex: 1 }}>
                  {t(m.requestCount, { count: collection.requests.length })}
                </Muted>
                <SmallButton type="button" aria-label={t(m.renameCollection, { name: collection.name })} onClick={() => (setError(null), setRenaming({ collection, request: null }))} data-testid="collection-rename">
                  {t(m.rename)}
                </SmallButton>
                <SmallButton type="button" $tone="danger" aria-label={t(m.deleteCollection, { name: collection.name })} onClick={() => (setError(null), setDeleting(collection))} data-testid="collection-delete">
                  {t(m.delete)}
                </SmallButton>
              </Row>
              {collection.requests.length === 0 ? (
                <Muted style={{ fontSize: '0.875rem' }}>{t(m.collectionEmpty)}</Muted>
              ) : (
                <SideList>
                  {collection.requests.map((request) => {
                    const current = opened?.collectionId === collection.id && opened.requestId === request.id;
                    return (
                      <li key={request.id} style={{ display: 'flex', gap: '0.25rem', alignItems: 'center' }}>
                        <EntryButton type="button" $current={current} aria-current={current ? 'true' : undefined} onClick={() => onOpen(collection, request)} data-testid="saved-request" data-name={request.name}>
                          <MethodTag>{request.method}</MethodTag>
                          <span>{request.name}</span>
                        </EntryButton>
                        <SmallButton type="button" aria-label={t(m.renameRequest, { name: request.name })} title={t(m.renameRequest, { name: request.name })} onClick={() => (setError(null), setRenaming({ collection, request }))} data-testid="request-rename">
                          ✎
                        </SmallButton>
                        <SmallButton type="button" $tone="danger" aria-label={t(m.deleteRequest, { name: request.name })} title={t(m.deleteRequest, { name: request.name })} onClick={() => void deleteRequest(collection, request)} disabled={saveState.isLoading} data-testid="request-delete">
                          ×
                        </SmallButton>
                      </li>
                    );
                  })}
                </SideList>
              )}
            </CollectionBlock>
          ))}
        </SideList>
      )}
      <NameDialog
        open={renaming !== null}
        title={t(m.renameTitle)}
        label={t(m.newName)}
        initial={renaming?.request?.name ?? renaming?.collection.name ?? ''}
        maxLength={renaming?.request ? 200 : 120}
        busy={saveState.isLoading}
        error={error}
        onSubmit={(name) => void rename(name)}
        onClose={() => setRenaming(null)}
        testId="rename-dialog"
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t(m.confirmDeleteCollection, { name: deleting?.name ?? '' })}
        body={t(m.confirmDeleteBody, { count: deleting?.requests.length ?? 0 })}
        confirmLabel={t(m.delete)}
        busy={removeState.isLoading}
        error={error}
        onConfirm={() => void deleteCollection()}
        onClose={() => setDeleting(null)}
        testId="collection-delete-dialog"
      />
    </>
  );
}

function History({ onOpen }: { onOpen: (entry: HttpHistoryEntry) => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const { data: entries, isLoading, isError, refetch, isFetching } = useHttpHistoryQuery();
  const [clear, clearState] = useClearHttpHistoryMutation();
  const why = (code: string) => {
    const explained = explainProblem({ code, status: null, details: {} });
    return t(explained.message, explained.values);
  };
  if (isLoading) return <Muted data-testid="history-loading">{t(m.historyLoading)}</Muted>;
  if (isError || !entries)
    return (
      <Stack>
        <ErrorBox role="alert" data-testid="history-failed">
          <p>{t(m.historyFailed)}</p>
        </ErrorBox>
        <SmallButton type="button" onClick={() => void refetch()} disabled={isFetching}>
          {t(m.retry)}
        </SmallButton>
      </Stack>
    );
  const clearAll = async () => {
    try {
      await clear().unwrap();
      notify('success', t(m.historyCleared));
    } catch (failure) {
      const explained = explainProblem(problemOf(failure));
      notify('danger', t(m.actionFailed, { reason: t(explained.message, explained.values) }));
    }
  };
  return (
    <Stack>
      {entries.length === 0 ? (
        <Muted data-testid="history-empty">{t(m.historyEmpty)}</Muted>
      ) : (
        <>
          <SideList data-testid="history" style={{ inlineSize: '100%' }} $scroll>
            {entries.map((entry) => {
              const when = intl.formatTime(entry.at, { hour: '2-digit', minute: '2-digit', second: '2-digit' });
              return (
                <li key={entry.id}>
                  <EntryButton type="button" onClick={() => onOpen(entry)} aria-label={t(m.historyOpen, { method: entry.method, url: entry.url, when })} data-testid="history-entry" data-status={entry.status ?? ''} style={{ flexWrap: 'wrap' }}>
                    <MethodTag>{entry.method}</MethodTag>
                    {entry.status !== null ? (
                      <Pill $tone={entry.status < 400 ? 'success' : 'danger'}>{entry.status}</Pill>
                    ) : (
                      <Pill $tone="danger" title={entry.errorCode ? why(entry.errorCode) : undefined}>
                        {t(m.noResponse)}
                      </Pill>
                    )}
                    <Muted as="span" style={{ fontSize: '0.75rem' }}>
                      {when}
                    </Muted>
                    <Ltr style={{ flexBasis: '100%', fontSize: '0.8125rem', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{entry.url}</Ltr>
                  </EntryButton>
                </li>
              );
            })}
          </SideList>
          <SmallButton type="button" $tone="danger" onClick={() => void clearAll()} disabled={clearState.isLoading} aria-busy={clearState.isLoading} data-testid="history-clear">
            {t(m.clearHistory)}
          </SmallButton>
        </>
      )}
    </Stack>
  );
}

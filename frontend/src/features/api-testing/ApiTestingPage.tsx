import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Button } from '../../shared/ui/Button';
import { CheckRow, FieldError, FieldNote } from '../../shared/ui/form';
import { problemOf, useCollectionsQuery, useEnvironmentsQuery, useSaveCollectionMutation, useSendHttpMutation } from './api-testing.api';
import { apiTestingMessages as m } from './api-testing.messages';
import type { ApiCollection, HttpHistoryEntry, HttpMethod, SavedRequest } from './api-testing.types';
import { Card, Main, PageFrame, PageHeader, RequestLine, RequestName, SmallButton, Toolbar, Workspace } from './api-testing.styles';
import { ltr } from './bidi';
import { toCurl, type CurlImport } from './curl';
import { CurlDialog, SaveDialog, type SaveTarget } from './dialogs';
import { EnvironmentDialog } from './EnvironmentDialog';
import { explainProblem } from './explain';
import { NoticeProvider, useNotify } from './Notices';
import { RequestEditor, type RequestTab } from './RequestEditor';
import { buildSendRequest, emptyDraft, HTTP_METHODS, withUrl, type DraftProblem, type RequestDraft } from './request-model';
import { ResponseView, type ResponseState } from './ResponseView';
import { SidePanel, type OpenedRequest } from './SidePanel';

interface Opened extends OpenedRequest {
  name: string;
  collectionName: string;
}

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

const asSaved = (draft: RequestDraft, id: string, name: string): SavedRequest => ({ id, name, ...draft });

const draftOfSaved = ({ id: _id, name: _name, ...draft }: SavedRequest): RequestDraft => draft;

function ApiTestingBody() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const ids = useId();
  const urlRef = useRef<HTMLInputElement>(null);
  const [draft, setDraft] = useState<RequestDraft>(emptyDraft);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [followRedirects, setFollowRedirects] = useState(false);
  const [environmentId, setEnvironmentId] = useState<string>('');
  const [problem, setProblem] = useState<DraftProblem | null>(null);
  const [requestTab, setRequestTab] = useState<RequestTab>('params');
  const [response, setResponse] = useState<ResponseState>({ kind: 'idle' });
  const [dialog, setDialog] = useState<'environments' | 'curl' | 'save' | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [sendHttp] = useSendHttpMutation();
  const environments = useEnvironmentsQuery();
  const collections = useCollectionsQuery();
  const [saveCollection, saveState] = useSaveCollectionMutation();
  // A deleted environment is no longer offered: the request then goes without one.
  const environment = environments.data?.find((e) => e.id === environmentId) ?? null;

  // Names as the server has them now: a rename in the side panel shows here at once.
  const openedCollection = opened ? collections.data?.find((c) => c.id === opened.collectionId) : undefined;
  const openedName = (opened && openedCollection?.requests.find((r) => r.id === opened.requestId)?.name) ?? opened?.name ?? '';

  const build = () => buildSendRequest(draft, { environmentId: environment?.id ?? null, followRedirects });

  const showProblem = (found: DraftProblem) => {
    setProblem(found);
    if (found === 'json-invalid') setRequestTab('body');
    else urlRef.current?.focus();
  };

  const send = async () => {
    if (response.kind === 'sending') return;
    const built = build();
    if (!built.ok) return showProblem(built.problem);
    setProblem(null);
    setResponse({ kind: 'sending' });
    try {
      setResponse({ kind: 'answered', response: await sendHttp(built.request).unwrap() });
    } catch (failure) {
      setResponse({ kind: 'failed', problem: problemOf(failure) });
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    // Inside a dialog Ctrl+Enter belongs to the dialog's own form.
    if ((event.target as HTMLElement).closest('dialog')) return;
    event.preventDefault();
    void send();
  };

  const copyCurl = async () => {
    const built = build();
    if (!built.ok) return showProblem(built.problem);
    const command = toCurl(draft, { headers: built.request.headers, body: built.request.body ?? null, followRedirects });
    try {
      await navigator.clipboard.writeText(command);
      notify('success', t(m.copied));
    } catch {
      notify('danger', t(m.copyFailed));
    }
  };

  const importCurl = (result: Extract<CurlImport, { ok: true }>) => {
    setDraft(result.draft);
    setFollowRedirects(result.followRedirects);
    setOpened(null);
    setProblem(null);
    setResponse({ kind: 'idle' });
    setDialog(null);
    setRequestTab(result.draft.body.mode !== 'none' ? 'body' : 'params');
    notify('success', result.ignored.length ? t(m.curlIgnored, { options: result.ignored.join(' ') }) : t(m.curlImported));
  };

  const openSaved = (collection: ApiCollection, request: SavedRequest) => {
    setDraft(draftOfSaved(request));
    setOpened({ collectionId: collection.id, requestId: request.id, name: request.name, collectionName: collection.name });
    setProblem(null);
    setResponse({ kind: 'idle' });
  };

  const openHistory = (entry: HttpHistoryEntry) => {
    setDraft(withUrl({ ...emptyDraft(), method: entry.method as HttpMethod }, entry.url));
    setOpened(null);
    setProblem(null);
    setResponse({ kind: 'idle' });
    urlRef.current?.focus();
  };

  const explain = (failure: unknown) => {
    const explained = explainProblem(problemOf(failure));
    return t(explained.message, explained.values);
  };

  /** Save in place when the request came from a collection; otherwise ask where. */
  const saveCurrent = async () => {
    if (!opened) {
      setSaveError(null);
      return setDialog('save');
    }
    const collection = collections.data?.find((c) => c.id === opened.collectionId);
    if (!collection) {
      setOpened(null);
      return setDialog('save');
    }
    const present = collection.requests.some((r) => r.id === opened.requestId);
    const saved = asSaved(draft, opened.requestId, openedName);
    const requests = present ? collection.requests.map((r) => (r.id === opened.requestId ? saved : r)) : [...collection.requests, saved];
    try {
      await saveCollection({ id: collection.id, body: { name: collection.name, requests } }).unwrap();
      notify('success', t(m.saved, { collection: collection.name }));
    } catch (failure) {
      notify('danger', t(m.actionFailed, { reason: explain(failure) }));
    }
  };

  const saveTo = async (target: SaveTarget) => {
    const request = asSaved(draft, newId(), target.name);
    const collection = target.collectionId ? collections.data?.find((c) => c.id === target.collectionId) : undefined;
    setSaveError(null);
    try {
      const saved = collection
        ? await saveCollection({ id: collection.id, body: { name: collection.name, requests: [...collection.requests, request] } }).unwrap()
        : await saveCollection({ id: null, body: { name: target.collectionName, requests: [request] } }).unwrap();
      setOpened({ collectionId: saved.id, requestId: request.id, name: request.name, collectionName: saved.name });
      setDialog(null);
      notify('success', t(m.saved, { collection: saved.name }));
    } catch (failure) {
      setSaveError(explain(failure));
    }
  };

  const forget = (collectionId: string, requestId?: string) => {
    if (opened?.collectionId === collectionId && (requestId === undefined || opened.requestId === requestId)) setOpened(null);
  };

  const urlError = problem === 'url-required' ? t(m.urlRequired) : problem === 'url-scheme' ? t(m.urlScheme, { example: ltr('{{baseUrl}}') }) : null;
  const urlId = `${ids}-url`;
  const sending = response.kind === 'sending';

  return (
    <Workspace onKeyDown={onKeyDown}>
      <Main>
        <Card aria-label={t(m.requestLabel)} data-testid="request">
          <Toolbar>
            <RequestName data-testid="request-origin">{opened ? `${openedCollection?.name ?? opened.collectionName} / ${openedName}` : t(m.unsaved)}</RequestName>
            <SmallButton type="button" onClick={() => (setDraft(emptyDraft()), setOpened(null), setProblem(null), setResponse({ kind: 'idle' }))} data-testid="request-new">
              {t(m.newRequest)}
            </SmallButton>
            <SmallButton type="button" onClick={() => setDialog('curl')} data-testid="curl-import">
              {t(m.importCurl)}
            </SmallButton>
            <SmallButton type="button" onClick={() => void copyCurl()} data-testid="curl-copy">
              {t(m.copyCurl)}
            </SmallButton>
            {opened ? (
              <SmallButton type="button" onClick={() => (setSaveError(null), setDialog('save'))} data-testid="request-save-as">
                {t(m.saveAs)}
              </SmallButton>
            ) : null}
            <SmallButton type="button" $tone="primary" onClick={() => void saveCurrent()} disabled={saveState.isLoading} aria-busy={saveState.isLoading} data-testid="request-save">
              {t(m.save)}
            </SmallButton>
          </Toolbar>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void send();
            }}
            noValidate
          >
            <RequestLine>
              <select aria-label={t(m.method)} value={draft.method} onChange={(e) => setDraft({ ...draft, method: e.target.value as HttpMethod })} data-testid="request-method">
                {HTTP_METHODS.map((method) => (
                  <option key={method} value={method}>
                    {method}
                  </option>
                ))}
              </select>
              <input
                ref={urlRef}
                id={urlId}
                dir="ltr"
                type="text"
                inputMode="url"
                aria-label={t(m.url)}
                aria-invalid={urlError ? true : undefined}
                aria-describedby={`${urlId}-hint${urlError ? ` ${urlId}-error` : ''}`}
                aria-keyshortcuts="Control+Enter Meta+Enter"
                placeholder="https://api.example.com/items?page=1"
                spellCheck={false}
                autoComplete="off"
                value={draft.url}
                onChange={(e) => {
                  setDraft(withUrl(draft, e.target.value));
                  if (problem === 'url-required' || problem === 'url-scheme') setProblem(null);
                }}
                data-testid="request-url"
              />
              <Button type="submit" $variant="primary" $size="md" aria-busy={sending} aria-keyshortcuts="Control+Enter Meta+Enter" data-testid="request-send">
                {t(sending ? m.sending : m.send)}
              </Button>
            </RequestLine>
          </form>
          {urlError ? (
            <FieldError id={`${urlId}-error`} role="alert" data-testid="request-problem">
              {urlError}
            </FieldError>
          ) : null}
          {problem === 'json-invalid' ? (
            <FieldError role="alert" data-testid="request-problem">
              {t(m.jsonInvalid)}
            </FieldError>
          ) : null}
          <FieldNote id={`${urlId}-hint`}>{t(m.shortcutHint, { example: ltr('{{baseUrl}}') })}</FieldNote>
          <Toolbar>
            <label className="field">
              {t(m.environment)}
              <select value={environment?.id ?? ''} onChange={(e) => setEnvironmentId(e.target.value)} data-testid="environment-select">
                <option value="">{t(m.environmentNone)}</option>
                {environments.data?.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </select>
            </label>
            <SmallButton type="button" onClick={() => setDialog('environments')} data-testid="environments-manage">
              {t(m.manageEnvironments)}
            </SmallButton>
            <CheckRow style={{ minBlockSize: '2.25rem' }}>
              <input type="checkbox" checked={followRedirects} onChange={(e) => setFollowRedirects(e.target.checked)} data-testid="follow-redirects" />
              {t(m.followRedirects)}
            </CheckRow>
          </Toolbar>
          <RequestEditor
            draft={draft}
            onChange={(next) => {
              setDraft(next);
              if (problem === 'json-invalid') setProblem(null);
            }}
            tab={requestTab}
            onTab={setRequestTab}
          />
        </Card>
        <ResponseView state={response} assertions={draft.assertions} headingId={`${ids}-response`} />
      </Main>
      <SidePanel opened={opened} onOpen={openSaved} onOpenHistory={openHistory} onForget={forget} />
      <EnvironmentDialog open={dialog === 'environments'} onClose={() => setDialog(null)} currentId={environment?.id ?? null} onSaved={(id) => setEnvironmentId(id)} />
      <CurlDialog open={dialog === 'curl'} onImport={importCurl} onClose={() => setDialog(null)} />
      <SaveDialog
        open={dialog === 'save'}
        initialName={opened ? openedName : (draft.url.trim() ? `${draft.method} ${draft.url.trim()}`.slice(0, 120) : '')}
        collections={collections.data ?? []}
        initialCollectionId={opened?.collectionId ?? null}
        busy={saveState.isLoading}
        error={saveError}
        onSubmit={(target) => void saveTo(target)}
        onClose={() => setDialog(null)}
      />
    </Workspace>
  );
}

/**
 * `/{lang}/api-testing` (signed-in users): the API testing hub. Requests go out from the server through
 * the outbound guard (devtools README, "API testing hub"); assertions, the auth helper and cURL are the
 * browser's. Ctrl/Cmd+Enter sends from anywhere on the page.
 */
export function ApiTestingPage() {
  const t = useIntl().formatMessage;
  useDocumentTitle(t(m.documentTitle));
  return (
    <NoticeProvider>
      <PageFrame data-testid="api-testing-page">
        <PageHeader>
          <h1>{t(m.title)}</h1>
          <p>{t(m.lead)}</p>
        </PageHeader>
        <ApiTestingBody />
      </PageFrame>
    </NoticeProvider>
  );
}

import { useCallback, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { StudioComponent, StudioComponentType } from '../../../../src/modules/studio/contract';
import { STUDIO_COMPONENT_TYPES, STUDIO_LIMITS } from '../../../../src/shared/studio/index';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Button } from '../../shared/ui/Button';
import { Banner, Field, FieldError, FieldNote, Input, Select } from '../../shared/ui/form';
import { DialogActions, ModalDialog } from '../../shared/ui/ModalDialog';
import { Segment, Segments } from '../../shared/ui/Segments';
import { panelId, tabId, TabList, TabPanel } from '../../shared/ui/Tabs';
import { CodeEditor, type CodeEditorHandle, type CodeLanguage } from './CodeEditor';
import { formatCode } from './format';
import { useLeaveGuard, useMediaQuery, useShortcuts } from './guards';
import { NoticeProvider, useNotify } from './Notices';
import { markupById, SAMPLE_MARKUPS, STARTER_CSS } from './playground/markups';
import { ConsolePanel } from './preview/ConsolePanel';
import { PreviewFrame, type PreviewConsoleEntry, type PreviewWidth } from './preview/PreviewFrame';
import { checkImageBeforeUpload, explainStudioFailure, type StudioFailure } from './studio-errors';
import { useGetComponentsQuery, useSaveTemplateMutation, useUploadImageMutation } from './studio.api';
import { studioMessages as m } from './studio.messages';
import {
  Actions,
  Card,
  EditorBox,
  EditorColumns,
  ErrorBox,
  Gallery,
  GalleryButton,
  Hint,
  Muted,
  PageFrame,
  PageHeader,
  PreviewControls,
  Row,
  SmallButton,
  SplitPane,
  StatusMark,
  Toolbar,
  Url,
} from './studio.styles';
import { STUDIO_TEMPLATES, type StudioTemplate } from './templates';
import { documentOfComponent, templateDataOf, useStudioDocument, type StudioDocument } from './useStudioDocument';
import { useSearchParam } from '../../shared/hooks/useSearchParam';

export type WorkspaceMode = 'studio' | 'playground';

const ID_PARAM = 'id';
/** A console that logs in a loop keeps only its latest lines. */
const MAX_CONSOLE = 200;
const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif,image/avif';

export const TYPE_NAMES: Record<StudioComponentType, MessageDescriptor> = {
  button: m.typeButton,
  card: m.typeCard,
  navbar: m.typeNavbar,
  form: m.typeForm,
  modal: m.typeModal,
  pricing: m.typePricing,
  hero: m.typeHero,
  footer: m.typeFooter,
  alert: m.typeAlert,
  tabs: m.typeTabs,
  table: m.typeTable,
  badge: m.typeBadge,
  css: m.typeCss,
  custom: m.typeCustom,
};

const LANGUAGE_NAMES: Record<CodeLanguage, MessageDescriptor> = { html: m.htmlEditor, css: m.cssEditor, js: m.jsEditor };

const belongsHere = (mode: WorkspaceMode, component: StudioComponent) => (mode === 'playground') === (component.componentType === 'css');
const pathOf = (mode: WorkspaceMode) => (mode === 'studio' ? 'studio' : 'css-playground');

function FailureBox({ failure, testId }: { failure: StudioFailure; testId: string }) {
  const t = useIntl().formatMessage;
  return (
    <ErrorBox role="alert" data-testid={testId} data-code={failure.code ?? undefined}>
      <p>{t(failure.headline)}</p>
      {failure.reason ? <p>{t(failure.reason, failure.values)}</p> : null}
    </ErrorBox>
  );
}

function newDocument(mode: WorkspaceMode, t: (d: MessageDescriptor) => string, template?: StudioTemplate): StudioDocument {
  if (mode === 'playground') return { id: null, name: t(m.newStylesheet), componentType: 'css', html: '', css: STARTER_CSS, js: '', markup: SAMPLE_MARKUPS[0]!.id, theme: 'light' };
  const from = template ?? STUDIO_TEMPLATES[0]!;
  return { id: null, name: t(from.name), componentType: from.componentType, html: from.html, css: from.css, js: from.js, theme: 'light' };
}

/** The saved templates of this page's kind, to open one; with its loading, empty and error states. */
function SavedPicker({ mode, onOpen }: { mode: WorkspaceMode; onOpen: (component: StudioComponent) => void }) {
  const t = useIntl().formatMessage;
  const { data, isLoading, isError, isFetching, refetch } = useGetComponentsQuery();
  const [chosen, setChosen] = useState('');
  const selectId = useId();
  const mine = useMemo(() => (data ?? []).filter((component) => belongsHere(mode, component)), [data, mode]);
  if (isLoading)
    return (
      <Muted aria-busy="true" data-testid="studio-saved-loading">
        {t(m.savedLoading)}
      </Muted>
    );
  if (isError)
    return (
      <ErrorBox role="alert" data-testid="studio-saved-error">
        <p>{t(m.loadFailed)}</p>
        <div>
          <SmallButton type="button" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
            {t(m.retry)}
          </SmallButton>
        </div>
      </ErrorBox>
    );
  if (mine.length === 0) return <Muted data-testid="studio-saved-empty">{t(m.savedEmpty)}</Muted>;
  const open = () => {
    const component = mine.find((candidate) => candidate.id === chosen);
    if (component) onOpen(component);
  };
  return (
    <Row>
      <label htmlFor={selectId}>{t(m.savedTitle)}</label>
      <Select id={selectId} value={chosen} onChange={(event) => setChosen(event.target.value)} data-testid="studio-saved-select" style={{ inlineSize: 'auto', maxInlineSize: '100%' }}>
        <option value="">{t(m.savedPlaceholder)}</option>
        {mine.map((component) => (
          <option key={component.id} value={component.id}>
            {component.templateName}
          </option>
        ))}
      </Select>
      <SmallButton type="button" onClick={open} disabled={!chosen} data-testid="studio-saved-open">
        {t(m.savedOpen)}
      </SmallButton>
    </Row>
  );
}

interface EditorsProps {
  languages: readonly CodeLanguage[];
  doc: StudioDocument;
  generation: number;
  onChange: (language: CodeLanguage, text: string) => void;
  handles: React.MutableRefObject<Partial<Record<CodeLanguage, CodeEditorHandle>>>;
  tab: CodeLanguage;
  onTab: (language: CodeLanguage) => void;
  hintId: string;
}

/** The editors side by side on a wide screen; on a narrow one, tabs with one editor shown at a time. */
function Editors({ languages, doc, generation, onChange, handles, tab, onTab, hintId }: EditorsProps) {
  const t = useIntl().formatMessage;
  const idBase = useId();
  const wide = useMediaQuery('(min-width: 64rem)');
  const tabbed = languages.length > 1 && !wide;
  const editor = (language: CodeLanguage) => (
    <CodeEditor
      key={`${language}-${generation}`}
      language={language}
      initial={doc[language]}
      onChange={(text) => onChange(language, text)}
      onReady={(handle) => {
        handles.current[language] = handle;
      }}
      labelledBy={tabbed ? tabId(idBase, language) : `${idBase}-label-${language}`}
      describedBy={hintId}
      testId={`studio-editor-${language}`}
    />
  );
  if (!tabbed)
    return (
      <EditorColumns $count={languages.length} data-testid="studio-editors" data-layout="columns">
        {languages.map((language) => (
          <EditorBox key={language}>
            <h3 id={`${idBase}-label-${language}`}>{t(LANGUAGE_NAMES[language])}</h3>
            {editor(language)}
          </EditorBox>
        ))}
      </EditorColumns>
    );
  return (
    <div data-testid="studio-editors" data-layout="tabs">
      <TabList idBase={idBase} label={t(m.editorsLabel)} tabs={languages.map((key) => ({ key, label: t(LANGUAGE_NAMES[key]) }))} selected={tab} onSelect={onTab} testId="studio-editor-tabs" />
      {languages.map((language) => (
        // Every editor stays mounted (hidden), so switching tabs keeps its cursor and history.
        <TabPanel key={language} role="tabpanel" id={panelId(idBase, language)} aria-labelledby={tabId(idBase, language)} hidden={language !== tab}>
          {editor(language)}
        </TabPanel>
      ))}
    </div>
  );
}

function WorkspaceBody({ mode }: { mode: WorkspaceMode }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const navigate = useNavigate();
  const [params, changeParams] = useSearchParam();
  const languages: readonly CodeLanguage[] = mode === 'studio' ? ['html', 'css', 'js'] : ['css'];
  const { doc, current, dirty, generation, load, update, markSaved } = useStudioDocument(() => newDocument(mode, t));
  const handles = useRef<Partial<Record<CodeLanguage, CodeEditorHandle>>>({});
  const [tab, setTab] = useState<CodeLanguage>(languages[0]!);
  const [width, setWidth] = useState<PreviewWidth>('desktop');
  const [saveFailure, setSaveFailure] = useState<StudioFailure | null>(null);
  const [uploadFailure, setUploadFailure] = useState<StudioFailure | null>(null);
  const [lastUpload, setLastUpload] = useState<string | null>(null);
  const [formatting, setFormatting] = useState(false);
  const [discard, setDiscard] = useState<(() => void) | null>(null);
  const [consoleEntries, setConsoleEntries] = useState<PreviewConsoleEntry[]>([]);
  const [runKey, setRunKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const typeId = useId();
  const hintId = useId();
  const [saveTemplate, { isLoading: saving }] = useSaveTemplateMutation();
  const [uploadImage, { isLoading: uploading }] = useUploadImageMutation();
  const wantedId = params.get(ID_PARAM);
  const components = useGetComponentsQuery(undefined, { skip: !wantedId });

  const markup = mode === 'playground' ? markupById(doc.markup) : null;
  const live = useMemo(() => ({ html: markup ? markup.html : doc.html, css: doc.css, js: mode === 'studio' ? doc.js : '' }), [markup, doc.html, doc.css, doc.js, mode]);
  // The frame paces renders itself while typing goes on (PreviewFrame), so every change goes to it as is.
  const rendered = live;

  const setIdParam = useCallback((id: string | null) => changeParams({ [ID_PARAM]: id }), [changeParams]);

  /** Runs `action` now, or once the user agreed to lose the unsaved changes. */
  const guard = (action: () => void) => {
    if (dirty) setDiscard(() => action);
    else action();
  };
  useLeaveGuard(dirty, (proceed) => setDiscard(() => proceed), (href) => navigate(href));

  const loadDocument = (next: StudioDocument) => {
    load(next);
    handles.current = {};
    setSaveFailure(null);
    setConsoleEntries([]);
  };

  // `?id=` (a link from the snippets pages, a reload after saving) opens that template once the list is there.
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (!wantedId || wantedId === current.current.id || !components.data) return;
    const found = components.data.find((component) => component.id === wantedId);
    if (!found) {
      setMissing(true);
      return;
    }
    setMissing(false);
    // A CSS snippet opens in the playground, a component in the studio.
    if (!belongsHere(mode, found)) {
      navigate(`/${intl.locale}/${pathOf(mode === 'studio' ? 'playground' : 'studio')}?${ID_PARAM}=${encodeURIComponent(found.id)}`, { replace: true });
      return;
    }
    loadDocument(documentOfComponent(found));
    notify('success', t(m.opened, { name: found.templateName }));
  }, [wantedId, components.data]);

  const openSaved = (component: StudioComponent) =>
    guard(() => {
      loadDocument(documentOfComponent(component));
      setIdParam(component.id);
      notify('success', t(m.opened, { name: component.templateName }));
    });

  const chooseTemplate = (template: StudioTemplate) =>
    guard(() => {
      loadDocument(newDocument(mode, t, template));
      setIdParam(null);
      setMissing(false);
    });

  const save = async (asNew = false) => {
    const snapshot = current.current;
    setSaveFailure(null);
    try {
      const saved = await saveTemplate({
        ...(snapshot.id && !asNew ? { id: snapshot.id } : {}),
        templateName: snapshot.name.trim(),
        templateData: templateDataOf(mode === 'playground' ? { ...snapshot, html: markupById(snapshot.markup).html, js: '' } : snapshot),
        componentType: snapshot.componentType,
      }).unwrap();
      markSaved({ ...snapshot, id: saved.id });
      setIdParam(saved.id);
      notify('success', t(m.saveSucceeded, { name: saved.templateName }));
    } catch (error) {
      const failure = explainStudioFailure(error, m.saveFailed);
      setSaveFailure(failure);
      notify('danger', t(m.saveFailed));
    }
  };

  const run = () => {
    setConsoleEntries([]);
    // The same code again: the frame is made anew, so the script runs again.
    setRunKey((key) => key + 1);
  };

  useShortcuts(() => {
    if (!saving) void save();
  }, run);

  const format = async () => {
    setFormatting(true);
    try {
      for (const language of languages) {
        const handle = handles.current[language];
        if (!handle) continue;
        const before = handle.text();
        let after: string;
        try {
          after = await formatCode(language, before);
        } catch {
          notify('danger', t(m.formatFailed, { language: t(LANGUAGE_NAMES[language]) }));
          return;
        }
        if (after !== before) handle.replace(after);
      }
      notify('success', t(m.formatted));
    } finally {
      setFormatting(false);
    }
  };

  const upload = async (file: File) => {
    setUploadFailure(null);
    const refused = checkImageBeforeUpload(file);
    if (refused) {
      setUploadFailure(explainStudioFailure({ data: { code: refused } }, m.uploadFailed));
      notify('danger', t(m.uploadFailed));
      return;
    }
    try {
      const { url } = await uploadImage(file).unwrap();
      setLastUpload(url);
      const target = mode === 'studio' ? 'html' : 'css';
      setTab(target);
      handles.current[target]?.insertAtCursor(mode === 'studio' ? `<img src="${url}" alt="">` : `url("${url}")`);
      notify('success', t(m.uploaded));
    } catch (error) {
      setUploadFailure(explainStudioFailure(error, m.uploadFailed));
      notify('danger', t(m.uploadFailed));
    }
  };

  const copyUrl = async () => {
    if (!lastUpload) return;
    try {
      await navigator.clipboard.writeText(lastUpload);
      notify('success', t(m.copied));
    } catch {
      notify('danger', t(m.copyFailed));
    }
  };

  const onConsole = useCallback((entry: PreviewConsoleEntry) => setConsoleEntries((entries) => [...entries, entry].slice(-MAX_CONSOLE)), []);
  // A new render starts a new console: lines of earlier renders go.
  const onRendered = useCallback((seq: number) => setConsoleEntries((entries) => entries.filter((entry) => entry.seq >= seq)), []);

  const nameLength = doc.name.trim().length;
  const nameError = nameLength > STUDIO_LIMITS.maxNameLength ? t(m.nameTooLong, { max: STUDIO_LIMITS.maxNameLength }) : null;
  const isMac = /Mac|iPhone|iPad/.test(navigator.platform);
  const mod = isMac ? '⌘' : 'Ctrl';

  const gallery: ReactNode =
    mode === 'studio' ? (
      <Card aria-labelledby="studio-gallery-title" data-testid="studio-gallery">
        <div>
          <h2 id="studio-gallery-title">{t(m.galleryTitle)}</h2>
          <Muted>{t(m.galleryHint)}</Muted>
        </div>
        <Gallery>
          {STUDIO_TEMPLATES.map((template) => {
            const pressed = doc.id === null && doc.name === t(template.name) && doc.componentType === template.componentType;
            return (
              <li key={template.id}>
                <GalleryButton type="button" aria-pressed={pressed} onClick={() => chooseTemplate(template)} data-testid={`studio-template-${template.id}`}>
                  {t(template.name)}
                </GalleryButton>
              </li>
            );
          })}
        </Gallery>
        <SavedPicker mode={mode} onOpen={openSaved} />
      </Card>
    ) : (
      <Card aria-labelledby="studio-markup-title" data-testid="studio-markups">
        <div>
          <h2 id="studio-markup-title">{t(m.markupTitle)}</h2>
          <Muted>{t(m.markupHint)}</Muted>
        </div>
        <Segments $shape="rounded" role="radiogroup" aria-labelledby="studio-markup-title">
          {SAMPLE_MARKUPS.map((sample) => (
            <Segment key={sample.id} $shape="rounded">
              <input type="radio" name="studio-markup" value={sample.id} checked={markupById(doc.markup).id === sample.id} onChange={() => update({ markup: sample.id })} data-testid={`studio-markup-${sample.id}`} />
              {t(sample.name)}
            </Segment>
          ))}
        </Segments>
        <SavedPicker mode={mode} onOpen={openSaved} />
      </Card>
    );

  const loadingWanted = !!wantedId && wantedId !== doc.id && (components.isLoading || (components.isFetching && !components.data));

  const editorCard = (
    <Card aria-label={t(m.editorsLabel)} data-testid="studio-editor-card">
      <Toolbar>
        <Field>
          <label htmlFor={nameId}>{t(m.nameLabel)}</label>
          <Input
            id={nameId}
            value={doc.name}
            onChange={(event) => update({ name: event.target.value })}
            aria-invalid={!!nameError}
            aria-describedby={`${nameId}-note`}
            $invalid={!!nameError}
            data-testid="studio-name"
          />
          {nameError ? (
            <FieldError id={`${nameId}-note`} data-testid="studio-name-error">
              {nameError}
            </FieldError>
          ) : (
            <FieldNote id={`${nameId}-note`}>{t(m.nameHint, { max: STUDIO_LIMITS.maxNameLength })}</FieldNote>
          )}
        </Field>
        {mode === 'studio' ? (
          <Field>
            <label htmlFor={typeId}>{t(m.typeLabel)}</label>
            <Select id={typeId} value={doc.componentType} onChange={(event) => update({ componentType: event.target.value as StudioComponentType })} data-testid="studio-type">
              {STUDIO_COMPONENT_TYPES.filter((type) => type !== 'css').map((type) => (
                <option key={type} value={type}>
                  {t(TYPE_NAMES[type])}
                </option>
              ))}
            </Select>
            <FieldNote>&nbsp;</FieldNote>
          </Field>
        ) : null}
      </Toolbar>
      <Actions>
        <Button type="button" $variant="primary" $size="md" onClick={() => void save()} disabled={saving} aria-busy={saving} aria-keyshortcuts="Control+S Meta+S" data-testid="studio-save">
          {t(saving ? m.saving : m.save)}
        </Button>
        {doc.id ? (
          <SmallButton type="button" onClick={() => void save(true)} disabled={saving} data-testid="studio-save-new">
            {t(m.saveAsNew)}
          </SmallButton>
        ) : null}
        <SmallButton type="button" onClick={run} aria-keyshortcuts="Control+Enter Meta+Enter" data-testid="studio-run">
          {t(m.run)}
        </SmallButton>
        <SmallButton type="button" onClick={() => void format()} disabled={formatting} aria-busy={formatting} data-testid="studio-format">
          {t(formatting ? m.formatting : m.format)}
        </SmallButton>
        <SmallButton type="button" onClick={() => fileInput.current?.click()} disabled={uploading} aria-busy={uploading} data-testid="studio-upload">
          {t(uploading ? m.uploading : mode === 'studio' ? m.uploadImage : m.uploadImageCss)}
        </SmallButton>
        <input
          ref={fileInput}
          type="file"
          accept={IMAGE_TYPES}
          hidden
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
          data-testid="studio-upload-input"
        />
        {dirty ? (
          <StatusMark $dirty data-testid="studio-unsaved">
            {t(m.unsaved)}
          </StatusMark>
        ) : doc.id ? (
          <StatusMark $dirty={false} data-testid="studio-saved">
            {t(m.savedState)}
          </StatusMark>
        ) : null}
      </Actions>
      <Hint id={hintId} data-testid="studio-shortcuts">
        {t(m.shortcuts, { save: `${mod}+S`, run: `${mod}+Enter` })}
      </Hint>
      {saveFailure ? <FailureBox failure={saveFailure} testId="studio-save-error" /> : null}
      {uploadFailure ? <FailureBox failure={uploadFailure} testId="studio-upload-error" /> : null}
      {lastUpload ? (
        <Row data-testid="studio-last-upload">
          <span>{t(m.lastUpload)}</span>
          <Url>{lastUpload}</Url>
          <SmallButton type="button" onClick={() => void copyUrl()} data-testid="studio-copy-url">
            {t(m.copyUrl)}
          </SmallButton>
        </Row>
      ) : null}
      <Editors
        languages={languages}
        doc={doc}
        generation={generation}
        onChange={(language, text) => update({ [language]: text })}
        handles={handles}
        tab={tab}
        onTab={setTab}
        hintId={hintId}
      />
    </Card>
  );

  const previewCard = (
    <Card aria-labelledby="studio-preview-title" data-testid="studio-preview-card">
      <PreviewControls>
        <h2 id="studio-preview-title">{t(m.previewTitle)}</h2>
        <fieldset>
          <legend>{t(m.widthLabel)}</legend>
          <Segments $shape="rounded">
            {(['mobile', 'tablet', 'desktop'] as const).map((value) => (
              <Segment key={value} $shape="rounded">
                <input type="radio" name="studio-width" value={value} checked={width === value} onChange={() => setWidth(value)} data-testid={`studio-width-${value}`} />
                {t(value === 'mobile' ? m.widthMobile : value === 'tablet' ? m.widthTablet : m.widthDesktop)}
              </Segment>
            ))}
          </Segments>
        </fieldset>
        <fieldset>
          <legend>{t(m.themeLabel)}</legend>
          <Segments $shape="rounded">
            {(['light', 'dark'] as const).map((value) => (
              <Segment key={value} $shape="rounded">
                <input type="radio" name="studio-theme" value={value} checked={doc.theme === value} onChange={() => update({ theme: value })} data-testid={`studio-theme-${value}`} />
                {t(value === 'light' ? m.themeLight : m.themeDark)}
              </Segment>
            ))}
          </Segments>
        </fieldset>
      </PreviewControls>
      <PreviewFrame
        key={runKey}
        html={rendered.html}
        css={rendered.css}
        js={rendered.js}
        theme={doc.theme}
        width={width}
        title={t(m.previewFrameTitle, { name: doc.name.trim() || t(TYPE_NAMES[doc.componentType]) })}
        onConsole={onConsole}
        onRendered={onRendered}
        testId="studio-preview"
      />
      <ConsolePanel entries={consoleEntries} onClear={() => setConsoleEntries([])} />
    </Card>
  );

  return (
    <>
      {gallery}
      {loadingWanted ? (
        <Card aria-busy="true" data-testid="studio-opening">
          <Muted>{t(m.openingSaved)}</Muted>
        </Card>
      ) : null}
      {wantedId && components.isError ? (
        <ErrorBox role="alert" data-testid="studio-open-error">
          <p>{t(m.loadFailed)}</p>
          <div>
            <SmallButton type="button" onClick={() => void components.refetch()}>
              {t(m.retry)}
            </SmallButton>
          </div>
        </ErrorBox>
      ) : null}
      {missing && wantedId ? (
        <Banner $tone="danger" role="alert" data-testid="studio-not-found">
          {t(m.notFound)}
        </Banner>
      ) : null}
      {mode === 'studio' ? (
        <>
          {editorCard}
          {previewCard}
        </>
      ) : (
        <SplitPane>
          {editorCard}
          {previewCard}
        </SplitPane>
      )}
      <ModalDialog
        open={discard !== null}
        onClose={() => setDiscard(null)}
        title={t(m.discardTitle)}
        description={t(m.discardBody)}
        closeLabel={t(m.close)}
        testId="studio-discard-dialog"
        closeTestId="studio-discard-close"
      >
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={() => setDiscard(null)} data-autofocus>
            {t(m.cancel)}
          </Button>
          <Button
            type="button"
            $variant="primary"
            $size="md"
            onClick={() => {
              const action = discard;
              setDiscard(null);
              action?.();
            }}
            data-testid="studio-discard-confirm"
          >
            {t(m.discardConfirm)}
          </Button>
        </DialogActions>
      </ModalDialog>
    </>
  );
}

/**
 * `/{lang}/studio` and `/{lang}/css-playground` (signed-in users, docs/product.md §4.2): the editors, the
 * live sandboxed preview and the save flow, one page per mode. `?id=` opens a saved template.
 */
export function Workspace({ mode }: { mode: WorkspaceMode }) {
  const t = useIntl().formatMessage;
  useDocumentTitle(t(mode === 'studio' ? m.documentTitle : m.playgroundDocumentTitle));
  return (
    <NoticeProvider>
      <PageFrame data-testid={mode === 'studio' ? 'studio-page' : 'css-playground-page'}>
        <PageHeader>
          <h1>{t(mode === 'studio' ? m.title : m.playgroundTitle)}</h1>
          <p>{t(mode === 'studio' ? m.lead : m.playgroundLead)}</p>
        </PageHeader>
        <WorkspaceBody mode={mode} />
      </PageFrame>
    </NoticeProvider>
  );
}

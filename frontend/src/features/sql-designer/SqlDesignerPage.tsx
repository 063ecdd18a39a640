import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Button } from '../../shared/ui/Button';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Banner } from '../../shared/ui/form';
import { DialogActions, ModalDialog } from '../../shared/ui/ModalDialog';
import { Designer, type DesignerApi, type DesignerTab } from './Designer';
import { saveRequestOf, type Draft } from './draft';
import { NoticeProvider, useNotify } from './Notices';
import { ImportDialog } from './schemas/ImportDialog';
import { SchemaList } from './schemas/SchemaList';
import { errorCodeOf, errorStatusOf, NO_TOKEN, useDeleteSqlSchemaMutation, useLoadSqlSchemasQuery, useSaveSqlSchemaMutation } from './sql-designer.api';
import { designerMessages as m } from './sql-designer.messages';
import { Card, DangerButton, Muted, PageFrame, PageHeader, StateBox } from './sql-designer.styles';
import type { SavedSqlSchema } from './sql-designer.types';
import { useSearchParam } from '../../shared/hooks/useSearchParam';

const SCHEMA_PARAM = 'schema';

function PremiumNotice() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <Card data-testid="sql-designer-premium" aria-labelledby="sql-designer-premium-title">
      <h2 id="sql-designer-premium-title">{t(m.premiumTitle)}</h2>
      <Muted>{t(m.premiumBody)}</Muted>
      <div>
        <ButtonLink to={`/${intl.locale}/pricing`} $variant="primary" $size="md" data-testid="sql-designer-upgrade">
          {t(m.premiumUpgrade)}
        </ButtonLink>
      </div>
    </Card>
  );
}

function DesignerPageBody({ initialTab }: { initialTab: DesignerTab }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const [params, changeParams] = useSearchParam();
  const { data: schemas, error, isLoading, isFetching, refetch } = useLoadSqlSchemasQuery();
  const [saveSchema, { isLoading: saving }] = useSaveSqlSchemaMutation();
  const [deleteSchema, { isLoading: deleting }] = useDeleteSqlSchemaMutation();
  const [importOpen, setImportOpen] = useState(false);
  const [premiumRefused, setPremiumRefused] = useState(false);
  const [discard, setDiscard] = useState<(() => void) | null>(null);
  const designer = useRef<DesignerApi | null>(null);
  const [currentId, setCurrentId] = useState<string | null>(null);
  const deepLinked = useRef(false);
  useDocumentTitle(t(m.documentTitle));

  const code = errorCodeOf(error);
  const premium = premiumRefused || code === 'PREMIUM_REQUIRED' || (errorStatusOf(error) === 403 && code !== 'ADMIN_REQUIRED');

  const setSchemaParam = useCallback((id: string | null) => changeParams({ [SCHEMA_PARAM]: id }), [changeParams]);

  /** Runs `action` now, or after the user agreed to lose the editor's unsaved changes. */
  const guard = (action: () => void) => {
    if (designer.current?.isDirty()) setDiscard(() => action);
    else action();
  };

  const failed = (err: unknown): false => {
    const failure = errorCodeOf(err);
    if (failure === 'PREMIUM_REQUIRED') setPremiumRefused(true);
    else if (failure === 'SQL_SCHEMA_NOT_FOUND' || errorStatusOf(err) === 404) {
      notify('danger', t(m.noticeNotFound));
      void refetch();
    } else notify('danger', t(m.noticeError));
    return false;
  };

  const openSchema = async (id: string) => {
    // The list may be stale (another tab deleted it): ask the server for the current one.
    const fresh = await refetch();
    const schema = fresh.data?.find((candidate) => candidate.id === id);
    if (!schema) {
      notify('danger', t(fresh.error ? m.noticeError : m.noticeNotFound));
      if (!fresh.error) setSchemaParam(null);
      return;
    }
    designer.current?.load(schema);
    setCurrentId(schema.id);
    setSchemaParam(schema.id);
    notify('success', t(m.noticeLoaded));
  };

  // `?schema=ID` opens that schema once the list is there (a link, a reload after saving).
  useEffect(() => {
    const wanted = params.get(SCHEMA_PARAM);
    if (deepLinked.current || !schemas || !wanted || !designer.current) return;
    deepLinked.current = true;
    void openSchema(wanted);
  });

  const save = async (draft: Draft) => {
    try {
      const saved = await saveSchema(saveRequestOf(draft)).unwrap();
      setCurrentId(saved.id);
      setSchemaParam(saved.id);
      notify('success', t(m.noticeSaved));
      return { id: saved.id, name: saved.database_name };
    } catch (err) {
      if (errorCodeOf(err) === 'SQL_SCHEMA_INVALID') {
        notify('danger', t(m.noticeInvalid));
        return 'invalid' as const;
      }
      return failed(err) || null;
    }
  };

  const remove = async (schema: SavedSqlSchema) => {
    try {
      await deleteSchema(schema.id).unwrap();
      notify('success', t(m.noticeDeleted));
      designer.current?.forget(schema.id);
      if (currentId === schema.id) {
        setCurrentId(null);
        setSchemaParam(null);
      }
      return true;
    } catch (err) {
      return failed(err) || errorStatusOf(err) === 404;
    }
  };

  const rename = async (schema: SavedSqlSchema, name: string) => {
    try {
      await saveSchema({ id: schema.id, database_name: name, tables: schema.tables, positions: schema.positions }).unwrap();
      designer.current?.renamed(schema.id, name);
      notify('success', t(m.noticeRenamed));
      return true;
    } catch (err) {
      return failed(err) || errorStatusOf(err) === 404;
    }
  };

  // Refused before the list ever came, there is nothing to keep. Refused later (the plan ended with the page
  // open), the editor stays under the notice: a refusal must not lose the unsaved work, which can
  // still be copied or downloaded.
  if (premium && !schemas) return <PremiumNotice />;

  return (
    <>
      {premium ? (
        <PremiumNotice />
      ) : code === NO_TOKEN ? (
        <Banner $tone="danger" role="alert" data-testid="sql-designer-auth-required">
          {t(m.noticeAuthRequired)}
        </Banner>
      ) : isLoading ? (
        <Card aria-busy="true" aria-label={t(m.loading)} data-testid="sql-designer-loading">
          <Muted>{t(m.loading)}</Muted>
        </Card>
      ) : error ? (
        <Card data-testid="sql-designer-load-error">
          <StateBox role="alert">
            <p>{t(m.loadFailed)}</p>
            <Button type="button" $variant="secondary" $size="md" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching}>
              {t(m.retry)}
            </Button>
          </StateBox>
        </Card>
      ) : (
        <SchemaList
          schemas={schemas ?? []}
          currentId={currentId}
          busy={deleting || isFetching}
          onOpen={(schema) => guard(() => void openSchema(schema.id))}
          onRename={rename}
          onDelete={remove}
        />
      )}
      <Designer
        initialTab={initialTab}
        saving={saving}
        onSave={save}
        onReady={(api) => {
          designer.current = api;
        }}
        onNew={() =>
          guard(() => {
            designer.current?.reset();
            setCurrentId(null);
            setSchemaParam(null);
          })
        }
        onImport={() => setImportOpen(true)}
      />
      <ImportDialog
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={(result) => {
          setImportOpen(false);
          const apply = () => {
            designer.current?.imported(result);
            setCurrentId(null);
            setSchemaParam(null);
            notify('success', t(m.noticeImported));
          };
          guard(apply);
        }}
      />
      <ModalDialog
        open={discard !== null}
        onClose={() => setDiscard(null)}
        title={t(m.discardTitle)}
        description={t(m.discardBody)}
        closeLabel={t(m.close)}
        testId="sql-designer-discard-dialog"
        closeTestId="sql-designer-discard-close"
      >
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={() => setDiscard(null)} data-autofocus>
            {t(m.cancel)}
          </Button>
          <DangerButton
            type="button"
            onClick={() => {
              const action = discard;
              setDiscard(null);
              action?.();
            }}
            data-testid="sql-designer-discard-confirm"
          >
            {t(m.discardConfirm)}
          </DangerButton>
        </DialogActions>
      </ModalDialog>
    </>
  );
}

/**
 * `/{lang}/database-designer` and `/{lang}/sql-generator` (premium, docs/product.md §4.2): the saved
 * schemas, the editor with its diagram, and the SQL tab the second address opens on.
 */
export function SqlDesignerPage({ initialTab = 'diagram' }: { initialTab?: DesignerTab }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <NoticeProvider>
      <PageFrame data-testid="sql-designer-page" data-tab={initialTab}>
        <PageHeader>
          <h1>{t(m.title)}</h1>
          <p>{t(m.lead)}</p>
        </PageHeader>
        <DesignerPageBody initialTab={initialTab} />
      </PageFrame>
    </NoticeProvider>
  );
}

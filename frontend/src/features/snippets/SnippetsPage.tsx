import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import type { StudioComponent, StudioComponentType } from '../../../../src/modules/studio/contract';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { Button } from '../../shared/ui/Button';
import { ButtonLink } from '../../shared/ui/ButtonLink';
import { Field, Input, Select } from '../../shared/ui/form';
import { ModalDialog, DialogActions } from '../../shared/ui/ModalDialog';
import { VisuallyHidden } from '../../shared/ui/VisuallyHidden';
import { useGetComponentsQuery, useRemoveTemplateMutation, useSaveTemplateMutation } from '../studio';
import { copyText } from './clipboard';
import { reasonOf, type Reason } from './failure';
import { NoticeProvider, useNotify } from './Notices';
import { COMPONENT_TYPES, combinedCode, duplicateName, editorPath, isComponentType, isSort, SORTS, selectSnippets, typeLabel, viewPath, type SnippetSort } from './snippet-list';
import { snippetsMessages as m } from './snippets.messages';
import { Actions, Count, DangerButton, ErrorBox, Item, List, Meta, Muted, PageFrame, PageHeader, Row, SkeletonItem, SmallButton, StateCard, Toolbar, TypePill } from './snippets.styles';

const SEARCH_PARAM = 'q';
const TYPE_PARAM = 'type';
const SORT_PARAM = 'sort';

const SORT_LABELS: Record<SnippetSort, MessageDescriptor> = {
  updated: m.sortUpdated,
  name: m.sortName,
  type: m.sortType,
};

function Skeleton() {
  const t = useIntl().formatMessage;
  return (
    <div role="status" aria-busy="true" data-testid="snippets-loading">
      <VisuallyHidden>{t(m.loading)}</VisuallyHidden>
      <List aria-hidden="true">
        {Array.from({ length: 6 }, (_, i) => (
          <SkeletonItem key={i} />
        ))}
      </List>
    </div>
  );
}

interface CardProps {
  component: StudioComponent;
  busy: boolean;
  onCopy: (component: StudioComponent) => void;
  onDuplicate: (component: StudioComponent) => void;
  onDelete: (component: StudioComponent) => void;
}

function SnippetCard({ component, busy, onCopy, onDuplicate, onDelete }: CardProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const lang = intl.locale;
  const id = useId();
  const playground = component.componentType === 'css';
  return (
    <Item aria-labelledby={`${id}-name`} data-testid="snippet" data-id={component.id} data-name={component.templateName} data-type={component.componentType}>
      <h2 id={`${id}-name`} data-testid="snippet-name">
        {/* The name keeps its own direction; the heading stays aligned with the page. */}
        <bdi>{component.templateName}</bdi>
      </h2>
      <Meta>
        <TypePill data-testid="snippet-type">{t(typeLabel(component.componentType))}</TypePill>
        <time dateTime={component.updatedAt} data-testid="snippet-updated">
          {t(m.updated, {
            date: intl.formatDate(component.updatedAt, {
              dateStyle: 'medium',
              timeStyle: 'short',
            }),
          })}
        </time>
      </Meta>
      <Actions role="group" aria-label={t(m.actionsLabel, { name: component.templateName })}>
        <SmallButton as={Link} to={editorPath(lang, component)} $tone="primary" data-testid="snippet-open">
          {t(playground ? m.openPlayground : m.openStudio)}
        </SmallButton>
        <SmallButton as={Link} to={viewPath(lang, component.id)} data-testid="snippet-view">
          {t(m.view)}
        </SmallButton>
        <SmallButton type="button" onClick={() => onCopy(component)} data-testid="snippet-copy">
          {t(m.copy)}
        </SmallButton>
        <SmallButton type="button" disabled={busy} aria-busy={busy} onClick={() => onDuplicate(component)} data-testid="snippet-duplicate">
          {t(m.duplicate)}
        </SmallButton>
        <SmallButton type="button" $tone="danger" onClick={() => onDelete(component)} data-testid="snippet-delete">
          {t(m.delete)}
        </SmallButton>
      </Actions>
    </Item>
  );
}

function EmptyState() {
  const intl = useIntl();
  const t = intl.formatMessage;
  return (
    <StateCard data-testid="snippets-empty">
      <h2>{t(m.emptyTitle)}</h2>
      <Muted>{t(m.emptyBody)}</Muted>
      <Row>
        <ButtonLink to={`/${intl.locale}/studio`} $variant="primary" $size="md" data-testid="snippets-empty-studio">
          {t(m.emptyStudio)}
        </ButtonLink>
        <ButtonLink to={`/${intl.locale}/css-playground`} $variant="secondary" $size="md" data-testid="snippets-empty-playground">
          {t(m.emptyPlayground)}
        </ButtonLink>
      </Row>
    </StateCard>
  );
}

function SnippetsBody() {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const idBase = useId();
  const [params, setParams] = useSearchParams();
  const { data, isLoading, isError, error, isFetching, refetch } = useGetComponentsQuery();
  const [saveTemplate] = useSaveTemplateMutation();
  const [removeTemplate, { isLoading: removing }] = useRemoveTemplateMutation();
  const [duplicating, setDuplicating] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<StudioComponent | null>(null);
  const [deleteFailure, setDeleteFailure] = useState<Reason | null>(null);
  // Hidden at once when the server confirms a deletion; the refetch then drops them from the cache.
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set());
  const searchRef = useRef<HTMLInputElement>(null);
  const focusSearch = useRef(false);

  const search = params.get(SEARCH_PARAM) ?? '';
  const typeParam = params.get(TYPE_PARAM);
  const type: StudioComponentType | null = isComponentType(typeParam) ? typeParam : null;
  const sortParam = params.get(SORT_PARAM);
  const sort: SnippetSort = isSort(sortParam) ? sortParam : 'updated';

  const setParam = useCallback(
    (name: string, value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const all = useMemo(() => (data ?? []).filter((component) => !removed.has(component.id)), [data, removed]);
  const shown = useMemo(() => selectSnippets(all, { search, type, sort }, intl.locale, (value) => intl.formatMessage(typeLabel(value))), [all, search, type, sort, intl]);

  // The deleted card took the focus with it: the search field gets it, so the keyboard is not lost.
  useEffect(() => {
    if (focusSearch.current) {
      focusSearch.current = false;
      searchRef.current?.focus();
    }
  });

  const copy = async (component: StudioComponent) => {
    const done = await copyText(combinedCode(component.templateData));
    notify(done ? 'success' : 'danger', t(done ? m.noticeCopied : m.noticeCopyFailed));
  };

  const duplicate = async (component: StudioComponent) => {
    setDuplicating(component.id);
    const templateName = duplicateName(component.templateName, (name) => t(m.copyName, { name }));
    try {
      await saveTemplate({
        templateName,
        templateData: component.templateData,
        componentType: component.componentType,
      }).unwrap();
      notify('success', t(m.noticeDuplicated, { name: templateName }));
    } catch (failure) {
      const reason = reasonOf(failure);
      notify(
        'danger',
        t(m.noticeDuplicateFailed, {
          reason: t(reason.message, reason.values),
        }),
      );
    } finally {
      setDuplicating(null);
    }
  };

  const openDelete = (component: StudioComponent) => {
    setDeleteFailure(null);
    setDeleting(component);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteFailure(null);
    try {
      await removeTemplate(deleting.id).unwrap();
      focusSearch.current = true;
      setRemoved((current) => new Set(current).add(deleting.id));
      notify('success', t(m.noticeDeleted, { name: deleting.templateName }));
      setDeleting(null);
    } catch (failure) {
      setDeleteFailure(reasonOf(failure));
    }
  };

  if (isLoading) return <Skeleton />;

  if (isError || !data) {
    const reason = reasonOf(error);
    return (
      <StateCard data-testid="snippets-error">
        <ErrorBox role="alert">
          <p data-testid="snippets-error-message">{t(m.loadFailed)}</p>
          <p>{t(reason.message, reason.values)}</p>
        </ErrorBox>
        <Button type="button" $variant="secondary" $size="md" onClick={() => void refetch()} disabled={isFetching} aria-busy={isFetching} data-testid="snippets-retry">
          {t(m.retry)}
        </Button>
      </StateCard>
    );
  }

  if (all.length === 0) return <EmptyState />;

  return (
    <>
      <Toolbar role="search" aria-label={t(m.toolbarLabel)}>
        <Field>
          <label htmlFor={`${idBase}-search`}>{t(m.searchLabel)}</label>
          <Input
            ref={searchRef}
            id={`${idBase}-search`}
            type="search"
            value={search}
            placeholder={t(m.searchPlaceholder)}
            onChange={(event) => setParam(SEARCH_PARAM, event.target.value)}
            autoComplete="off"
            data-testid="snippets-search"
          />
        </Field>
        <Field>
          <label htmlFor={`${idBase}-type`}>{t(m.typeLabel)}</label>
          <Select id={`${idBase}-type`} value={type ?? ''} onChange={(event) => setParam(TYPE_PARAM, event.target.value || null)} data-testid="snippets-type">
            <option value="">{t(m.typeAll)}</option>
            {COMPONENT_TYPES.map((value) => (
              <option key={value} value={value}>
                {t(typeLabel(value))}
              </option>
            ))}
          </Select>
        </Field>
        <Field>
          <label htmlFor={`${idBase}-sort`}>{t(m.sortLabel)}</label>
          <Select id={`${idBase}-sort`} value={sort} onChange={(event) => setParam(SORT_PARAM, event.target.value === 'updated' ? null : event.target.value)} data-testid="snippets-sort">
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(SORT_LABELS[value])}
              </option>
            ))}
          </Select>
        </Field>
      </Toolbar>
      <Count role="status" data-testid="snippets-count">
        {t(m.shown, { shown: shown.length, total: all.length })}
      </Count>

      {shown.length === 0 ? (
        <StateCard data-testid="snippets-no-match">
          <Muted>{t(m.noMatch)}</Muted>
          <Button
            type="button"
            $variant="secondary"
            $size="md"
            onClick={() => {
              setParams(
                (current) => {
                  const next = new URLSearchParams(current);
                  next.delete(SEARCH_PARAM);
                  next.delete(TYPE_PARAM);
                  return next;
                },
                { replace: true },
              );
              searchRef.current?.focus();
            }}
            data-testid="snippets-clear"
          >
            {t(m.clearFilters)}
          </Button>
        </StateCard>
      ) : (
        <List data-testid="snippets-list">
          {shown.map((component) => (
            <SnippetCard key={component.id} component={component} busy={duplicating === component.id} onCopy={(c) => void copy(c)} onDuplicate={(c) => void duplicate(c)} onDelete={openDelete} />
          ))}
        </List>
      )}

      <ModalDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t(m.deleteTitle)}
        description={deleting ? t(m.deleteBody, { name: deleting.templateName }) : ''}
        closeLabel={t(m.close)}
        busy={removing}
        testId="snippets-delete-dialog"
        closeTestId="snippets-delete-close"
      >
        {deleteFailure ? (
          <ErrorBox role="alert" data-testid="snippets-delete-error">
            <p>{t(m.deleteError)}</p>
            <p>{t(m.deleteFailed)}</p>
            <p>{t(deleteFailure.message, deleteFailure.values)}</p>
          </ErrorBox>
        ) : null}
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={() => setDeleting(null)} disabled={removing} data-autofocus data-testid="snippets-delete-cancel">
            {t(m.cancel)}
          </Button>
          <DangerButton type="button" aria-busy={removing} disabled={removing} onClick={() => void confirmDelete()} data-testid="snippets-delete-confirm">
            {t(m.deleteConfirm)}
          </DangerButton>
        </DialogActions>
      </ModalDialog>
    </>
  );
}

/**
 * `/{lang}/snippets` (signed-in users, docs/product.md §4.2): the caller's saved templates, the client
 * state `studioComponents` (§5.2), to search, filter by type, sort, copy, duplicate, view or delete,
 * and to open again in the studio or the CSS playground. The address keeps the search, the filter
 * and the order (`?q=`, `?type=`, `?sort=`), so a reload or the back button comes back to them.
 */
export function SnippetsPage() {
  const intl = useIntl();
  const t = intl.formatMessage;
  useDocumentTitle(t(m.documentTitle));
  return (
    <NoticeProvider>
      <PageFrame data-testid="snippets-page">
        <PageHeader>
          <div>
            <h1>{t(m.title)}</h1>
            <p>{t(m.lead)}</p>
          </div>
          <ButtonLink to={`/${intl.locale}/studio`} $variant="primary" $size="md" data-testid="snippets-new">
            {t(m.newInStudio)}
          </ButtonLink>
        </PageHeader>
        <SnippetsBody />
      </PageFrame>
    </NoticeProvider>
  );
}

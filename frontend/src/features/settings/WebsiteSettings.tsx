import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Badge } from '../../shared/ui/Badge';
import { Button } from '../../shared/ui/Button';
import { Banner, Form } from '../../shared/ui/form';
import { DialogActions, ModalDialog } from '../../shared/ui/ModalDialog';
import { TextField } from '../../shared/ui/TextField';
import { useDeleteWebsiteDataMutation, useInsertWebsiteDataMutation, useLoadWebsiteDataQuery, type WebsiteData } from '../audits';
import { Actions, Block, DangerButton, LiveRegion, Muted, Pair } from './settings-ui';
import { websitesMessages as m } from './websites.messages';

/** The server's limits (audits README, "Website data"), checked here first so the field says it at once. */
const LIMITS = { name: 120, url: 2048, websites: 20 } as const;

const List = styled.ul`
  display: grid;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li<{ $main: boolean }>`
  display: grid;
  gap: 0.6rem;
  padding-block: 0.85rem;
  padding-inline: 1rem;
  border: 1px solid ${({ theme, $main }) => ($main ? theme.color.primary : theme.color.border)};
  border-radius: ${({ theme }) => theme.radius.md};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
  }
`;

const Heading = styled.div`
  display: grid;
  gap: 0.2rem;
  min-inline-size: 0;

  strong {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
  }
`;

const Address = styled.span`
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: 0.9375rem;
`;

type Notice = { tone: 'success' | 'danger'; text: string } | null;

interface Fields {
  name: string;
  url: string;
}

type FieldErrors = Partial<Record<keyof Fields, string>>;

/** docs/product.md §8: the name is required, the URL starts with https:// (and is an address with a host). */
function validate(values: Fields, t: (d: MessageDescriptor, v?: Record<string, number>) => string): FieldErrors {
  const errors: FieldErrors = {};
  const name = values.name.trim();
  const url = values.url.trim();
  if (!name) errors.name = t(m.nameRequired);
  else if (name.length > LIMITS.name) errors.name = t(m.nameTooLong, { max: LIMITS.name });
  if (url.length > LIMITS.url) errors.url = t(m.urlTooLong, { max: LIMITS.url });
  else if (!/^https:\/\/[^/\s]/i.test(url) || !parses(url)) errors.url = t(m.urlHttps);
  return errors;
}

function parses(url: string): boolean {
  try {
    return Boolean(new URL(url).hostname);
  } catch {
    return false;
  }
}

const codeOf = (error: unknown): string | undefined => {
  const code = (error as { data?: { code?: unknown } } | undefined)?.data?.code;
  return typeof code === 'string' ? code : undefined;
};

/**
 * Settings → websites (audits README, "Website data"): the user's websites, the main one first with its
 * badge; add or edit one (name and https:// URL), make one the main one, delete one after a confirmation.
 */
export function WebsiteSettings() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor, values?: Record<string, string | number>) => intl.formatMessage(descriptor, values);
  const formTitleId = useId();
  const list = useLoadWebsiteDataQuery();
  const [insert, insertState] = useInsertWebsiteDataMutation();
  const [remove, removeState] = useDeleteWebsiteDataMutation();
  const [editing, setEditing] = useState<WebsiteData | null>(null);
  const [values, setValues] = useState<Fields>({ name: '', url: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [notice, setNotice] = useState<Notice>(null);
  const [target, setTarget] = useState<WebsiteData | null>(null);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const nameInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const urlInput = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const websites = list.data ?? [];

  const resetForm = () => {
    setEditing(null);
    setValues({ name: '', url: '' });
    setErrors({});
  };

  const startEdit = (website: WebsiteData) => {
    setEditing(website);
    setValues({ name: website.name, url: website.url });
    setErrors({});
    setNotice(null);
    nameInput.current?.focus();
  };

  const serverProblem = (code: string | undefined): { field?: keyof Fields; text: string } => {
    switch (code) {
      case 'AUDITS_WEBSITE_NAME_REQUIRED':
        return { field: 'name', text: t(m.nameRequired) };
      case 'AUDITS_WEBSITE_NAME_TOO_LONG':
        return { field: 'name', text: t(m.nameTooLong, { max: LIMITS.name }) };
      case 'AUDITS_WEBSITE_URL_HTTPS':
        return { field: 'url', text: t(m.urlHttps) };
      case 'AUDITS_WEBSITE_URL_TOO_LONG':
        return { field: 'url', text: t(m.urlTooLong, { max: LIMITS.url }) };
      case 'AUDITS_WEBSITE_URL_TAKEN':
        return { field: 'url', text: t(m.urlTaken) };
      case 'AUDITS_WEBSITE_LIMIT_REACHED':
        return { text: t(m.limitReached, { max: LIMITS.websites }) };
      case 'AUDITS_WEBSITE_NOT_FOUND':
        return { text: t(m.notFound) };
      default:
        return { text: t(m.saveError) };
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (insertState.isLoading) return;
    setNotice(null);
    const found = validate(values, t);
    setErrors(found);
    if (found.name) return nameInput.current?.focus();
    if (found.url) return urlInput.current?.focus();
    try {
      await insert({ ...(editing ? { id: editing.id } : {}), name: values.name.trim(), url: values.url.trim() }).unwrap();
      setNotice({ tone: 'success', text: t(editing ? m.saved : m.added) });
      resetForm();
    } catch (caught) {
      const problem = serverProblem(codeOf(caught));
      if (problem.field) {
        setErrors({ [problem.field]: problem.text });
        (problem.field === 'name' ? nameInput : urlInput).current?.focus();
      } else {
        setNotice({ tone: 'danger', text: problem.text });
      }
    }
  };

  const makeMain = async (website: WebsiteData) => {
    setNotice(null);
    try {
      await insert({ id: website.id, name: website.name, url: website.url, main: true }).unwrap();
      setNotice({ tone: 'success', text: t(m.mainSet, { name: website.name }) });
    } catch (caught) {
      setNotice({ tone: 'danger', text: serverProblem(codeOf(caught)).text });
    }
  };

  const confirmDelete = async () => {
    if (!target) return;
    setDialogError(null);
    try {
      await remove(target.id).unwrap();
    } catch (caught) {
      if (codeOf(caught) !== 'AUDITS_WEBSITE_NOT_FOUND') return setDialogError(t(m.deleteError));
    }
    if (editing?.id === target.id) resetForm();
    setTarget(null);
    setNotice({ tone: 'success', text: t(m.deleted) });
  };

  return (
    <>
      <Muted>{t(m.intro)}</Muted>
      <LiveRegion role="status" data-testid="websites-status">
        {notice?.tone === 'success' ? <Banner $tone="success">{notice.text}</Banner> : null}
      </LiveRegion>
      <LiveRegion role="alert" data-testid="websites-alert">
        {notice?.tone === 'danger' ? <Banner $tone="danger">{notice.text}</Banner> : null}
        {list.isError ? (
          <Banner $tone="danger">
            {t(m.loadError)}{' '}
            <Button type="button" $variant="secondary" $size="md" onClick={() => void list.refetch()}>
              {t(m.retry)}
            </Button>
          </Banner>
        ) : null}
      </LiveRegion>

      {list.isSuccess && websites.length === 0 ? <Muted data-testid="websites-empty">{t(m.empty)}</Muted> : null}
      {websites.length ? (
        <List aria-label={t(m.listLabel)} data-testid="websites-list">
          {websites.map((website) => (
            <Item key={website.id} $main={website.main} data-testid="website-item" data-main={website.main}>
              <Heading>
                <strong>
                  <bdi>{website.name}</bdi>
                  {website.main ? <Badge data-testid="website-main-badge">{t(m.main)}</Badge> : null}
                </strong>
                <Address dir="ltr">{website.url}</Address>
                <Address>{t(m.detected, { count: website.analyzisUrls.length })}</Address>
              </Heading>
              <Actions>
                <Button type="button" $variant="secondary" $size="md" onClick={() => startEdit(website)} aria-label={t(m.editNamed, { name: website.name })} data-testid="website-edit">
                  {t(m.edit)}
                </Button>
                {website.main ? null : (
                  <Button
                    type="button"
                    $variant="secondary"
                    $size="md"
                    onClick={() => void makeMain(website)}
                    disabled={insertState.isLoading}
                    aria-label={t(m.setMainNamed, { name: website.name })}
                    data-testid="website-set-main"
                  >
                    {t(m.setMain)}
                  </Button>
                )}
                <Button
                  type="button"
                  $variant="secondary"
                  $size="md"
                  onClick={() => {
                    setDialogError(null);
                    setTarget(website);
                  }}
                  aria-label={t(m.deleteNamed, { name: website.name })}
                  data-testid="website-delete"
                >
                  {t(m.delete)}
                </Button>
              </Actions>
            </Item>
          ))}
        </List>
      ) : null}

      <Block role="group" aria-labelledby={formTitleId}>
        <h3 id={formTitleId}>{editing ? t(m.editTitle, { name: editing.name }) : t(m.addTitle)}</h3>
        <Form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={formTitleId} aria-busy={insertState.isLoading} data-testid="website-form">
          <Pair>
            <TextField
              id="website-name"
              label={t(m.name)}
              value={values.name}
              onValue={(name) => {
                setValues((v) => ({ ...v, name }));
                setErrors((e) => ({ ...e, name: undefined }));
              }}
              error={errors.name}
              inputRef={nameInput}
              maxLength={LIMITS.name}
              autoComplete="off"
              testId="website-name"
            />
            <TextField
              id="website-url"
              label={t(m.url)}
              hint={t(m.urlHint)}
              value={values.url}
              onValue={(url) => {
                setValues((v) => ({ ...v, url }));
                setErrors((e) => ({ ...e, url: undefined }));
              }}
              error={errors.url}
              inputRef={urlInput}
              type="url"
              inputMode="url"
              autoComplete="url"
              spellCheck={false}
              autoCapitalize="none"
              placeholder="https://"
              dir="ltr"
              maxLength={LIMITS.url}
              testId="website-url"
            />
          </Pair>
          <Actions>
            <Button type="submit" $variant="primary" $size="md" aria-busy={insertState.isLoading} disabled={insertState.isLoading} data-testid="website-submit">
              {t(insertState.isLoading ? m.saving : editing ? m.save : m.add)}
            </Button>
            {editing ? (
              <Button type="button" $variant="secondary" $size="md" onClick={resetForm} data-testid="website-cancel">
                {t(m.cancel)}
              </Button>
            ) : null}
          </Actions>
        </Form>
      </Block>

      <ModalDialog
        open={target !== null}
        onClose={() => setTarget(null)}
        title={t(m.confirmTitle)}
        description={target ? t(m.confirmBody, { name: target.name }) : undefined}
        closeLabel={t(m.close)}
        busy={removeState.isLoading}
        testId="website-delete-dialog"
        closeTestId="website-delete-dialog-close"
      >
        {dialogError ? (
          <Banner $tone="danger" role="alert">
            {dialogError}
          </Banner>
        ) : null}
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={() => setTarget(null)} disabled={removeState.isLoading} data-autofocus>
            {t(m.cancel)}
          </Button>
          <DangerButton type="button" $variant="primary" $size="md" onClick={() => void confirmDelete()} aria-busy={removeState.isLoading} disabled={removeState.isLoading} data-testid="website-delete-confirm">
            {t(removeState.isLoading ? m.deleting : m.confirmDelete)}
          </DangerButton>
        </DialogActions>
      </ModalDialog>
    </>
  );
}

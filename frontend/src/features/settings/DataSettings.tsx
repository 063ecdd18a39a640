import { useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import type { LoginPageState } from '../../app/session/login-state';
import { Button } from '../../shared/ui/Button';
import { Banner, Form } from '../../shared/ui/form';
import { TextField } from '../../shared/ui/TextField';
import { announceAccountGone } from '../../app/session';
import { dataMessages as m } from './data.messages';
import { saveTextFile } from '../../shared/save-file';
import { useDeleteAccountMutation, useExportDataMutation } from './settings.api';
import { Actions, Block, DangerButton, LiveRegion, Muted } from './settings-ui';

/** The word to type before deleting the account (docs/product.md §8); the server checks it too. */
const CONFIRM_WORD = 'DELETE';

/** "Export my data": GET /api/auth/export, saved as the JSON file the server names. */
export function ExportData() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const titleId = useId();
  const [exportData, { isLoading }] = useExportDataMutation();
  const [result, setResult] = useState<'done' | 'failed' | null>(null);

  const run = async () => {
    setResult(null);
    try {
      const file = await exportData().unwrap();
      saveTextFile(file.filename, file.text, 'application/json');
      setResult('done');
    } catch {
      setResult('failed');
    }
  };

  return (
    <Block role="group" aria-labelledby={titleId}>
      <h3 id={titleId}>{t(m.exportTitle)}</h3>
      <Muted>{t(m.exportBody)}</Muted>
      <LiveRegion role="status" data-testid="export-status">
        {result === 'done' ? <Banner $tone="success">{t(m.exported)}</Banner> : null}
      </LiveRegion>
      <LiveRegion role="alert">{result === 'failed' ? <Banner $tone="danger">{t(m.exportError)}</Banner> : null}</LiveRegion>
      <Actions>
        <Button type="button" $variant="secondary" $size="md" onClick={() => void run()} aria-busy={isLoading} disabled={isLoading} data-testid="export-data">
          {t(isLoading ? m.exporting : m.exportButton)}
        </Button>
      </Actions>
    </Block>
  );
}

/**
 * "Delete my account": the word DELETE, typed, then DELETE /api/auth/deleteAccount. The sign-in page
 * then ends the session here and confirms the deletion; the other tabs end theirs at once.
 */
export function DeleteAccount() {
  const intl = useIntl();
  const t = (descriptor: MessageDescriptor) => intl.formatMessage(descriptor);
  const navigate = useNavigate();
  const titleId = useId();
  const [remove, { isLoading }] = useDeleteAccountMutation();
  const [word, setWord] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isLoading) return;
    setFailed(false);
    if (word.trim() !== CONFIRM_WORD) {
      setError(t(m.deleteMismatch));
      input.current?.focus();
      return;
    }
    try {
      await remove({ confirm: CONFIRM_WORD }).unwrap();
    } catch (caught) {
      const code = (caught as { data?: { code?: unknown } }).data?.code;
      if (code === 'ACCOUNT_DELETE_CONFIRM') setError(t(m.deleteMismatch));
      else setFailed(true);
      return;
    }
    announceAccountGone();
    void navigate(`/${intl.locale}/login`, { replace: true, state: { endSession: true, notice: 'accountDeleted' } satisfies LoginPageState });
  };

  return (
    <Block role="group" aria-labelledby={titleId} data-testid="delete-account">
      <h3 id={titleId}>{t(m.deleteTitle)}</h3>
      <Muted>{t(m.deleteBody)}</Muted>
      <LiveRegion role="alert">{failed ? <Banner $tone="danger">{t(m.deleteError)}</Banner> : null}</LiveRegion>
      <Form noValidate onSubmit={onSubmit} aria-labelledby={titleId} aria-busy={isLoading}>
        <TextField
          id="delete-confirm"
          label={t(m.deleteLabel)}
          value={word}
          onValue={(value) => {
            setWord(value);
            setError(null);
          }}
          error={error}
          inputRef={input}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          dir="ltr"
          maxLength={20}
          testId="delete-confirm"
        />
        <Actions>
          <DangerButton type="submit" $variant="primary" $size="md" aria-busy={isLoading} disabled={isLoading} data-testid="delete-submit">
            {t(isLoading ? m.deleting : m.deleteButton)}
          </DangerButton>
        </Actions>
      </Form>
    </Block>
  );
}

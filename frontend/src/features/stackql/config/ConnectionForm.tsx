import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { Banner, Field, FieldError, Form, Select } from '../../../shared/ui/form';
import { DialogActions, ModalDialog } from '../../../shared/ui/ModalDialog';
import { TextField } from '../../../shared/ui/TextField';
import { ENGINE_LABELS } from '../ConnectionList';
import { explainTestFailure, FailureBox, type Explained } from '../Failure';
import { useNotify } from '../Notices';
import { PremiumNotice } from '../PremiumNotice';
import { errorCodeOf, errorDetailsOf, errorStatusOf, useDeleteSqlConnectionMutation, useSaveSqlConnectionMutation, useTestSqlConnectionMutation } from '../stackql.api';
import { stackqlMessages as m } from '../stackql.messages';
import { Card, DangerButton, Row } from '../stackql.styles';
import type { SqlConnection, SqlConnectionField, SqlConnectionInvalidDetails, SqlConnectionIssueCode } from '../stackql.types';
import type { StackQlWorkspace } from '../workspace';
import {
  draftOf,
  emptyDraft,
  ENGINES,
  fieldIssuesOf,
  formOf,
  missingFields,
  testsAsSaved,
  TLS_MODES,
  withEngine,
  type ConnectionDraft,
  type FieldIssues,
} from './connection-form';

const Fields = styled.div`
  display: grid;
  gap: 1rem;

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  /* Host, user name and password hold Latin text whatever the page's language. */
  input:not([type='checkbox']) {
    unicode-bidi: plaintext;
  }
`;

const ISSUES: Record<SqlConnectionIssueCode, MessageDescriptor> = {
  SQL_CONNECTION_FIELD_REQUIRED: m.issueRequired,
  SQL_CONNECTION_FIELD_TOO_LONG: m.issueTooLong,
  SQL_CONNECTION_ENGINE_INVALID: m.issueEngine,
  SQL_CONNECTION_HOST_INVALID: m.issueHost,
  SQL_CONNECTION_PORT_INVALID: m.issuePort,
  SQL_CONNECTION_TLS_INVALID: m.issueTls,
  SQL_CONNECTION_TIMEOUT_INVALID: m.issueTimeout,
  SQL_CONNECTION_PASSWORD_REQUIRED: m.issuePasswordRequired,
};

const TLS_LABELS = { disable: m.tlsDisable, require: m.tlsRequire, 'verify-full': m.tlsVerifyFull } as const;

type TestState = { kind: 'ok'; version: string } | { kind: 'failed'; explained: Explained; code: string | null } | null;

/**
 * Add or edit a connection (docs/product.md §15: connected or not, testing, saving, deleting). The saved
 * password is never shown; left empty on an edit, the server keeps it. Test works on the unsaved form too.
 */
export function ConnectionForm({ workspace, saved }: { workspace: StackQlWorkspace; saved: SqlConnection | null }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const notify = useNotify();
  const idBase = useId();
  const [draft, setDraft] = useState<ConnectionDraft>(() => (saved ? draftOf(saved) : emptyDraft()));
  const [issues, setIssues] = useState<FieldIssues>({});
  const [test, setTest] = useState<TestState>(null);
  const [premium, setPremium] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [save, { isLoading: saving }] = useSaveSqlConnectionMutation();
  const [runTest, { isLoading: testing }] = useTestSqlConnectionMutation();
  const [remove, { isLoading: deleting }] = useDeleteSqlConnectionMutation();
  const busy = saving || testing || deleting;
  const editing = saved !== null;

  const set = (field: keyof ConnectionDraft) => (value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setIssues(({ [field as SqlConnectionField]: _fixed, ...rest }) => rest);
  };

  /** Field issues from a 400, true when there were some. */
  const showIssues = (error: unknown): boolean => {
    if (errorCodeOf(error) !== 'SQL_CONNECTION_INVALID') return false;
    setIssues(fieldIssuesOf(errorDetailsOf<SqlConnectionInvalidDetails>(error)));
    return true;
  };

  const checkRequired = (): boolean => {
    const missing = missingFields(draft, editing);
    setIssues(missing);
    return Object.keys(missing).length === 0;
  };

  const onTest = async () => {
    if (busy) return;
    const asSaved = saved && testsAsSaved(draft, saved);
    if (!asSaved && !checkRequired()) return;
    setTest(null);
    try {
      const answer = await runTest(asSaved ? { id: saved.id } : { form: formOf({ ...draft }, false) }).unwrap();
      setTest({ kind: 'ok', version: answer.serverVersion });
      notify('success', t(m.noticeTestOk));
      if (saved) workspace.markStatus(saved.id, 'connected');
    } catch (error) {
      if (showIssues(error)) return;
      const explained = explainTestFailure(error);
      setTest({ kind: 'failed', explained, code: errorCodeOf(error) });
      notify('danger', t(explained.headline));
      if (saved && errorCodeOf(error) !== 'RATE_LIMITED') workspace.markStatus(saved.id, 'failed');
    }
  };

  const onSave = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || !checkRequired()) return;
    try {
      const answer = await save({ id: saved?.id ?? null, form: formOf(draft, editing) }).unwrap();
      notify('success', t(editing ? m.noticeUpdated : m.noticeAdded));
      setDraft((current) => ({ ...current, password: '' }));
      if (!editing) workspace.selectConnection(answer.connection.id);
    } catch (error) {
      if (errorCodeOf(error) === 'PREMIUM_REQUIRED') {
        setPremium(true);
        return;
      }
      if (showIssues(error)) {
        notify('danger', t(m.noticeSaveError));
        return;
      }
      const code = errorCodeOf(error);
      notify('danger', t(code === 'SQL_CONNECTION_LIMIT_REACHED' ? m.limitReached : code === 'SQL_CONNECTION_NOT_FOUND' ? m.notFound : m.noticeSaveError));
    }
  };

  const onDelete = async () => {
    if (!saved) return;
    try {
      await remove(saved.id).unwrap();
      setConfirmDelete(false);
      notify('success', t(m.noticeDeleted));
      workspace.forget(saved.id);
      workspace.selectConnection(workspace.connections.find((c) => c.sample)?.id ?? '');
    } catch (error) {
      setConfirmDelete(false);
      notify('danger', t(errorStatusOf(error) === 404 ? m.notFound : m.noticeDeleteError));
    }
  };

  const issueOf = (field: SqlConnectionField) => (issues[field] ? t(ISSUES[issues[field]]) : null);
  const fieldId = (field: string) => `${idBase}-${field}`;

  if (premium) return <PremiumNotice />;

  return (
    <Card aria-labelledby={`${idBase}-title`} data-testid="stackql-connection-form" data-mode={editing ? 'edit' : 'new'}>
      <h2 id={`${idBase}-title`}>{saved ? t(m.formEdit, { name: saved.name }) : t(m.formNew)}</h2>
      <Form noValidate onSubmit={(event) => void onSave(event)} aria-busy={busy}>
        {Object.keys(issues).length ? (
          <Banner $tone="danger" role="alert" data-testid="stackql-form-invalid">
            {t(m.formInvalid)}
          </Banner>
        ) : null}
        <Fields>
          <TextField id={fieldId('name')} label={t(m.fieldName)} value={draft.name} onValue={set('name')} error={issueOf('name')} maxLength={120} required testId="stackql-field-name" />
          <Field>
            <label htmlFor={fieldId('engine')}>{t(m.fieldEngine)}</label>
            <Select
              id={fieldId('engine')}
              value={draft.engine}
              onChange={(event) => setDraft((current) => withEngine(current, event.target.value as ConnectionDraft['engine']))}
              $invalid={!!issues.engine}
              data-testid="stackql-field-engine"
            >
              {ENGINES.map((engine) => (
                <option key={engine} value={engine}>
                  {ENGINE_LABELS[engine]}
                </option>
              ))}
            </Select>
            {issues.engine ? <FieldError>{issueOf('engine')}</FieldError> : null}
          </Field>
          <TextField
            id={fieldId('host')}
            label={t(m.fieldHost)}
            hint={t(m.hintHost)}
            value={draft.host}
            onValue={set('host')}
            error={issueOf('host')}
            autoComplete="off"
            spellCheck={false}
            dir="ltr"
            required
            testId="stackql-field-host"
          />
          <TextField id={fieldId('port')} label={t(m.fieldPort)} value={draft.port} onValue={set('port')} error={issueOf('port')} inputMode="numeric" dir="ltr" required testId="stackql-field-port" />
          <TextField id={fieldId('database')} label={t(m.fieldDatabase)} value={draft.database} onValue={set('database')} error={issueOf('database')} autoComplete="off" spellCheck={false} dir="ltr" required testId="stackql-field-database" />
          <TextField id={fieldId('username')} label={t(m.fieldUsername)} value={draft.username} onValue={set('username')} error={issueOf('username')} autoComplete="off" spellCheck={false} dir="ltr" required testId="stackql-field-username" />
          <TextField
            id={fieldId('password')}
            label={t(m.fieldPassword)}
            hint={editing ? t(m.hintPasswordKept) : undefined}
            value={draft.password}
            onValue={set('password')}
            error={issueOf('password')}
            reveal={t(m.showPassword)}
            autoComplete="new-password"
            dir="ltr"
            required={!editing}
            testId="stackql-field-password"
          />
          <Field>
            <label htmlFor={fieldId('tls')}>{t(m.fieldTls)}</label>
            <Select id={fieldId('tls')} value={draft.tls} onChange={(event) => set('tls')(event.target.value)} $invalid={!!issues.tls} data-testid="stackql-field-tls">
              {TLS_MODES.map((mode) => (
                <option key={mode} value={mode}>
                  {t(TLS_LABELS[mode])}
                </option>
              ))}
            </Select>
            {issues.tls ? <FieldError>{issueOf('tls')}</FieldError> : null}
          </Field>
          <TextField
            id={fieldId('timeout')}
            label={t(m.fieldTimeout)}
            hint={t(m.hintTimeout)}
            value={draft.statementTimeoutMs}
            onValue={set('statementTimeoutMs')}
            error={issueOf('statementTimeoutMs')}
            inputMode="numeric"
            dir="ltr"
            testId="stackql-field-timeout"
          />
        </Fields>
        {test?.kind === 'ok' ? (
          <Banner $tone="success" role="status" data-testid="stackql-test-ok">
            {t(m.noticeTestOk)} {t(m.serverVersion, { version: test.version })}
          </Banner>
        ) : test?.kind === 'failed' ? (
          <FailureBox explained={test.explained} testId="stackql-test-failed" code={test.code} />
        ) : null}
        <Row>
          <Button type="button" $variant="secondary" $size="md" onClick={() => void onTest()} aria-busy={testing} disabled={saving || deleting} data-testid="stackql-test">
            {t(testing ? m.testing : m.test)}
          </Button>
          <Button type="submit" $variant="primary" $size="md" aria-busy={saving} disabled={testing || deleting} data-testid="stackql-save">
            {t(saving ? m.saving : m.save)}
          </Button>
          {saved ? (
            <DangerButton type="button" onClick={() => setConfirmDelete(true)} disabled={busy} data-testid="stackql-delete">
              {t(deleting ? m.deleting : m.delete)}
            </DangerButton>
          ) : (
            <Button type="button" $variant="secondary" $size="md" onClick={() => workspace.stopAdding()} disabled={busy} data-testid="stackql-cancel">
              {t(m.cancel)}
            </Button>
          )}
        </Row>
      </Form>
      {saved ? (
        <ModalDialog
          open={confirmDelete}
          onClose={() => setConfirmDelete(false)}
          title={t(m.deleteTitle, { name: saved.name })}
          description={t(m.deleteBody)}
          closeLabel={t(m.close)}
          busy={deleting}
          testId="stackql-delete-dialog"
          closeTestId="stackql-delete-close"
        >
          <DialogActions>
            <Button type="button" $variant="secondary" $size="md" onClick={() => setConfirmDelete(false)} disabled={deleting} data-autofocus>
              {t(m.cancel)}
            </Button>
            <DangerButton type="button" onClick={() => void onDelete()} disabled={deleting} aria-busy={deleting} data-testid="stackql-delete-confirm">
              {t(deleting ? m.deleting : m.deleteConfirm)}
            </DangerButton>
          </DialogActions>
        </ModalDialog>
      ) : null}
    </Card>
  );
}

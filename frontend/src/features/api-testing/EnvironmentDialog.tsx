import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../shared/ui/Button';
import { CheckRow, Field, FieldError, Form, Select } from '../../shared/ui/form';
import { Icon } from '../../shared/ui/Icon';
import { DialogActions, ModalDialog } from '../../shared/ui/ModalDialog';
import { TextField } from '../../shared/ui/TextField';
import { problemOf, useDeleteEnvironmentMutation, useEnvironmentsQuery, useSaveEnvironmentMutation } from './api-testing.api';
import { apiTestingMessages as m } from './api-testing.messages';
import { ltr } from './bidi';
import type { ApiEnvironment } from './api-testing.types';
import { LtrInput, Muted, Rows, SmallButton, Stack } from './api-testing.styles';
import { explainProblem } from './explain';
import { useNotify } from './Notices';

interface VariableRow {
  key: string;
  value: string;
  secret: boolean;
  /** A secret already stored on the server: an empty value keeps it. */
  stored: boolean;
}

const NEW = '';

/** What may stand between `{{` and `}}` (the server's rule, devtools README, "API testing hub"). */
const VARIABLE_KEY = /^[A-Za-z0-9_.-]{1,100}$/;

/** Focus moves to the control that takes the place of the one just pressed, once it is rendered. */
const focusSoon = (testId: string) => requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus());

const rowsOf = (environment: ApiEnvironment | undefined): VariableRow[] => environment?.variables.map((v) => ({ key: v.key, value: v.value, secret: v.secret, stored: v.secret && v.hasValue })) ?? [];

/**
 * The environment editor: pick one (or a new one), edit its name and variables, mark values secret.
 * A stored secret shows no value; leaving it empty keeps it, typing replaces it (contract.ts, SaveEnvironmentRequest).
 */
export function EnvironmentDialog({ open, onClose, currentId, onSaved }: { open: boolean; onClose: () => void; currentId: string | null; onSaved: (id: string) => void }) {
  const t = useIntl().formatMessage;
  const notify = useNotify();
  const id = useId();
  const { data: environments, isLoading, isError, refetch } = useEnvironmentsQuery();
  const [save, saveState] = useSaveEnvironmentMutation();
  const [remove, removeState] = useDeleteEnvironmentMutation();
  const [editing, setEditing] = useState<string>(NEW);
  const [name, setName] = useState('');
  const [rows, setRows] = useState<VariableRow[]>([]);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Deleting asks once more, inside the dialog: secret values cannot be read back to re-create it.
  const [confirming, setConfirming] = useState(false);
  const busy = saveState.isLoading || removeState.isLoading;

  const load = (environmentId: string) => {
    const environment = environments?.find((e) => e.id === environmentId);
    setEditing(environment ? environmentId : NEW);
    setName(environment?.name ?? '');
    setRows(rowsOf(environment));
    setTried(false);
    setError(null);
    setConfirming(false);
  };

  useEffect(() => {
    if (open && environments) load(currentId && environments.some((e) => e.id === currentId) ? currentId : (environments[0]?.id ?? NEW));
    // Loads what to edit when the dialog opens or the list first arrives.
  }, [open, environments === undefined]);

  const setRow = (index: number, changes: Partial<VariableRow>) => setRows((current) => current.map((row, i) => (i === index ? { ...row, ...changes } : row)));
  const nameMissing = tried && name.trim() === '';
  const keyMissing = tried && rows.some((row) => row.key.trim() === '' && (row.value !== '' || row.stored));
  const keyInvalid = tried && rows.some((row) => row.key.trim() !== '' && !VARIABLE_KEY.test(row.key.trim()));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    setError(null);
    if (name.trim() === '' || rows.some((row) => (row.key.trim() === '' && (row.value !== '' || row.stored)) || (row.key.trim() !== '' && !VARIABLE_KEY.test(row.key.trim())))) return;
    const variables = rows.filter((row) => row.key.trim() !== '').map((row) => ({ key: row.key.trim(), value: row.value, secret: row.secret, ...(row.stored && row.value === '' ? { hasValue: true } : {}) }));
    try {
      const saved = await save({ id: editing === NEW ? null : editing, body: { name: name.trim(), variables } }).unwrap();
      setEditing(saved.id);
      setRows(rowsOf(saved));
      setTried(false);
      notify('success', t(m.envSaved));
      onSaved(saved.id);
    } catch (failure) {
      const explained = explainProblem(problemOf(failure));
      setError(t(explained.message, explained.values));
    }
  };

  const deleteCurrent = async () => {
    if (editing === NEW) return;
    setError(null);
    try {
      await remove(editing).unwrap();
      notify('success', t(m.envDeleted));
      const next = environments?.find((e) => e.id !== editing);
      load(next?.id ?? NEW);
    } catch (failure) {
      const explained = explainProblem(problemOf(failure));
      setError(t(explained.message, explained.values));
    }
  };

  return (
    <ModalDialog open={open} onClose={onClose} title={t(m.envTitle)} description={t(m.envDescription, { example: ltr('{{name}}') })} closeLabel={t(m.close)} busy={busy} size="lg" testId="env-dialog" closeTestId="env-dialog-close">
      {isLoading ? (
        <Muted>{t(m.envLoading)}</Muted>
      ) : isError || !environments ? (
        <Stack>
          <FieldError role="alert">{t(m.envFailed)}</FieldError>
          <SmallButton type="button" onClick={() => void refetch()}>
            {t(m.retry)}
          </SmallButton>
        </Stack>
      ) : (
        <Form onSubmit={(e) => void submit(e)} noValidate data-testid="env-form">
          <Field>
            <label htmlFor={`${id}-pick`}>{t(m.envPick)}</label>
            <Select id={`${id}-pick`} value={editing} onChange={(e) => load(e.target.value)} data-testid="env-pick">
              {environments.map((environment) => (
                <option key={environment.id} value={environment.id}>
                  {environment.name}
                </option>
              ))}
              <option value={NEW}>{t(m.envNew)}</option>
            </Select>
          </Field>
          <TextField id={`${id}-name`} label={t(m.envName)} value={name} onValue={setName} error={nameMissing ? t(m.nameRequired) : null} maxLength={100} data-autofocus="" testId="env-name" />
          <Stack>
            <h3>{t(m.variables)}</h3>
            {rows.length === 0 ? (
              <Muted>{t(m.variablesEmpty)}</Muted>
            ) : (
              <Rows $columns="minmax(0, 1fr) minmax(0, 1.4fr) auto auto" style={{ inlineSize: '100%' }} data-testid="env-variables">
                <span className="head" aria-hidden="true">
                  {t(m.name)}
                </span>
                <span className="head" aria-hidden="true">
                  {t(m.value)}
                </span>
                <span className="head" aria-hidden="true">
                  {t(m.varSecret)}
                </span>
                <span />
                {rows.map((row, index) => {
                  const n = index + 1;
                  return (
                    <VariableFields key={index} row={row} index={n} onChange={(changes) => setRow(index, changes)} onRemove={() => setRows((current) => current.filter((_, i) => i !== index))} testIndex={index} />
                  );
                })}
              </Rows>
            )}
            {keyMissing ? <FieldError role="alert">{t(m.varKeyRequired)}</FieldError> : null}
            {keyInvalid ? (
              <FieldError role="alert" data-testid="env-key-invalid">
                {t(m.varKeyInvalid)}
              </FieldError>
            ) : null}
            <SmallButton type="button" onClick={() => setRows((current) => [...current, { key: '', value: '', secret: false, stored: false }])} data-testid="env-add-variable">
              {t(m.addVariable)}
            </SmallButton>
          </Stack>
          {error ? (
            <FieldError role="alert" data-testid="env-error">
              {error}
            </FieldError>
          ) : null}
          {confirming ? (
            <Stack role="group" aria-labelledby={`${id}-confirm`} data-testid="env-delete-confirm">
              <p id={`${id}-confirm`}>
                <b>{t(m.envConfirmDelete, { name: environments.find((e) => e.id === editing)?.name ?? name })}</b>
              </p>
              <DialogActions style={{ justifyContent: 'flex-start' }}>
                <Button type="button" $variant="secondary" $size="md" onClick={() => (setConfirming(false), focusSoon('env-delete'))} disabled={busy} data-testid="env-delete-cancel">
                  {t(m.cancel)}
                </Button>
                <Button type="button" $variant="primary" $size="md" onClick={() => void deleteCurrent()} aria-busy={removeState.isLoading} disabled={busy} data-testid="env-delete-yes">
                  {t(m.deleteEnvironment)}
                </Button>
              </DialogActions>
            </Stack>
          ) : (
            <DialogActions>
              {editing !== NEW ? (
                <Button type="button" $variant="ghost" $size="md" onClick={() => (setConfirming(true), focusSoon('env-delete-cancel'))} disabled={busy} data-testid="env-delete">
                  {t(m.deleteEnvironment)}
                </Button>
              ) : null}
              <Button type="submit" $variant="primary" $size="md" aria-busy={saveState.isLoading} disabled={busy} data-testid="env-save">
                {t(m.saveEnvironment)}
              </Button>
            </DialogActions>
          )}
        </Form>
      )}
    </ModalDialog>
  );
}

function VariableFields({ row, index, testIndex, onChange, onRemove }: { row: VariableRow; index: number; testIndex: number; onChange: (changes: Partial<VariableRow>) => void; onRemove: () => void }) {
  const t = useIntl().formatMessage;
  return (
    <>
      <LtrInput dir="ltr" aria-label={t(m.varKey, { index })} value={row.key} onChange={(e) => onChange({ key: e.target.value })} spellCheck={false} autoComplete="off" data-testid={`env-key-${testIndex}`} />
      <LtrInput
        dir="ltr"
        type={row.secret ? 'password' : 'text'}
        aria-label={t(m.varValue, { index })}
        placeholder={row.stored ? t(m.varStored) : undefined}
        value={row.value}
        onChange={(e) => onChange({ value: e.target.value })}
        spellCheck={false}
        autoComplete={row.secret ? 'new-password' : 'off'}
        data-testid={`env-value-${testIndex}`}
      />
      <CheckRow style={{ minBlockSize: '2.25rem', justifyContent: 'center' }}>
        <input type="checkbox" aria-label={t(m.varSecretOf, { index })} checked={row.secret} onChange={(e) => onChange({ secret: e.target.checked, stored: e.target.checked && row.stored })} data-testid={`env-secret-${testIndex}`} />
      </CheckRow>
      <SmallButton type="button" aria-label={t(m.removeVariable, { index })} title={t(m.removeVariable, { index })} onClick={onRemove} data-testid={`env-remove-${testIndex}`}>
        <Icon name="close" size={16} />
      </SmallButton>
    </>
  );
}

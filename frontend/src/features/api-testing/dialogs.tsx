import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../shared/ui/Button';
import { FieldError, Form, Select, Field } from '../../shared/ui/form';
import { DialogActions, ModalDialog } from '../../shared/ui/ModalDialog';
import { TextField } from '../../shared/ui/TextField';
import { apiTestingMessages as m } from './api-testing.messages';
import type { ApiCollection } from './api-testing.types';
import { CodeArea, Full } from './api-testing.styles';
import { parseCurl, type CurlImport } from './curl';

/** A failure shown inside a dialog, already translated. */
export type DialogError = string | null;

export function NameDialog({ open, title, label, initial, maxLength, busy, error, onSubmit, onClose, testId }: { open: boolean; title: string; label: string; initial: string; maxLength: number; busy: boolean; error: DialogError; onSubmit: (name: string) => void; onClose: () => void; testId: string }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const [name, setName] = useState(initial);
  const [missing, setMissing] = useState(false);
  useEffect(() => {
    if (open) {
      setName(initial);
      setMissing(false);
    }
  }, [open, initial]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (name.trim() === '') return setMissing(true);
    onSubmit(name.trim());
  };
  return (
    <ModalDialog open={open} onClose={onClose} title={title} closeLabel={t(m.close)} busy={busy} testId={testId} closeTestId={`${testId}-close`}>
      <Form onSubmit={submit} noValidate>
        <TextField id={`${id}-name`} label={label} value={name} onValue={setName} error={missing ? t(m.nameRequired) : error} maxLength={maxLength} data-autofocus="" testId={`${testId}-name`} />
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={onClose} disabled={busy}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" $variant="primary" $size="md" aria-busy={busy} disabled={busy} data-testid={`${testId}-submit`}>
            {t(m.save)}
          </Button>
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}

export function ConfirmDialog({ open, title, body, confirmLabel, busy, error, onConfirm, onClose, testId }: { open: boolean; title: string; body: ReactNode; confirmLabel: string; busy: boolean; error: DialogError; onConfirm: () => void; onClose: () => void; testId: string }) {
  const t = useIntl().formatMessage;
  return (
    <ModalDialog open={open} onClose={onClose} title={title} closeLabel={t(m.close)} busy={busy} testId={testId} closeTestId={`${testId}-close`}>
      <p>{body}</p>
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <DialogActions>
        <Button type="button" $variant="secondary" $size="md" onClick={onClose} disabled={busy} data-autofocus="">
          {t(m.cancel)}
        </Button>
        <Button type="button" $variant="primary" $size="md" onClick={onConfirm} aria-busy={busy} disabled={busy} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </ModalDialog>
  );
}

const NEW = '';

export interface SaveTarget {
  name: string;
  /** An existing collection, or null with `collectionName` for a new one. */
  collectionId: string | null;
  collectionName: string;
}

/** Where to save the request: its name, and an existing or a new collection. */
export function SaveDialog({ open, initialName, collections, initialCollectionId, busy, error, onSubmit, onClose }: { open: boolean; initialName: string; collections: readonly ApiCollection[]; initialCollectionId: string | null; busy: boolean; error: DialogError; onSubmit: (target: SaveTarget) => void; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const [name, setName] = useState(initialName);
  const [collectionId, setCollectionId] = useState<string>(NEW);
  const [collectionName, setCollectionName] = useState('');
  const [tried, setTried] = useState(false);
  useEffect(() => {
    if (!open) return;
    setName(initialName);
    setCollectionId(initialCollectionId ?? collections[0]?.id ?? NEW);
    setCollectionName('');
    setTried(false);
    // Reset when the dialog opens, with what the page had then.
  }, [open]);
  const nameMissing = tried && name.trim() === '';
  const collectionMissing = tried && collectionId === NEW && collectionName.trim() === '';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (name.trim() === '' || (collectionId === NEW && collectionName.trim() === '')) return;
    onSubmit({ name: name.trim(), collectionId: collectionId === NEW ? null : collectionId, collectionName: collectionName.trim() });
  };
  return (
    <ModalDialog open={open} onClose={onClose} title={t(m.saveTitle)} closeLabel={t(m.close)} busy={busy} testId="save-dialog" closeTestId="save-dialog-close">
      <Form onSubmit={submit} noValidate>
        <TextField id={`${id}-name`} label={t(m.requestName)} value={name} onValue={setName} error={nameMissing ? t(m.nameRequired) : null} maxLength={200} data-autofocus="" testId="save-name" />
        <Field>
          <label htmlFor={`${id}-collection`}>{t(m.collection)}</label>
          <Select id={`${id}-collection`} value={collectionId} onChange={(e) => setCollectionId(e.target.value)} data-testid="save-collection">
            {collections.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
            <option value={NEW}>{t(m.newCollection)}</option>
          </Select>
        </Field>
        {collectionId === NEW ? (
          <TextField id={`${id}-collection-name`} label={t(m.collectionName)} value={collectionName} onValue={setCollectionName} error={collectionMissing ? t(m.nameRequired) : null} maxLength={120} testId="save-collection-name" />
        ) : null}
        {error ? (
          <FieldError role="alert" data-testid="save-error">
            {error}
          </FieldError>
        ) : null}
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={onClose} disabled={busy}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" $variant="primary" $size="md" aria-busy={busy} disabled={busy} data-testid="save-submit">
            {t(m.save)}
          </Button>
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}

const CURL_PROBLEMS = { empty: m.curlEmpty, 'not-curl': m.curlNotCurl, 'no-url': m.curlNoUrl, 'unclosed-quote': m.curlQuote, 'missing-value': m.curlMissingValue } as const;

/** A pasted cURL command, parsed in the browser; what is wrong is said under the field and the paste stays. */
export function CurlDialog({ open, onImport, onClose }: { open: boolean; onImport: (result: Extract<CurlImport, { ok: true }>) => void; onClose: () => void }) {
  const t = useIntl().formatMessage;
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = parseCurl(text);
    if (!result.ok) {
      setError(t(CURL_PROBLEMS[result.problem], { option: result.option ?? '' }));
      return;
    }
    setError(null);
    setText('');
    onImport(result);
  };
  return (
    <ModalDialog open={open} onClose={onClose} title={t(m.curlTitle)} closeLabel={t(m.close)} size="lg" testId="curl-dialog" closeTestId="curl-dialog-close">
      <Form onSubmit={submit} noValidate>
        <Full>
          <label htmlFor={`${id}-curl`} style={{ fontWeight: 600 }}>
            {t(m.curlLabel)}
          </label>
          <CodeArea
            id={`${id}-curl`}
            dir="ltr"
            rows={8}
            spellCheck={false}
            value={text}
            onChange={(e) => setText(e.target.value)}
            $invalid={!!error}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-curl-hint${error ? ` ${id}-curl-error` : ''}`}
            placeholder={`curl -X POST https://api.example.com/items -H 'Content-Type: application/json' -d '{"name":"mug"}'`}
            data-autofocus=""
            data-testid="curl-text"
          />
          <p id={`${id}-curl-hint`} style={{ fontSize: '0.875rem' }}>
            {t(m.curlHint)}
          </p>
          {error ? (
            <FieldError id={`${id}-curl-error`} data-testid="curl-error">
              {error}
            </FieldError>
          ) : null}
        </Full>
        <DialogActions>
          <Button type="button" $variant="secondary" $size="md" onClick={onClose}>
            {t(m.cancel)}
          </Button>
          <Button type="submit" $variant="primary" $size="md" data-testid="curl-submit">
            {t(m.curlSubmit)}
          </Button>
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Banner, CheckRow, FieldError, Form } from '../../../shared/ui/form';
import { TextField } from '../../../shared/ui/TextField';
import { errorCodeOf, failureMessage } from '../analytics-errors';
import { useDeleteSiteDataMutation, useDeleteSiteMutation, type AnalyticsSite } from '../analytics.api';
import { DangerButton, Live } from '../analytics.styles';
import { Dialog, DialogActions } from './Dialog';
import { CancelButton, DoneActions, FailureAlert } from './dialog-parts';
import { manageMessages as m } from './manage.messages';
import { isolate } from '../bidi';

/** The server compares the same way (domain/site.ts assertDeletionConfirmed): trimmed, spaces collapsed, case kept. */
const normalise = (text: string) => text.trim().replace(/\s+/g, ' ');

interface DeleteDialogProps {
  kind: 'data' | 'site';
  site: Pick<AnalyticsSite, 'id' | 'name'>;
  open: boolean;
  onClose: () => void;
  /** After the site itself is gone; the parent leaves its view. */
  onSiteDeleted?: (name: string) => void;
}

/**
 * docs/product.md §8: deleting a site's data, or the site, needs its name typed and the irreversible
 * acknowledgement ticked. Both are checked here and again by the server.
 */
export function DeleteDialog({ kind, site, open, onClose, onSiteDeleted }: DeleteDialogProps) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [deleteData, dataState] = useDeleteSiteDataMutation();
  const [deleteSite, siteState] = useDeleteSiteMutation();
  const busy = dataState.isLoading || siteState.isLoading;
  const [typed, setTyped] = useState('');
  const [acknowledged, setAcknowledged] = useState(false);
  const [nameError, setNameError] = useState<MessageDescriptor | null>(null);
  const [ackError, setAckError] = useState<MessageDescriptor | null>(null);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [deleted, setDeleted] = useState<number | null>(null);

  const close = () => {
    // A finished deletion leaves nothing worth keeping; an unfinished one keeps what was typed.
    if (deleted !== null) {
      setDeleted(null);
      setTyped('');
      setAcknowledged(false);
    }
    onClose();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    const nameOk = normalise(typed) === normalise(site.name);
    setNameError(nameOk ? null : m.nameMismatch);
    setAckError(acknowledged ? null : m.acknowledgeRequired);
    if (!nameOk) {
      document.getElementById(`${id}-name`)?.focus();
      return;
    }
    if (!acknowledged) {
      document.getElementById(`${id}-ack`)?.focus();
      return;
    }
    const confirmation = { confirmName: typed, acknowledge: true };
    try {
      if (kind === 'site') {
        await deleteSite({ id: site.id, ...confirmation }).unwrap();
        onSiteDeleted?.(site.name);
      } else {
        const { deleted: count } = await deleteData({ siteId: site.id, ...confirmation }).unwrap();
        setDeleted(count);
        setTyped('');
        setAcknowledged(false);
      }
    } catch (error) {
      const code = errorCodeOf(error);
      if (code === 'ANALYTICS_DELETE_NAME_MISMATCH') setNameError(m.nameMismatch);
      else if (code === 'ANALYTICS_DELETE_NOT_ACKNOWLEDGED') setAckError(m.acknowledgeRequired);
      else setFailure(failureMessage(error, kind === 'site' ? m.deleteSiteFailed : m.deleteDataFailed));
    }
  };

  const testId = kind === 'site' ? 'analytics-delete-site-dialog' : 'analytics-delete-data-dialog';
  return (
    <Dialog
      open={open}
      onClose={close}
      busy={busy}
      title={t(kind === 'site' ? m.deleteSiteTitle : m.deleteDataTitle)}
      description={t(kind === 'site' ? m.deleteSiteBody : m.deleteDataBody)}
      testId={testId}
    >
      <Live role="status" data-testid={`${testId}-status`}>
        {deleted !== null ? <Banner $tone="success">{t(m.dataDeleted, { count: deleted })}</Banner> : null}
      </Live>
      <FailureAlert failure={failure} testId={`${testId}-error`} />
      {deleted !== null ? (
        <DoneActions onClose={close} autoFocus />
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <TextField
            id={`${id}-name`}
            label={t(m.typeName, { name: isolate(site.name) })}
            value={typed}
            onValue={(value) => {
              setTyped(value);
              setNameError(null);
            }}
            error={nameError ? t(nameError) : null}
            autoComplete="off"
            spellCheck={false}
            dir="auto"
            data-autofocus
            testId={`${testId}-name`}
          />
          <div>
            <CheckRow>
              <input
                id={`${id}-ack`}
                type="checkbox"
                checked={acknowledged}
                onChange={(event) => {
                  setAcknowledged(event.target.checked);
                  setAckError(null);
                }}
                aria-invalid={ackError ? true : undefined}
                aria-describedby={ackError ? `${id}-ack-error` : undefined}
                data-testid={`${testId}-ack`}
              />
              {t(m.acknowledge)}
            </CheckRow>
            {ackError ? <FieldError id={`${id}-ack-error`}>{t(ackError)}</FieldError> : null}
          </div>
          <DialogActions>
            <CancelButton onClose={close} busy={busy} />
            <DangerButton type="submit" aria-busy={busy} data-testid={`${testId}-submit`}>
              {t(busy ? m.deleting : kind === 'site' ? m.deleteSiteSubmit : m.deleteDataSubmit)}
            </DangerButton>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

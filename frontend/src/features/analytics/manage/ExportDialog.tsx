import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { Banner, CheckRow, FieldError, Form } from '../../../shared/ui/form';
import { errorCodeOf, failureMessage } from '../analytics-errors';
import { useDownloadExportMutation, useGetExportQuery, useStartExportMutation, type ExportFormat } from '../analytics.api';
import { Live, Muted } from '../analytics.styles';
import { Dialog, DialogActions } from './Dialog';
import { CancelButton, choicesStyle, DoneActions, FailureAlert, JOB_POLL_MS } from './dialog-parts';
import { manageMessages as m } from './manage.messages';

/** Format names read the same in every language. */
const FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'csv', label: 'CSV' },
  { format: 'json', label: 'JSON' },
];

const Choices = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.5rem;
  ${choicesStyle}
`;

type Phase = { step: 'editing' } | { step: 'preparing'; exportId: string; format: ExportFormat } | { step: 'downloading' } | { step: 'done'; filename: string; rows: number };

/** Export (docs/product.md §8): CSV or JSON, after the confirmation tick; a worker job, polled, then downloaded with the session. */
export function ExportDialog({ siteId, open, onClose }: { siteId: string; open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const t = intl.formatMessage;
  const id = useId();
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [confirmed, setConfirmed] = useState(false);
  const [confirmError, setConfirmError] = useState(false);
  const [phase, setPhase] = useState<Phase>({ step: 'editing' });
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const [startExport, startState] = useStartExportMutation();
  const [download] = useDownloadExportMutation();
  const rowsRef = useRef(0);

  const preparing = phase.step === 'preparing' ? phase : null;
  const job = useGetExportQuery(preparing ? { siteId, exportId: preparing.exportId } : skipToken, { pollingInterval: preparing ? JOB_POLL_MS : 0 });
  const status = job.currentData?.status;

  useEffect(() => {
    if (!preparing) return;
    if (job.error) {
      setFailure(failureMessage(job.error, m.exportFailed));
      setPhase({ step: 'editing' });
    } else if (status === 'failed') {
      setFailure(m.exportFailed);
      setPhase({ step: 'editing' });
    } else if (status === 'done') {
      rowsRef.current = job.currentData?.rows ?? 0;
      setPhase({ step: 'downloading' });
      download({ siteId, exportId: preparing.exportId, format: preparing.format })
        .unwrap()
        .then(({ filename }) => setPhase({ step: 'done', filename, rows: rowsRef.current }))
        .catch((error: unknown) => {
          setFailure(failureMessage(error, m.exportFailed));
          setPhase({ step: 'editing' });
        });
    }
  }, [preparing, status, job.error, job.currentData, download, siteId]);

  const busy = startState.isLoading || phase.step === 'preparing' || phase.step === 'downloading';

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setFailure(null);
    if (!confirmed) {
      setConfirmError(true);
      document.getElementById(`${id}-confirm`)?.focus();
      return;
    }
    try {
      const { id: exportId } = await startExport({ siteId, format }).unwrap();
      setPhase({ step: 'preparing', exportId, format });
    } catch (error) {
      if (errorCodeOf(error) === 'ANALYTICS_EXPORT_NOT_CONFIRMED') setConfirmError(true);
      else setFailure(failureMessage(error, m.exportFailed));
    }
  };

  const close = () => {
    if (phase.step === 'done') {
      setPhase({ step: 'editing' });
      setConfirmed(false);
    }
    setFailure(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} busy={busy} title={t(m.exportTitle)} description={t(m.exportBody)} testId="analytics-export-dialog">
      <Live role="status" data-testid="analytics-export-status">
        {phase.step === 'preparing' || startState.isLoading ? <Muted>{t(m.exportPreparing)}</Muted> : null}
        {phase.step === 'downloading' ? <Muted>{t(m.exportDownloading)}</Muted> : null}
        {phase.step === 'done' ? <Banner $tone="success">{t(m.exported, { filename: phase.filename, rows: phase.rows })}</Banner> : null}
      </Live>
      <FailureAlert failure={failure} testId="analytics-export-error" />
      {phase.step === 'done' ? (
        <DoneActions onClose={close} />
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-busy={busy}>
          <Choices disabled={busy}>
            <legend>{t(m.formatLabel)}</legend>
            {FORMATS.map((option, index) => (
              <CheckRow key={option.format}>
                <input
                  type="radio"
                  name={`${id}-format`}
                  value={option.format}
                  checked={format === option.format}
                  onChange={() => setFormat(option.format)}
                  data-autofocus={index === 0 ? '' : undefined}
                  data-testid={`analytics-export-${option.format}`}
                />
                {option.label}
              </CheckRow>
            ))}
          </Choices>
          <div>
            <CheckRow>
              <input
                id={`${id}-confirm`}
                type="checkbox"
                checked={confirmed}
                disabled={busy}
                onChange={(event) => {
                  setConfirmed(event.target.checked);
                  setConfirmError(false);
                }}
                aria-invalid={confirmError ? true : undefined}
                aria-describedby={confirmError ? `${id}-confirm-error` : undefined}
                data-testid="analytics-export-confirm"
              />
              {t(m.exportConfirm)}
            </CheckRow>
            {confirmError ? <FieldError id={`${id}-confirm-error`}>{t(m.exportConfirmRequired)}</FieldError> : null}
          </div>
          <DialogActions>
            <CancelButton onClose={close} busy={busy} />
            <Button type="submit" $variant="primary" $size="md" aria-busy={busy} data-testid="analytics-export-submit">
              {t(busy ? m.exportPreparing : m.exportStart)}
            </Button>
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
}

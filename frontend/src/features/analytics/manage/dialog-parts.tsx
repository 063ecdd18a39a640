import { useIntl, type MessageDescriptor } from 'react-intl';
import { css } from 'styled-components';
import { Button } from '../../../shared/ui/Button';
import { Banner } from '../../../shared/ui/form';
import { Live } from '../analytics.styles';
import { DialogActions } from './Dialog';
import { manageMessages as m } from './manage.messages';

/** How often a queued or running worker job (export, purge) is asked for its status. */
export const JOB_POLL_MS = 1000;

/** A fieldset of radio choices without the browser's frame; the layout of the choices is the dialog's. */
export const choicesStyle = css`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-block-end: 0.25rem;
    padding: 0;
    font-weight: 600;
  }
`;

/** The alert region of a data dialog: kept rendered so a failure is announced, with a nudge to retry. */
export function FailureAlert({ failure, testId }: { failure: MessageDescriptor | null; testId: string }) {
  const t = useIntl().formatMessage;
  return (
    <Live role="alert" data-testid={testId}>
      {failure ? (
        <Banner $tone="danger">
          {t(failure)} {t(m.tryAgain)}
        </Banner>
      ) : null}
    </Live>
  );
}

/** What is left once the job is done: one button closing the dialog. */
export function DoneActions({ onClose, autoFocus = false }: { onClose: () => void; autoFocus?: boolean }) {
  const t = useIntl().formatMessage;
  return (
    <DialogActions>
      <Button type="button" $variant="primary" $size="md" onClick={onClose} data-autofocus={autoFocus || undefined}>
        {t(m.close)}
      </Button>
    </DialogActions>
  );
}

/** Cancel, unavailable while the request runs (closing then would hide its outcome). */
export function CancelButton({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  const t = useIntl().formatMessage;
  return (
    <Button type="button" $variant="secondary" $size="md" onClick={onClose} disabled={busy}>
      {t(m.cancel)}
    </Button>
  );
}

import { type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ModalDialog } from '../../../shared/ui/ModalDialog';
import { manageMessages as m } from './manage.messages';

export { DialogActions } from '../../../shared/ui/ModalDialog';

interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** While a request runs, Escape and the close button wait: closing would hide its outcome. */
  busy?: boolean;
  testId: string;
  children: ReactNode;
}

/** The data management dialogs' shell: focus starts on the element marked `data-autofocus`. */
export function Dialog({ open, onClose, title, description, busy = false, testId, children }: DialogProps) {
  const intl = useIntl();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      title={title}
      description={description}
      closeLabel={intl.formatMessage(m.close)}
      busy={busy}
      testId={testId}
      closeTestId={`${testId}-close`}
    >
      {children}
    </ModalDialog>
  );
}

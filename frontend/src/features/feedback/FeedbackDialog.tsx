import { lazy, Suspense, useState } from 'react';
import type { FeedbackDialogProps } from './FeedbackModal';

export type { FeedbackDialogProps };

// The footer shows the opener on every page; the form itself downloads the first time it is opened.
const FeedbackModal = lazy(() => import('./FeedbackModal'));

/** The feedback form in a modal dialog; mounted from its first opening on, so a closed draft is kept. */
export function FeedbackDialog({ open, onClose }: FeedbackDialogProps) {
  const [requested, setRequested] = useState(open);
  if (open && !requested) setRequested(true);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackModal open={open} onClose={onClose} />
    </Suspense>
  );
}

import { defineMessages } from 'react-intl';

// The one text the footer needs on every page; the dialog's own texts download with the dialog.
export const feedbackLaunchMessages = defineMessages({
  open: {
    id: 'feedback.launch.button',
    defaultMessage: 'Send feedback',
    description: 'Footer button that opens the feedback dialog',
  },
});

import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

export const accessMessages = defineMessages({
  checking: {
    id: 'access.gate.checking',
    defaultMessage: 'Checking your session…',
    description: 'Accessible label of the blank page shown while a stored sign-in is being confirmed',
  },
});

// MessageValue (not string) lets the path be passed as an element isolated left-to-right.
export const refusalMessages = {
  signInRequired: defineMessage<{ path: MessageValue }>({
    id: 'access.notice.signInRequired',
    defaultMessage: 'Please sign in to open {path}.',
    description: 'Shown on the sign-in page when a page needing an account sent the visitor there; {path} is the page address',
  }),
  premiumRequired: defineMessage<{ path: MessageValue }>({
    id: 'access.notice.premiumRequired',
    defaultMessage: '{path} is part of the Premium plan. Choose a plan below to open it.',
    description: 'Shown on the pricing page when a Premium-only page sent the user there; {path} is the page address; Premium is a plan name',
  }),
  adminRequired: defineMessage<{ path: MessageValue }>({
    id: 'access.notice.adminRequired',
    defaultMessage: 'Only administrators can open {path}. Sign in with an administrator account.',
    description: 'Shown on the sign-in page when an administration page sent the visitor there; {path} is the page address',
  }),
};

import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

export const sessionMessages = {
  ...defineMessages({
    expiryTitle: {
      id: 'session.expiry.title',
      defaultMessage: 'Your session is about to end',
      description: 'Heading of the dialog shown two minutes before the sign-in session ends',
    },
    expiryBody: {
      id: 'session.expiry.body',
      defaultMessage: 'For your security, sessions end after a set time. Sign in again to keep working; anything you have not saved may be lost.',
      description: 'Explanation in the session-expiry dialog',
    },
    signInAgain: { id: 'session.expiry.signInAgain', defaultMessage: 'Sign in again', description: 'Button of the session-expiry dialog: sign out and open the sign-in page, coming back here afterwards' },
    signOut: { id: 'session.expiry.signOut', defaultMessage: 'Sign out', description: 'Button of the session-expiry dialog: sign out now' },
    close: { id: 'session.expiry.close', defaultMessage: 'Continue until then', description: 'Button closing the session-expiry dialog without signing out' },
    signingOut: { id: 'session.signingOut', defaultMessage: 'Signing out…', description: 'Shown on a sign-out button while the request is on its way' },
    signOutFailed: {
      id: 'session.signOutFailed',
      defaultMessage: 'We could not sign you out. Check your connection and try again.',
      description: 'Shown when the sign-out request failed; the session is still active',
    },
  }),
  remaining: defineMessage<{ time: MessageValue }>({
    id: 'session.expiry.remaining',
    defaultMessage: 'Time left: {time}',
    description: 'Countdown in the session-expiry dialog; {time} is minutes and seconds, e.g. 1:45',
  }),
};

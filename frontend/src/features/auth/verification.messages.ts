import { defineMessage, defineMessages, type MessageValue } from 'react-intl';

/** The check-your-inbox step of sign-up and the page a confirmation link opens (identity README, "Verified addresses"). */
export const verificationMessages = {
  ...defineMessages({
  sentTitle: { id: 'auth.signupSent.title', defaultMessage: 'Check your inbox', description: 'Heading shown after the sign-up form was sent' },
  sentNotYours: {
    id: 'auth.signupSent.alreadyHave',
    defaultMessage: 'Already have an account with this address? Sign in instead; we also sent a note to that address.',
    description: 'Hint after sign-up for people who already have an account (the page never says whether one exists)',
  },
  sentLogOnly: {
    id: 'auth.signupSent.logOnly',
    defaultMessage: 'This installation sends no e-mail (no mail server is configured): the link is written in the server’s log.',
    description: 'Development notice when the server has no SMTP server configured',
  },
  resend: { id: 'auth.signupSent.resend', defaultMessage: 'Send the link again', description: 'Button sending the sign-up link again' },
  resending: { id: 'auth.signupSent.resending', defaultMessage: 'Sending…', description: 'Resend button while sending' },
  resent: {
    id: 'auth.signupSent.resent',
    defaultMessage: 'If a sign-up is waiting for this address, a new link is on its way. The previous link no longer works.',
    description: 'Notice after asking for the sign-up link again',
  },
  changeAddress: { id: 'auth.signupSent.changeAddress', defaultMessage: 'Use another address', description: 'Button going back to the sign-up form' },

  verifyDocumentTitle: { id: 'auth.verify.documentTitle', defaultMessage: 'Confirm your address · StackLens', description: 'Browser tab title of the page a confirmation link opens' },
  verifyTitle: { id: 'auth.verify.title', defaultMessage: 'Confirming your address', description: 'Heading of the page a confirmation link opens' },
  verifyWorking: { id: 'auth.verify.working', defaultMessage: 'One moment, we are checking your link…', description: 'Shown while the link is checked' },
  verifyDone: { id: 'auth.verify.done', defaultMessage: 'Your address is confirmed.', description: 'After an address-change link was opened' },
  verifyToSettings: { id: 'auth.verify.toSettings', defaultMessage: 'Go to your settings', description: 'Link after the address was confirmed' },
  verifyInvalid: {
    id: 'auth.verify.invalid',
    defaultMessage: 'This link is invalid, was already used or has expired. Sign up again, or ask for a new link from your settings if you are signed in.',
    description: 'The confirmation link was refused',
  },
  verifyUsernameTaken: {
    id: 'auth.verify.usernameTaken',
    defaultMessage: 'Someone took this username while your link was waiting. Sign up again with another username.',
    description: 'The username of a waiting sign-up was taken meanwhile',
  },
  verifyAccountExists: {
    id: 'auth.verify.accountExists',
    defaultMessage: 'An account already uses this address. Sign in, or reset your password if you forgot it.',
    description: 'A sign-up link for an address that has an account by now',
  },
  verifyFailed: { id: 'auth.verify.failed', defaultMessage: 'We could not check your link. Please try again.', description: 'Unexpected failure on the confirmation page' },
  verifyRetry: { id: 'auth.verify.retry', defaultMessage: 'Try again', description: 'Retry button on the confirmation page' },
  signUpAgain: { id: 'auth.verify.signUpAgain', defaultMessage: 'Sign up again', description: 'Link to the sign-up form from the confirmation page' },
}),
  sentLead: defineMessage<{ email: MessageValue }>({
    id: 'auth.signupSent.lead',
    defaultMessage: 'We sent a link to {email}. Open it to create your account and start your 7-day trial. The link works for 24 hours.',
    description: 'Text after sign-up; {email} is the address typed',
  }),
};

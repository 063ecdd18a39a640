import { defineMessages } from 'react-intl';

export const newsletterMessages = defineMessages({
  unsubscribeDocumentTitle: {
    id: 'newsletter.unsubscribe.documentTitle',
    defaultMessage: 'Unsubscribe from the newsletter · StackLens',
    description: 'Browser tab title of the unsubscribe page',
  },
  unsubscribeTitle: {
    id: 'newsletter.unsubscribe.title',
    defaultMessage: 'Unsubscribe from the StackLens newsletter',
    description: 'Main heading (h1) of the unsubscribe page',
  },
  unsubscribeLead: {
    id: 'newsletter.unsubscribe.lead',
    defaultMessage: 'Enter the e-mail address that receives the newsletter and we will stop sending it.',
    description: 'Paragraph under the unsubscribe heading',
  },
  emailLabel: {
    id: 'newsletter.unsubscribe.email.label',
    defaultMessage: 'E-mail address',
    description: 'Label of the e-mail field',
  },
  submit: {
    id: 'newsletter.unsubscribe.submit',
    defaultMessage: 'Unsubscribe',
    description: 'Submit button of the unsubscribe form',
  },
  sending: {
    id: 'newsletter.unsubscribe.sending',
    defaultMessage: 'Unsubscribing…',
    description: 'Submit button label while the request is sent',
  },
  tokenSending: {
    id: 'newsletter.unsubscribe.tokenSending',
    defaultMessage: 'Processing your unsubscribe link…',
    description: 'Shown while a one-click unsubscribe link is processed',
  },
  done: {
    id: 'newsletter.unsubscribe.done',
    defaultMessage:
      'If this address was subscribed, it has been removed from the newsletter. You will receive no further newsletter e-mails; messages about your account and purchases are not affected.',
    description: 'Confirmation, always the same whether or not the address was subscribed',
  },
  required: {
    id: 'newsletter.unsubscribe.required',
    defaultMessage: 'Required field',
    description: 'Error under an empty e-mail field',
  },
  invalidEmail: {
    id: 'newsletter.unsubscribe.invalidEmail',
    defaultMessage: 'Please enter a valid email address',
    description: 'Error under an invalid e-mail',
  },
  failure: {
    id: 'newsletter.unsubscribe.failure',
    defaultMessage: 'The request could not be sent. Check your connection and try again.',
    description: 'Shown when the unsubscribe request fails (network or server error)',
  },
  backHome: {
    id: 'newsletter.backHome',
    defaultMessage: 'Back to home',
    description: 'Link back to the home page',
  },
  confirmDocumentTitle: {
    id: 'newsletter.confirm.documentTitle',
    defaultMessage: 'Confirm your subscription · StackLens',
    description: 'Browser tab title of the subscription confirmation page',
  },
  confirmTitle: {
    id: 'newsletter.confirm.title',
    defaultMessage: 'Newsletter subscription',
    description: 'Main heading (h1) of the subscription confirmation page',
  },
  confirmPending: {
    id: 'newsletter.confirm.pending',
    defaultMessage: 'Confirming your subscription…',
    description: 'Shown while the confirmation link is checked',
  },
  confirmDone: {
    id: 'newsletter.confirm.done',
    defaultMessage: 'Your subscription is confirmed. You will receive StackLens product news and audit tips by e-mail.',
    description: 'Shown when the subscription is confirmed',
  },
  confirmInvalid: {
    id: 'newsletter.confirm.invalid',
    defaultMessage: 'This confirmation link is invalid or has expired. Subscribe again to receive a new link.',
    description: 'Shown when the confirmation token is missing, invalid or expired',
  },
  confirmFailure: {
    id: 'newsletter.confirm.failure',
    defaultMessage: 'We could not check your link right now. Please try again in a moment.',
    description: 'Shown when the confirmation request fails for a network or server reason',
  },
  retry: {
    id: 'newsletter.confirm.retry',
    defaultMessage: 'Try again',
    description: 'Button to retry the confirmation',
  },
  unsubscribeHint: {
    id: 'newsletter.confirm.unsubscribeHint',
    defaultMessage: 'Changed your mind? Every newsletter has an unsubscribe link, or use the unsubscribe page.',
    description: 'Note under the confirmation',
  },
  unsubscribeLink: {
    id: 'newsletter.confirm.unsubscribeLink',
    defaultMessage: 'Go to the unsubscribe page',
    description: 'Link to the unsubscribe page',
  },
});

import { defineMessages } from 'react-intl';

// Apart from newsletter.messages.ts: the sign-up sits in the footer of every page, the other
// newsletter pages download only when opened, and so do their texts.
export const signupMessages = defineMessages({
  title: {
    id: 'newsletter.signup.title',
    defaultMessage: 'Newsletter',
    description: 'Heading of the newsletter sign-up form in the site footer',
  },
  lead: {
    id: 'newsletter.signup.lead',
    defaultMessage: 'Product news and audit tips, about once a month. After subscribing, check your inbox: we send a link to confirm your address.',
    description: 'Text under the newsletter heading in the footer; explains the double opt-in',
  },
  emailLabel: {
    id: 'newsletter.signup.email.label',
    defaultMessage: 'Your e-mail address',
    description: 'Label of the e-mail field of the newsletter sign-up form',
  },
  submit: {
    id: 'newsletter.signup.submit',
    defaultMessage: 'Subscribe',
    description: 'Button of the newsletter sign-up form',
  },
  sending: {
    id: 'newsletter.signup.sending',
    defaultMessage: 'Subscribing…',
    description: 'Button label of the newsletter sign-up form while the request is sent',
  },
  done: {
    id: 'newsletter.signup.done',
    defaultMessage: 'Almost done: check your inbox and open the link we sent to confirm your subscription. Nothing after a few minutes? Look in your spam folder.',
    description: 'Shown after a newsletter subscription request, the same whatever the address',
  },
  failure: {
    id: 'newsletter.signup.failure',
    defaultMessage: 'Your subscription could not be sent. Check your connection and try again.',
    description: 'Shown when the newsletter subscription request fails for a network or server reason',
  },
  required: {
    id: 'newsletter.signup.required',
    defaultMessage: 'Required field',
    description: 'Error under the empty e-mail field of the newsletter sign-up form',
  },
  invalidEmail: {
    id: 'newsletter.signup.invalidEmail',
    defaultMessage: 'Please enter a valid email address',
    description: 'Error under an invalid e-mail in the newsletter sign-up form',
  },
});

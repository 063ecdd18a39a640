import { defineMessages } from 'react-intl';

export const accountMessages = defineMessages({
  title: { id: 'settings.account.title', defaultMessage: 'Account and website', description: 'Settings section heading: profile fields and the user’s website' },
  intro: {
    id: 'settings.account.intro',
    defaultMessage: 'How you appear in StackLens and where we write to you.',
    description: 'Text under the account section heading',
  },
  username: { id: 'settings.account.username', defaultMessage: 'Username', description: 'Label of the username field' },
  usernameHint: { id: 'settings.account.usernameHint', defaultMessage: '3 to 32 letters, digits, underscores, dots or hyphens.', description: 'Hint under the username field' },
  email: { id: 'settings.account.email', defaultMessage: 'Email address', description: 'Label of the e-mail field' },
  company: { id: 'settings.account.company', defaultMessage: 'Company (optional)', description: 'Label of the company field' },
  website: { id: 'settings.account.website', defaultMessage: 'Website (optional)', description: 'Label of the website field' },
  websiteHint: {
    id: 'settings.account.websiteHint',
    defaultMessage: 'The full address, starting with https://',
    description: 'Hint under the website field; keep https:// as is',
  },
  bio: { id: 'settings.account.bio', defaultMessage: 'About you (optional)', description: 'Label of the short biography field' },
  bioHint: { id: 'settings.account.bioHint', defaultMessage: 'A few words about you or your work, up to 1,000 characters.', description: 'Hint under the biography field' },
  save: { id: 'settings.account.save', defaultMessage: 'Save changes', description: 'Button saving the account fields' },
  saving: { id: 'settings.account.saving', defaultMessage: 'Saving…', description: 'Save button label while saving' },
  saved: { id: 'settings.account.saved', defaultMessage: 'Your changes have been saved.', description: 'Settings notice after a successful save (docs/product.md §10.2: saved)' },
  saveError: {
    id: 'settings.account.saveError',
    defaultMessage: 'Error while updating your account. Please try again.',
    description: 'Settings notice when saving failed (docs/product.md §10.2: Erreur lors de la mise à jour de l’utilisateur)',
  },
  fixFields: { id: 'settings.account.fixFields', defaultMessage: 'Please correct the highlighted fields.', description: 'Summary when some account fields are invalid' },
  loading: { id: 'settings.account.loading', defaultMessage: 'Loading your account…', description: 'Shown while the account fields load' },
  loadError: { id: 'settings.account.loadError', defaultMessage: 'Your account could not be loaded.', description: 'Shown when the account fields failed to load' },
  retry: { id: 'settings.account.retry', defaultMessage: 'Try again', description: 'Button reloading the account fields after an error' },
  emailVerified: { id: 'settings.account.emailVerified', defaultMessage: 'Verified', description: 'Tag beside the e-mail address once its owner confirmed it' },
  emailUnverified: { id: 'settings.account.emailUnverified', defaultMessage: 'Unverified', description: 'Tag beside an e-mail address not confirmed yet' },
  emailUnverifiedHint: {
    id: 'settings.account.emailUnverifiedHint',
    defaultMessage: 'Open the link we sent to this address to confirm it.',
    description: 'Text beside the Unverified tag',
  },
  verificationResend: { id: 'settings.account.verificationResend', defaultMessage: 'Send the link again', description: 'Button sending a new confirmation link' },
  verificationSending: { id: 'settings.account.verificationSending', defaultMessage: 'Sending…', description: 'Resend button while sending' },
  verificationSent: {
    id: 'settings.account.verificationSent',
    defaultMessage: 'A new link is on its way. The previous one no longer works.',
    description: 'Notice after a new confirmation link was sent',
  },
  verificationSendError: {
    id: 'settings.account.verificationSendError',
    defaultMessage: 'The link could not be sent. Please try again.',
    description: 'Notice when sending a confirmation link failed',
  },
  emailChanged: {
    id: 'settings.account.emailChanged',
    defaultMessage: 'Your changes have been saved. We sent a link to your new address: open it to confirm the address.',
    description: 'Settings notice after the e-mail address was changed',
  },
});
